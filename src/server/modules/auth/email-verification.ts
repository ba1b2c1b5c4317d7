// Email verification (decision 0022): an address proves nothing until the one-time link sent to
// it is opened. A new address of an account is kept as pending until then; the one in force stays.
import { and, eq, isNull, sql } from 'drizzle-orm'
import { AppError } from '#server/app-error.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { emailVerificationTokens, users } from '#server/db/schema.ts'
import { hashToken, isOpaqueTokenShape } from '#server/http/tokens.ts'
import { clock } from '#shared/clock.ts'
import type { Locale } from '#shared/locales.ts'
import { MESSAGES } from '#shared/messages.ts'
import { accountConflict, grantConfiguredAdmin } from './accounts.ts'
import { type IssuedVerification, issueVerification } from './verification-links.ts'

/** "Send again": a link to the pending address, or else to the address in force while unconfirmed. */
export async function resendVerification(db: Db, userId: string): Promise<IssuedVerification> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt, pendingEmail: users.pendingEmail })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!user) throw AppError.notFound('User not found')
    const target = user.pendingEmail ?? (user.verifiedAt === null ? user.email : null)
    if (!target) {
      if (user.email) throw AppError.conflict('email_already_verified', MESSAGES.emailAlreadyVerified)
      throw AppError.unprocessable('no_email', MESSAGES.noEmailToVerify)
    }
    return issueVerification(tx, userId, target)
  })
}

/** What opening a link did; `replaced` names the earlier address when a pending one took its place. */
export interface VerifiedEmail {
  userId: string
  email: string
  firstName: string
  language: Locale | null
  telegramLinked: boolean
  replaced?: { email: string; wasVerified: boolean }
}

/** Opens a link: confirms the address in force, or puts the pending address in force, confirmed. */
export async function verifyEmail(db: Db, token: string, adminEmails: string[]): Promise<VerifiedEmail> {
  const invalid = () =>
    new AppError(400, 'verify_token_invalid', MESSAGES.verifyLinkInvalid, {
      token: MESSAGES.verifyLinkInvalid,
    })
  if (!isOpaqueTokenShape(token)) throw invalid()
  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.tokenHash, hashToken(token)))
        .for('update')
      if (!link || link.usedAt) throw invalid()
      if (link.expiresAt.getTime() <= clock.nowMs()) {
        throw new AppError(400, 'verify_token_expired', MESSAGES.verifyLinkExpired, {
          token: MESSAGES.verifyLinkExpired,
        })
      }
      const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update')
      if (!user || user.blockedAt) throw invalid()
      const same = (a: string | null) => a !== null && a.toLowerCase() === link.email.toLowerCase()
      let replaced: VerifiedEmail['replaced']
      if (same(user.email)) {
        await tx
          .update(users)
          .set({ emailVerifiedAt: user.emailVerifiedAt ?? clock.now(), updatedAt: clock.now() })
          .where(eq(users.id, user.id))
      } else if (same(user.pendingEmail)) {
        if (user.email) replaced = { email: user.email, wasVerified: user.emailVerifiedAt !== null }
        await tx
          .update(users)
          .set({
            email: link.email,
            emailVerifiedAt: clock.now(),
            pendingEmail: null,
            updatedAt: clock.now(),
          })
          .where(eq(users.id, user.id))
      } else {
        // The account has moved on to another address since this link was sent.
        throw invalid()
      }
      await tx
        .update(emailVerificationTokens)
        .set({ usedAt: clock.now() })
        .where(and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt)))
      await grantConfiguredAdmin(tx, user.id, adminEmails)
      return {
        userId: user.id,
        email: link.email,
        firstName: user.firstName,
        language: user.language,
        telegramLinked: user.telegramId !== null,
        ...(replaced ? { replaced } : {}),
      }
    })
  } catch (error) {
    // Another account took the address (unconfirmed) meanwhile: the unique index decides.
    if (accountConflict(error)?.code === 'email_taken') {
      throw new AppError(409, 'email_taken', MESSAGES.emailUsedByOther, { token: MESSAGES.emailUsedByOther })
    }
    throw error
  }
}

/** Whether another account holds `email` in force (case-insensitive). */
export async function emailHeldByOther(db: Executor, email: string, userId: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} and ${users.id} <> ${userId}`)
  return taken !== undefined
}
