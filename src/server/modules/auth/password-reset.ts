// Password reset by a one-time link sent by mail.
import { and, eq, isNull, sql } from 'drizzle-orm'
import { AppError } from '#server/app-error.ts'
import type { Db } from '#server/db/client.ts'
import { passwordResetTokens, users } from '#server/db/schema.ts'
import { hashToken, isOpaqueTokenShape, newOpaqueToken } from '#server/http/tokens.ts'
import { clock } from '#shared/clock.ts'
import { PASSWORD_RESET_LINK_TTL_MINUTES } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'
import { assertGoodPassword, sessionUserOf } from './accounts.ts'
import { hashPassword } from './passwords.ts'
import { type ClientMeta, createSession, endOtherSessions } from './sessions.ts'

export const RESET_TOKEN_TTL_MS = PASSWORD_RESET_LINK_TTL_MINUTES * 60 * 1000

/**
 * Always the same answer; a mail goes out only to a confirmed address in force (decision 0022):
 * an address nobody proved, or one still pending, gets no reset.
 */
export async function requestPasswordReset(db: Db, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      language: users.language,
      blockedAt: users.blockedAt,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  if (!user || user.blockedAt || user.verifiedAt === null) return undefined
  const token = newOpaqueToken()
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(clock.nowMs() + RESET_TOKEN_TTL_MS),
  })
  return { token, user }
}

export async function resetPassword(
  db: Db,
  input: { token: string; password: string },
  meta: ClientMeta,
  secret: string,
) {
  const invalid = () =>
    new AppError(400, 'reset_token_invalid', MESSAGES.resetLinkInvalid, {
      token: MESSAGES.resetLinkInvalid,
    })
  if (!isOpaqueTokenShape(input.token)) throw invalid()
  assertGoodPassword(input.password, 'password')
  const passwordHash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(input.token)))
      .for('update')
    if (!reset || reset.usedAt) throw invalid()
    if (reset.expiresAt.getTime() <= clock.nowMs()) {
      throw new AppError(400, 'reset_token_expired', MESSAGES.resetLinkExpired, {
        token: MESSAGES.resetLinkExpired,
      })
    }
    const [owner] = await tx
      .select({ blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.id, reset.userId))
    if (!owner || owner.blockedAt) throw invalid()
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: clock.now() })
      .where(and(eq(passwordResetTokens.userId, reset.userId), isNull(passwordResetTokens.usedAt)))
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: clock.now(), updatedAt: clock.now() })
      .where(eq(users.id, reset.userId))
    await endOtherSessions(tx, reset.userId, undefined, 'password_reset')
    const tokens = await createSession(tx, reset.userId, meta, secret)
    return { ...tokens, user: await sessionUserOf(tx, reset.userId) }
  })
}
