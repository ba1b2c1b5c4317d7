export const CURRENT_ROLES = ['student', 'trainer'] as const
export type CurrentRole = (typeof CURRENT_ROLES)[number]

/** Roles a user can hold; every user is a student. */
export const ROLES = ['student', 'trainer', 'moderator', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** Roles that are granted (stored); `student` is implicit. */
export const GRANTED_ROLES = ['trainer', 'moderator', 'admin'] as const
export type GrantedRole = (typeof GRANTED_ROLES)[number]

/**
 * The roles a user acts with, from those granted: a blocked trainer role does not count.
 * `currentRole` falls back to student the same way.
 */
export function effectiveRoles<R extends Role>(granted: readonly R[], isTrainerBlocked: boolean): R[] {
  return granted.filter((r) => !(r === 'trainer' && isTrainerBlocked))
}

export function effectiveCurrentRole(currentRole: CurrentRole, isTrainerBlocked: boolean): CurrentRole {
  return isTrainerBlocked ? 'student' : currentRole
}

/**
 * Can act as a trainer: holds the trainer role and it is not blocked (the server's SQL form is
 * db/people.ts canActAsTrainerSql, which also requires the account not to be blocked).
 */
export function canActAsTrainer(user: { roles: readonly Role[]; isTrainerBlocked: boolean }): boolean {
  return !user.isTrainerBlocked && user.roles.includes('trainer')
}
