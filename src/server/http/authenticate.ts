import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import { sessions } from '#server/db/schema.ts'
import { queryRow } from '#server/db/typed-sql.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
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
})

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
  // One query per request: the session, its user and the user's roles (aggregated).
  const row = await queryRow(
    app.database.db,
    sessionRow,
    sql`select s.user_id, s.revoked_at, s.expires_at, s.last_used_at,
               u.blocked_at, u.trainer_blocked_at, u.current_role,
               (select array_agg(r.role::text) from user_roles r where r.user_id = u.id) as roles
        from sessions s join users u on u.id = s.user_id
        where s.id = ${claims.sid} and s.user_id = ${claims.userId}`,
  )
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
