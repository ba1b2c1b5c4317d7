// The staff side's fixed lists, apart from the API's schemas so that a route's search check can
// use them without bringing zod schemas into the first load.

export const ADMIN_USER_ROLES = ['student', 'trainer', 'moderator', 'admin'] as const
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number]
export const ADMIN_USER_STATES = ['active', 'blocked', 'trainer_blocked'] as const
export type AdminUserState = (typeof ADMIN_USER_STATES)[number]
