export const CURRENT_ROLES = ['student', 'trainer'] as const
export type CurrentRole = (typeof CURRENT_ROLES)[number]

/** Roles a user can hold; every user is a student. */
export const ROLES = ['student', 'trainer', 'moderator', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** Roles that are granted (stored); `student` is implicit. */
export const GRANTED_ROLES = ['trainer', 'moderator', 'admin'] as const
export type GrantedRole = (typeof GRANTED_ROLES)[number]
