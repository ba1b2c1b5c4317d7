// Sessions (decision 0006): one per signed-in device, with a rotating refresh token; listing
// and ending them, and the session check of SPEC.md §4.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import { AppError } from '#server/app-error.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { rotatedRefreshTokens, sessions, users } from '#server/db/schema.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import { success } from '#server/http/success.ts'
import { hashToken, isOpaqueTokenShape, newOpaqueToken, signAccessToken } from '#server/http/tokens.ts'
import type { SessionCode, SessionInfo } from '#shared/api/auth.ts'
import { clock } from '#shared/clock.ts'
import { REFRESH_TOKEN_COOKIE_MAX_AGE_S } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'
import { deviceLabel } from './device.ts'

const REFRESH_IDLE_MS = REFRESH_TOKEN_COOKIE_MAX_AGE_S * 1000

/** However active, a session asks for the password again after this (decision 0006). */
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000

/** Two tabs refreshing with the same token at once is a race, not a theft. */
export const REFRESH_REUSE_GRACE_MS = 20_000

export interface ClientMeta {
  ip: string | undefined
  userAgent: string | undefined
}

export interface IssuedTokens {
  token: string
  refreshToken: string
  sessionId: string
}

export async function createSession(
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
  return success({ isValid: code === 'session_active', message: SESSION_CHECK_MESSAGES[code], code })
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
  changes: Effects,
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
  changes: Effects,
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
  changes: Effects,
) {
  const labels = [...new Set(ended.map((s) => s.deviceLabel).filter((l) => l !== ''))]
  const device = labels.length > 3 ? `${labels.slice(0, 3).join(', ')}…` : labels.join(', ')
  await changes.notify(tx, { userId, type: 'session_ended', data: device ? { device } : {} })
}

export async function endOtherSessions(
  db: Executor,
  userId: string,
  keepSessionId: string | undefined,
  reason: 'terminated' | 'password_reset' | 'password_change' | 'blocked' | 'admin' | 'account_deleted',
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
