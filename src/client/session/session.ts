import { proxy } from 'valtio/vanilla'
import { CURRENT_ROLES, type CurrentRole, ROLES, type Role } from '#shared/roles.ts'

// The locally stored session values of SPEC.md §3, kept under their spec names.
export const SESSION_STORAGE_KEYS = {
  isAuthenticated: 'isAuthenticated',
  userId: 'userId',
  userRoles: 'userRoles',
  currentRole: 'currentRole',
  isTrainerBlocked: 'isTrainerBlocked',
} as const

export interface SessionState {
  isAuthenticated: boolean
  userId: string | null
  userRoles: Role[]
  currentRole: CurrentRole
  isTrainerBlocked: boolean
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function parseRoles(raw: string | null): Role[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]')
    const roles = Array.isArray(parsed)
      ? parsed.filter((r): r is Role => (ROLES as readonly unknown[]).includes(r))
      : []
    return roles.includes('student') ? roles : ['student', ...roles]
  } catch {
    return ['student']
  }
}

export function readStoredSession(): SessionState {
  const role = read(SESSION_STORAGE_KEYS.currentRole)
  return {
    isAuthenticated: read(SESSION_STORAGE_KEYS.isAuthenticated) === 'true',
    userId: read(SESSION_STORAGE_KEYS.userId),
    userRoles: parseRoles(read(SESSION_STORAGE_KEYS.userRoles)),
    currentRole: (CURRENT_ROLES as readonly string[]).includes(role ?? '')
      ? (role as CurrentRole)
      : 'student',
    isTrainerBlocked: read(SESSION_STORAGE_KEYS.isTrainerBlocked) === 'true',
  }
}

export const session = proxy<SessionState>(readStoredSession())

export function hasRole(state: Pick<SessionState, 'userRoles'>, role: Role): boolean {
  return state.userRoles.includes(role)
}
