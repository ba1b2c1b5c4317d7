import { redirect } from '@tanstack/react-router'
import type { AccessCheck } from '#shared/routes.ts'
import { hasRole, type SessionState } from './session.ts'

/** What a check needs from the router's `beforeLoad` context. */
export interface AccessContext {
  context: { session: SessionState }
  location: { href: string }
  search?: unknown
}

export class ForbiddenError extends Error {
  readonly status = 403
  constructor() {
    super('Forbidden')
    this.name = 'ForbiddenError'
  }
}

type CheckFn = (ctx: AccessContext) => void

/** A path inside the app that is safe to go back to after logging in (no open redirect). */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined
  }
  return value
}

const toLogin = (ctx: AccessContext) => redirect({ to: '/login', search: { redirect: ctx.location.href } })

/** The checks of SPEC.md §6; each mirrors a rule the server enforces on its own. */
export const ACCESS_CHECK_FNS: Record<AccessCheck, CheckFn> = {
  auth(ctx) {
    if (!ctx.context.session.isAuthenticated) throw toLogin(ctx)
  },
  'redirect-auth'(ctx) {
    if (!ctx.context.session.isAuthenticated) return
    const back = safeRedirectPath((ctx.search as { redirect?: unknown } | undefined)?.redirect)
    throw redirect({ href: back ?? '/', replace: true })
  },
  admin(ctx) {
    if (!ctx.context.session.isAuthenticated) throw toLogin(ctx)
    if (!hasRole(ctx.context.session, 'admin')) throw new ForbiddenError()
  },
  moderator(ctx) {
    const { session } = ctx.context
    if (!session.isAuthenticated) throw toLogin(ctx)
    // Admins run the platform and review applications too (docs/decisions/0004).
    if (!hasRole(session, 'moderator') && !hasRole(session, 'admin')) throw new ForbiddenError()
  },
  'trainer-subscription'(ctx) {
    const { session } = ctx.context
    if (!session.isAuthenticated) throw toLogin(ctx)
    if (!hasRole(session, 'trainer')) throw redirect({ to: '/become-trainer' })
    if (session.isTrainerBlocked) throw redirect({ to: '/choose', search: { notice: 'trainerBlocked' } })
  },
}

export type BeforeLoadWithChecks = ((ctx: AccessContext) => void) & {
  readonly checks: readonly AccessCheck[]
}

/** `beforeLoad` running the named checks in order; the names stay readable for tests. */
export function checks(...names: AccessCheck[]): BeforeLoadWithChecks {
  const run = (ctx: AccessContext) => {
    for (const name of names) ACCESS_CHECK_FNS[name](ctx)
  }
  return Object.assign(run, { checks: Object.freeze([...names]) })
}

/** The named checks, then a route's own step (which is not an access check). */
export function checksThen(names: AccessCheck[], then: (ctx: AccessContext) => void): BeforeLoadWithChecks {
  const guard = checks(...names)
  return Object.assign(
    (ctx: AccessContext) => {
      guard(ctx)
      then(ctx)
    },
    { checks: guard.checks },
  )
}
