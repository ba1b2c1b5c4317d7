// The one-time links that prove an address (decision 0022): made here, opened in email-verification.ts.
import { and, eq, isNull } from 'drizzle-orm'
import { AppError } from '#server/app-error.ts'
import type { Executor } from '#server/db/client.ts'
import { emailVerificationTokens, users } from '#server/db/schema.ts'
import { hashToken, newOpaqueToken } from '#server/http/tokens.ts'
import { clock } from '#shared/clock.ts'
import { EMAIL_VERIFICATION_LINK_TTL_HOURS } from '#shared/constants.ts'
import type { Locale } from '#shared/locales.ts'

export const VERIFICATION_TOKEN_TTL_MS = EMAIL_VERIFICATION_LINK_TTL_HOURS * 3600 * 1000
/** The client's page a link opens (decision 0022: a route SPEC.md did not have). */
export const VERIFY_EMAIL_PATH = '/verify-email'

/** A link to send: the token (only its hash is stored) and where and to whom it goes. */
export interface IssuedVerification {
  token: string
  email: string
  firstName: string
  language: Locale | null
}

/**
 * A new link for `email`, which must be the account's address in force or its pending one. Only
 * the newest link of an account works: earlier unused ones are dropped.
 */
export async function issueVerification(tx: Executor, userId: string, email: string) {
  const [user] = await tx
    .select({ firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) throw AppError.notFound('User not found')
  const token = newOpaqueToken()
  await tx
    .delete(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)))
  await tx.insert(emailVerificationTokens).values({
    tokenHash: hashToken(token),
    userId,
    email,
    expiresAt: new Date(clock.nowMs() + VERIFICATION_TOKEN_TTL_MS),
  })
  return { token, email, firstName: user.firstName, language: user.language } satisfies IssuedVerification
}
