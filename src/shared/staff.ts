// The staff side's fixed lists, apart from the API's schemas so that a route's search check can
// use them without bringing zod schemas into the first load.

export const ADMIN_USER_ROLES = ['student', 'trainer', 'moderator', 'admin'] as const
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number]
export const ADMIN_USER_STATES = ['active', 'blocked', 'trainer_blocked'] as const
export type AdminUserState = (typeof ADMIN_USER_STATES)[number]

export const MODERATION_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const
export type ModerationFilter = (typeof MODERATION_FILTERS)[number]

export const AUDIT_ACTIONS = [
  'user_blocked',
  'user_unblocked',
  'role_granted',
  'role_revoked',
  'trainer_role_blocked',
  'trainer_role_unblocked',
  'application_approved',
  'application_rejected',
  'content_updated',
  'training_cancelled',
  'platform_settings_updated',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_TARGETS = [
  'user',
  'trainer_application',
  'content_page',
  'training',
  'platform_settings',
] as const
export type AuditTarget = (typeof AUDIT_TARGETS)[number]
