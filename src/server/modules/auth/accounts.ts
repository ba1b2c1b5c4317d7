// Accounts: registration, login and sign-in, roles and the session user, the configured admins.
import { eq, sql } from 'drizzle-orm'
import { AppError } from '#server/app-error.ts'
import { type Db, type Executor, uniqueViolation } from '#server/db/client.ts'
import { userRoles, users } from '#server/db/schema.ts'
import { newOpaqueToken } from '#server/http/tokens.ts'
import type { SessionUser } from '#shared/api/auth.ts'
import { clock } from '#shared/clock.ts'
import type { Locale } from '#shared/locales.ts'
import { MESSAGES } from '#shared/messages.ts'
import type { Role } from '#shared/roles.ts'
import { effectiveCurrentRole, effectiveRoles } from '#shared/roles.ts'
import { isCommonPassword } from './common-passwords.ts'
import type { LoginGuard } from './lockout.ts'
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts'
import { type ClientMeta, createSession } from './sessions.ts'
import { issueVerification } from './verification-links.ts'

export const INVALID_CREDENTIALS = MESSAGES.invalidCredentials

/** A hash of a random password, verified when the email is unknown so both answers take as long. */
let decoyHash: Promise<string> | undefined

export function passwordProblem(password: string): string | undefined {
  if (isCommonPassword(password)) return MESSAGES.passwordCommon
  return undefined
}

export function assertGoodPassword(password: string, field: string) {
  const problem = passwordProblem(password)
  if (problem) throw AppError.badRequest(MESSAGES.passwordWeak, { [field]: problem })
}

export async function rolesOf(db: Executor, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))
  return ['student', ...rows.map((r) => r.role)]
}

export async function sessionUserOf(db: Executor, userId: string): Promise<SessionUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw AppError.notFound('User not found')
  const granted = await rolesOf(db, userId)
  const isTrainerBlocked = user.trainerBlockedAt !== null
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: effectiveRoles(granted, isTrainerBlocked),
    currentRole: effectiveCurrentRole(user.currentRole, isTrainerBlocked),
    isTrainerBlocked,
    language: user.language,
    theme: user.theme,
  }
}

/** The answer to an insert or update that broke the email or phone uniqueness, if it did. */
export function accountConflict(error: unknown): AppError | undefined {
  const constraint = uniqueViolation(error)
  if (constraint === undefined) return undefined
  if (constraint === 'users_phone_key') {
    return new AppError(409, 'phone_taken', MESSAGES.phoneTaken, { phone: MESSAGES.phoneTaken })
  }
  return new AppError(409, 'email_taken', MESSAGES.emailTaken, { email: MESSAGES.emailTaken })
}

/**
 * Grants admin to an account whose address in force is listed in ADMIN_EMAILS (any case) and
 * confirmed: an address proves nothing until its link is opened (decision 0022).
 */
export async function grantConfiguredAdmin(db: Executor, userId: string, adminEmails: string[]) {
  if (adminEmails.length === 0) return
  const [user] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
  if (!user?.email || user.verifiedAt === null || !adminEmails.includes(user.email.toLowerCase())) return
  await db.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing()
}

/** At start: every existing account whose confirmed address is in ADMIN_EMAILS holds the admin role. */
export async function syncConfiguredAdmins(db: Db, adminEmails: string[]): Promise<number> {
  if (adminEmails.length === 0) return 0
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.emailVerifiedAt} is not null and lower(${users.email}) in (${sql.join(
        adminEmails.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    )
  if (rows.length === 0) return 0
  await db
    .insert(userRoles)
    .values(rows.map((r) => ({ userId: r.id, role: 'admin' as const })))
    .onConflictDoNothing()
  return rows.length
}

export async function register(
  db: Db,
  input: {
    email: string
    password: string
    firstName: string
    lastName?: string | undefined
    phone?: string | undefined
    language?: Locale | undefined
    timeZone?: string | undefined
  },
  meta: ClientMeta,
  options: { secret: string; adminEmails: string[] },
) {
  assertGoodPassword(input.password, 'password')
  const passwordHash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    let userId: string
    try {
      const [inserted] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          passwordChangedAt: clock.now(),
          firstName: input.firstName,
          lastName: input.lastName ?? '',
          phone: input.phone ? input.phone : null,
          language: input.language ?? null,
          ...(input.timeZone ? { timeZone: input.timeZone } : {}),
        })
        .returning({ id: users.id })
      userId = inserted!.id
    } catch (error) {
      throw accountConflict(error) ?? error
    }
    // No admin here even for an ADMIN_EMAILS address: that waits for the link (decision 0022).
    const verification = await issueVerification(tx, userId, input.email)
    const tokens = await createSession(tx, userId, meta, options.secret)
    return { ...tokens, user: await sessionUserOf(tx, userId), verification }
  })
}

export async function login(
  db: Db,
  input: { email: string; password: string },
  meta: ClientMeta,
  options: { secret: string; adminEmails: string[] },
  /** The lockout's counting and slowdown around the password check (lockout.ts). */
  guard?: LoginGuard,
) {
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      blockedAt: users.blockedAt,
      email: users.email,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
  await guard?.admit(user?.passwordHash ? user.id : undefined)
  if (!user?.passwordHash) {
    decoyHash ??= hashPassword(newOpaqueToken())
    await verifyPassword(input.password, await decoyHash)
    await guard?.failed()
    throw AppError.unauthorized(INVALID_CREDENTIALS, 'invalid_credentials')
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await guard?.failed()
    throw AppError.unauthorized(INVALID_CREDENTIALS, 'invalid_credentials')
  }
  await guard?.succeeded()
  if (user.blockedAt) throw accountBlocked()
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id))
  }
  return db.transaction((tx) => signIn(tx, user, meta, options))
}

/** The refusal of a sign-in into a blocked account. */
export function accountBlocked() {
  return new AppError(403, 'account_blocked', MESSAGES.accountBlocked, undefined, {
    redirectTo: '/blocked',
  })
}

/**
 * Signs a verified, unblocked account in: the admin role from ADMIN_EMAILS, a new session, and
 * login's answer. Call it inside a transaction; Telegram login uses it too.
 */
export async function signIn(
  tx: Executor,
  user: { id: string },
  meta: ClientMeta,
  options: { secret: string; adminEmails: string[] },
) {
  await grantConfiguredAdmin(tx, user.id, options.adminEmails)
  const tokens = await createSession(tx, user.id, meta, options.secret)
  return { ...tokens, user: await sessionUserOf(tx, user.id) }
}
