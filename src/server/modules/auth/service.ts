import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { SessionCode, SessionInfo, SessionUser } from '#shared/api/auth.ts'
import { clock } from '#shared/clock.ts'
import { REFRESH_TOKEN_COOKIE_MAX_AGE_S } from '#shared/constants.ts'
import type { Locale } from '#shared/locales.ts'
import { MESSAGES } from '#shared/messages.ts'
import type { Role } from '#shared/roles.ts'
import { type Db, uniqueViolation } from '../../db/client.ts'
import { passwordResetTokens, rotatedRefreshTokens, sessions, userRoles, users } from '../../db/schema.ts'
import { AppError } from '../../http/errors.ts'
import type { ScheduleChanges } from '../schedule/changes.ts'
import { isCommonPassword } from './common-passwords.ts'
import { deviceLabel } from './device.ts'
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts'
import { hashToken, isOpaqueTokenShape, newOpaqueToken, signAccessToken } from './tokens.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx

const REFRESH_IDLE_MS = REFRESH_TOKEN_COOKIE_MAX_AGE_S * 1000
/** However active, a session asks for the password again after this (decision 0006). */
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000
/** Two tabs refreshing with the same token at once is a race, not a theft. */
export const REFRESH_REUSE_GRACE_MS = 20_000
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000

export interface ClientMeta {
  ip: string | undefined
  userAgent: string | undefined
}

export interface IssuedTokens {
  token: string
  refreshToken: string
  sessionId: string
}

export const INVALID_CREDENTIALS = MESSAGES.invalidCredentials

/** A hash of a random password, verified when the email is unknown so both answers take as long. */
let decoyHash: Promise<string> | undefined

export function passwordProblem(password: string): string | undefined {
  if (isCommonPassword(password)) return MESSAGES.passwordCommon
  return undefined
}

function assertGoodPassword(password: string, field: string) {
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
    roles: granted.filter((r) => !(r === 'trainer' && isTrainerBlocked)),
    currentRole: isTrainerBlocked ? 'student' : user.currentRole,
    isTrainerBlocked,
    language: user.language,
    theme: user.theme,
  }
}

async function createSession(
  db: Executor,
  userId: string,
  meta: ClientMeta,
  secret: string,
): Promise<IssuedTokens> {
  const refreshToken = newOpaqueToken()
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      refreshTokenHash: hashToken(refreshToken),
      deviceLabel: deviceLabel(meta.userAgent),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      expiresAt: new Date(clock.nowMs() + REFRESH_IDLE_MS),
    })
    .returning({ id: sessions.id })
  const sessionId = session!.id
  return { token: await signAccessToken({ userId, sid: sessionId }, secret), refreshToken, sessionId }
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

/** Grants admin to accounts listed in ADMIN_EMAILS. */
export async function grantConfiguredAdmin(
  db: Executor,
  userId: string,
  email: string | null,
  adminEmails: string[],
) {
  if (!email || !adminEmails.includes(email.toLowerCase())) return
  await db.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing()
}

/** At start: every existing account named in ADMIN_EMAILS holds the admin role. */
export async function syncConfiguredAdmins(db: Db, adminEmails: string[]): Promise<number> {
  if (adminEmails.length === 0) return 0
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`lower(${users.email}) in (${sql.join(
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
    await grantConfiguredAdmin(tx, userId, input.email, options.adminEmails)
    const tokens = await createSession(tx, userId, meta, options.secret)
    return { ...tokens, user: await sessionUserOf(tx, userId) }
  })
}

export async function login(
  db: Db,
  input: { email: string; password: string },
  meta: ClientMeta,
  options: { secret: string; adminEmails: string[] },
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
  if (!user?.passwordHash) {
    decoyHash ??= hashPassword(newOpaqueToken())
    await verifyPassword(input.password, await decoyHash)
    throw AppError.unauthorized(INVALID_CREDENTIALS, 'invalid_credentials')
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    throw AppError.unauthorized(INVALID_CREDENTIALS, 'invalid_credentials')
  }
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
  user: { id: string; email: string | null },
  meta: ClientMeta,
  options: { secret: string; adminEmails: string[] },
) {
  await grantConfiguredAdmin(tx, user.id, user.email, options.adminEmails)
  const tokens = await createSession(tx, user.id, meta, options.secret)
  return { ...tokens, user: await sessionUserOf(tx, user.id) }
}

export type RefreshOutcome =
  | { ok: true; token: string; refreshToken: string }
  | { ok: false; code: 'token_malformed' | 'token_invalid' | 'token_expired'; message: string }
  | { ok: false; code: 'account_blocked'; message: string; redirectTo: string }

/**
 * Rotates a refresh token: the presented one is retired, a new one issued. Presenting a retired
 * token again (after a short grace for concurrent tabs) revokes the whole session.
 */
export async function refresh(db: Db, refreshToken: string, secret: string): Promise<RefreshOutcome> {
  if (!isOpaqueTokenShape(refreshToken)) {
    return { ok: false, code: 'token_malformed', message: 'The refresh token is malformed' }
  }
  const presentedHash = hashToken(refreshToken)
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(sessions)
      .where(eq(sessions.refreshTokenHash, presentedHash))
      .for('update')
    if (!session) {
      const [rotated] = await tx
        .select({ sessionId: rotatedRefreshTokens.sessionId, rotatedAt: rotatedRefreshTokens.rotatedAt })
        .from(rotatedRefreshTokens)
        .where(eq(rotatedRefreshTokens.tokenHash, presentedHash))
      if (rotated && clock.nowMs() - rotated.rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
        await tx
          .update(sessions)
          .set({ revokedAt: clock.now(), revokedReason: 'token_reuse' })
          .where(and(eq(sessions.id, rotated.sessionId), isNull(sessions.revokedAt)))
        return {
          ok: false,
          code: 'token_invalid',
          message: 'This refresh token was already used; the session is ended',
        }
      }
      return { ok: false, code: 'token_invalid', message: 'The refresh token is not valid' }
    }
    const [owner] = await tx
      .select({ blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.id, session.userId))
    if (owner?.blockedAt) {
      return {
        ok: false,
        code: 'account_blocked',
        message: MESSAGES.accountBlocked,
        redirectTo: '/blocked',
      }
    }
    if (session.revokedAt) return { ok: false, code: 'token_invalid', message: MESSAGES.sessionEnded }
    const now = clock.nowMs()
    if (session.expiresAt.getTime() <= now || now - session.createdAt.getTime() > SESSION_ABSOLUTE_MS) {
      return { ok: false, code: 'token_expired', message: 'The refresh token has expired' }
    }
    const next = newOpaqueToken()
    await tx.insert(rotatedRefreshTokens).values({ tokenHash: presentedHash, sessionId: session.id })
    await tx
      .update(sessions)
      .set({
        refreshTokenHash: hashToken(next),
        lastUsedAt: new Date(now),
        expiresAt: new Date(
          Math.min(now + REFRESH_IDLE_MS, session.createdAt.getTime() + SESSION_ABSOLUTE_MS),
        ),
      })
      .where(eq(sessions.id, session.id))
    return {
      ok: true,
      token: await signAccessToken({ userId: session.userId, sid: session.id }, secret),
      refreshToken: next,
    }
  })
}

/** Ends the session of the access token, or of the refresh token when no access token came. */
export async function logout(db: Db, target: { sessionId?: string; refreshToken?: string | undefined }) {
  const condition = target.sessionId
    ? eq(sessions.id, target.sessionId)
    : target.refreshToken
      ? eq(sessions.refreshTokenHash, hashToken(target.refreshToken))
      : undefined
  if (!condition) return
  await db
    .update(sessions)
    .set({ revokedAt: clock.now(), revokedReason: 'logout' })
    .where(and(condition, isNull(sessions.revokedAt)))
}

const SESSION_CHECK_MESSAGES: Record<SessionCode, string> = {
  session_active: 'The session is active',
  session_terminated: 'Your session was ended on another device',
  session_not_found: 'Your session is no longer valid',
  session_expired: 'Your session has expired; log in again',
}

export function sessionCheck(code: SessionCode) {
  return {
    status: 'success' as const,
    isValid: code === 'session_active',
    message: SESSION_CHECK_MESSAGES[code],
    code,
  }
}

export async function listSessions(db: Db, userId: string, currentSessionId: string): Promise<SessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())))
    .orderBy(sql`${sessions.lastUsedAt} desc`)
  return rows.map((s) => ({
    id: s.id,
    deviceLabel: s.deviceLabel,
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastUsedAt: s.lastUsedAt.toISOString(),
    current: s.id === currentSessionId,
  }))
}

/**
 * Ends one of the user's sessions. Ending another device's session tells the user
 * (`session_ended`), so that a session ended by someone else is noticed.
 */
export async function endSession(
  db: Db,
  userId: string,
  sessionId: string,
  currentSessionId: string,
  changes: ScheduleChanges,
) {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({
        revokedAt: clock.now(),
        revokedReason: sessionId === currentSessionId ? 'logout' : 'terminated',
      })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id, deviceLabel: sessions.deviceLabel })
    // Another user's session id answers exactly like an unknown one.
    if (ended.length === 0) throw AppError.notFound('Session not found')
    if (sessionId !== currentSessionId) await notifySessionsEnded(tx, userId, ended, changes)
  })
}

/** The user ended every other session of theirs: one `session_ended` naming the devices. */
export async function endSessionsFromDevice(
  db: Db,
  userId: string,
  currentSessionId: string,
  changes: ScheduleChanges,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: clock.now(), revokedReason: 'terminated' })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, currentSessionId)))
      .returning({ id: sessions.id, deviceLabel: sessions.deviceLabel })
    if (ended.length > 0) await notifySessionsEnded(tx, userId, ended, changes)
    return ended.length
  })
}

async function notifySessionsEnded(
  tx: Executor,
  userId: string,
  ended: { deviceLabel: string }[],
  changes: ScheduleChanges,
) {
  const labels = [...new Set(ended.map((s) => s.deviceLabel).filter((l) => l !== ''))]
  const device = labels.length > 3 ? `${labels.slice(0, 3).join(', ')}…` : labels.join(', ')
  await changes.notify(tx, { userId, type: 'session_ended', data: device ? { device } : {} })
}

export async function endOtherSessions(
  db: Executor,
  userId: string,
  keepSessionId: string | undefined,
  reason: 'terminated' | 'password_reset' | 'password_change' | 'blocked' | 'admin',
) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: clock.now(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id })
  return ended.length
}

/** Always the same answer; a mail goes out only for an existing account with a password. */
export async function requestPasswordReset(db: Db, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      language: users.language,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  if (!user || user.blockedAt) return undefined
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
