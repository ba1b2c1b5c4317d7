import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import { sessions } from '#server/db/schema.ts'
import { isoTime } from '#server/db/sql-helpers.ts'
import { namedStatement } from '#server/db/typed-sql.ts'
import { clock } from '#shared/clock.ts'
import { LOCALES, type Locale } from '#shared/locales.ts'
import { MESSAGES } from '#shared/messages.ts'
import { THEMES, type Theme } from '#shared/preferences.ts'
import {
  CURRENT_ROLES,
  type CurrentRole,
  canActAsTrainer,
  effectiveCurrentRole,
  effectiveRoles,
  GRANTED_ROLES,
  type Role,
} from '#shared/roles.ts'
import { TokenError, type TokenProblem, verifyAccessToken } from './tokens.ts'

export interface AuthContext {
  userId: string
  sessionId: string
  roles: Role[]
  currentRole: CurrentRole
  isTrainerBlocked: boolean
  /**
   * The caller's own account as the same query read it (decision 0033): what `GET /api/user/profile`
   * answers and the time zone the schedule dates in, without another round trip per request.
   */
  account: AccountRow
}

/** The caller's `users` row (the columns of their own profile), read with the session. */
export interface AccountRow {
  firstName: string
  lastName: string
  username: string | null
  email: string | null
  emailVerified: boolean
  pendingEmail: string | null
  phone: string | null
  avatarUrl: string | null
  /** ISO instant, or null. */
  avatarUpdatedAt: string | null
  vkLink: string | null
  language: Locale | null
  timeZone: string
  theme: Theme
  hasPassword: boolean
  telegramLinked: boolean
  notifyTelegram: boolean
  notifyEmail: boolean
  /** The roles granted in `user_roles` (student implied), before a trainer block takes effect. */
  grantedRoles: Role[]
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null
  }
}

export type AuthResolution =
  | { kind: 'ok'; auth: AuthContext }
  | { kind: 'missing' }
  | { kind: 'token'; problem: TokenProblem }
  | { kind: 'session_not_found' }
  | { kind: 'session_terminated' }
  | { kind: 'session_expired' }
  | { kind: 'blocked'; userId: string }

export const BLOCKED_REDIRECT = '/blocked'

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : ''
}

// Raw rows carry timestamps as text (Drizzle's node-postgres setup).
const sessionRow = z.object({
  user_id: z.string(),
  revoked_at: z.string().nullable(),
  expires_at: z.string(),
  last_used_at: z.string(),
  blocked_at: z.string().nullable(),
  trainer_blocked_at: z.string().nullable(),
  current_role: z.enum(CURRENT_ROLES),
  roles: z.array(z.enum(GRANTED_ROLES)).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  pending_email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar_url: z.string().nullable(),
  avatar_updated_at: z.string().nullable(),
  vk_link: z.string().nullable(),
  language: z.enum(LOCALES).nullable(),
  time_zone: z.string(),
  theme: z.enum(THEMES),
  has_password: z.boolean(),
  telegram_linked: z.boolean(),
  notify_telegram: z.boolean(),
  notify_email: z.boolean(),
})

// One query per request: the session, its user (with the columns of the caller's own profile)
// and the user's roles (aggregated). Nothing is cached: a block or logout counts on the next call.
// A named statement written once: PostgreSQL plans it once per connection (decision 0033, third
// addendum) and its SQL is not rebuilt per call (decision 0048).
const sessionCheck = namedStatement<typeof sessionRow, 'sid' | 'userId'>(
  'session_check',
  sessionRow,
  sql`select s.user_id, s.revoked_at, s.expires_at, s.last_used_at,
             u.blocked_at, u.trainer_blocked_at, u.current_role,
             (select array_agg(r.role::text) from user_roles r where r.user_id = u.id) as roles,
             u.first_name, u.last_name, u.username, u.email,
             (u.email is not null and u.email_verified_at is not null) as email_verified,
             u.pending_email, u.phone, u.avatar_url, ${isoTime(sql`u.avatar_updated_at`)} as avatar_updated_at,
             u.vk_link, u.language::text as language, u.time_zone, u.theme::text as theme,
             (u.password_hash is not null) as has_password, (u.telegram_id is not null) as telegram_linked,
             u.notify_telegram, u.notify_email
      from sessions s join users u on u.id = s.user_id
      where s.id = ${sql.placeholder('sid')} and s.user_id = ${sql.placeholder('userId')}`,
)

/** Who is calling, from the access token alone, checked against the session and the account. */
export function resolveAuth(app: FastifyInstance, request: FastifyRequest): Promise<AuthResolution> {
  return resolveAccessToken(app, bearerToken(request), (err) =>
    request.log.warn({ err }, 'could not record session use'),
  )
}

/** The same check for a token that arrived another way (the realtime handshake). */
export async function resolveAccessToken(
  app: FastifyInstance,
  token: string | undefined,
  onTouchError: (err: unknown) => void = () => {},
): Promise<AuthResolution> {
  if (token === undefined) return { kind: 'missing' }
  let claims: Awaited<ReturnType<typeof verifyAccessToken>>
  try {
    claims = await verifyAccessToken(token, app.jwtSecret)
  } catch (error) {
    if (error instanceof TokenError) return { kind: 'token', problem: error.problem }
    throw error
  }
  const [row] = await sessionCheck(app.database.db, { sid: claims.sid, userId: claims.userId })
  if (!row) return { kind: 'session_not_found' }
  if (row.blocked_at) return { kind: 'blocked', userId: row.user_id }
  if (row.revoked_at) return { kind: 'session_terminated' }
  const now = clock.now()
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { kind: 'session_expired' }
  if (now.getTime() - new Date(row.last_used_at).getTime() > 60_000) {
    // Last use is for the sessions list; a minute's precision is enough and spares a write per call.
    app.database.db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(eq(sessions.id, claims.sid))
      .catch(onTouchError)
  }
  const granted: Role[] = row.roles ?? []
  const isTrainerBlocked = row.trainer_blocked_at !== null
  return {
    kind: 'ok',
    auth: {
      userId: row.user_id,
      sessionId: claims.sid,
      roles: ['student', ...effectiveRoles(granted, isTrainerBlocked)],
      currentRole: effectiveCurrentRole(row.current_role, isTrainerBlocked),
      isTrainerBlocked,
      account: {
        firstName: row.first_name,
        lastName: row.last_name,
        username: row.username,
        email: row.email,
        emailVerified: row.email_verified,
        pendingEmail: row.pending_email,
        phone: row.phone,
        avatarUrl: row.avatar_url,
        avatarUpdatedAt: row.avatar_updated_at,
        vkLink: row.vk_link,
        language: row.language,
        timeZone: row.time_zone,
        theme: row.theme,
        hasPassword: row.has_password,
        telegramLinked: row.telegram_linked,
        notifyTelegram: row.notify_telegram,
        notifyEmail: row.notify_email,
        grantedRoles: ['student', ...granted],
      },
    },
  }
}

const SESSION_MESSAGES = {
  session_not_found: 'Your session is no longer valid',
  session_terminated: 'Your session was ended on another device',
  session_expired: 'Your session has expired; log in again',
} as const

/** Turns a failed resolution into the API's error answer. */
export function authFailure(resolution: Exclude<AuthResolution, { kind: 'ok' }>): AppError {
  switch (resolution.kind) {
    case 'missing':
      return AppError.unauthorized('Authentication required')
    case 'token':
      return AppError.unauthorized(
        { token_expired: 'Token expired', token_invalid: 'Invalid token', token_malformed: 'jwt malformed' }[
          resolution.problem
        ],
        resolution.problem,
      )
    case 'blocked':
      return new AppError(403, 'account_blocked', MESSAGES.accountBlocked, undefined, {
        redirectTo: BLOCKED_REDIRECT,
      })
    default:
      return AppError.unauthorized(SESSION_MESSAGES[resolution.kind], resolution.kind)
  }
}

/** preHandler: the caller must be logged in; `x-user-id`, when sent, must name the same user. */
export async function requireAuth(this: FastifyInstance, request: FastifyRequest) {
  const resolution = await resolveAuth(this, request)
  if (resolution.kind !== 'ok') throw authFailure(resolution)
  const claimed = request.headers['x-user-id']
  if (claimed !== undefined && claimed !== resolution.auth.userId) {
    throw AppError.forbidden('x-user-id does not match the access token', 'user_mismatch')
  }
  request.auth = resolution.auth
}

/**
 * onRequest for public calls that answer better for a known caller (the catalogue's favorites):
 * no token is a guest; a token that fails is refused as in requireAuth, so that the client
 * refreshes it instead of silently seeing the guest's answer, and a blocked user is sent to /blocked.
 */
export async function optionalAuth(this: FastifyInstance, request: FastifyRequest) {
  const resolution = await resolveAuth(this, request)
  if (resolution.kind === 'missing') return
  if (resolution.kind !== 'ok') throw authFailure(resolution)
  const claimed = request.headers['x-user-id']
  if (claimed !== undefined && claimed !== resolution.auth.userId) {
    throw AppError.forbidden('x-user-id does not match the access token', 'user_mismatch')
  }
  request.auth = resolution.auth
}

/** onRequest (after requireAuth): the caller holds the trainer role and it is not blocked. */
export async function requireTrainer(request: FastifyRequest) {
  const auth = request.auth
  if (!auth) throw AppError.unauthorized()
  assertTrainerStanding(auth)
}

/** Acting as a trainer needs the trainer role, not blocked (canActAsTrainer), and says which is missing. */
export function assertTrainerStanding(auth: AuthContext) {
  if (canActAsTrainer(auth)) return
  if (auth.isTrainerBlocked) throw AppError.forbidden(MESSAGES.trainerRoleBlocked, 'trainer_blocked')
  throw AppError.forbidden(MESSAGES.trainerRoleRequired)
}

/** preHandler factory: the caller must hold one of the roles (after requireAuth). */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest) => {
    const auth = request.auth
    if (!auth) throw AppError.unauthorized()
    if (!roles.some((role) => auth.roles.includes(role))) throw AppError.forbidden()
  }
}

/** The authenticated caller inside a handler that ran requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthorized()
  return request.auth
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('auth', null)
}
