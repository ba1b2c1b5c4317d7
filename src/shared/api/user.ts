import { z } from 'zod'
import { LOCALES } from '#shared/locales.ts'
import { MESSAGES } from '#shared/messages.ts'
import { THEMES } from '#shared/preferences.ts'
import { CURRENT_ROLES, ROLES } from '#shared/roles.ts'
import { isTimeZone } from '#shared/zoned-format.ts'
import { emailSchema, nameSchema, optionalPhoneSchema, passwordSchema } from './auth.ts'
import { success, successMessage } from './common.ts'
import { notificationPreferences } from './notification-preferences.ts'

export { THEMES, type Theme } from '#shared/preferences.ts'

/** SPEC.md §3 "User profile (from the profile call)". */
export const userProfile = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  /** The address in force: sign-in, reset and mails use it. */
  email: z.string(),
  /** Whether `email` was proved by the link sent to it (decision 0022); false without an email. */
  emailVerified: z.boolean(),
  /** A new address waiting for its link to be opened; '' when none. `email` stays in force until then. */
  pendingEmail: z.string(),
  phone: z.string(),
  avatar: z.string(),
  vkLink: z.string(),
  isTrainer: z.boolean(),
  language: z.enum(LOCALES).nullable(),
  timeZone: z.string(),
  theme: z.enum(THEMES),
  hasPassword: z.boolean(),
  telegramLinked: z.boolean(),
  /** Whether this server runs with Telegram (a bot token): linking is offered only then. */
  telegramAvailable: z.boolean().optional(),
  /** Channels besides the app (PRODUCT.md §2 "User"); saved with PATCH like the other settings. */
  notifications: notificationPreferences,
})
export type UserProfile = z.infer<typeof userProfile>
export const userProfileResponse = success({ data: userProfile })

/** SPEC.md §3: the second reading of the profile, snake_case, each field defaulting to ''. */
export const legacyProfileResponse = success({
  data: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    avatar: z.string(),
  }),
})

const optionalText = (max: number) => z.string().trim().max(max, { error: MESSAGES.textTooLong })

export const vkLinkSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || /^(https?:\/\/)?(m\.)?(vk\.com|vk\.ru)\/[A-Za-z0-9_.]{2,64}\/?$/.test(v), {
    error: MESSAGES.vkLinkInvalid,
  })

/** Names that would pass for Trainly's staff or the service itself: not a person's to take. */
const RESERVED_USERNAMES = new Set([
  'admin',
  'administrator',
  'moderator',
  'support',
  'staff',
  'root',
  'system',
  'official',
  'security',
  'help',
])

export function usernameReserved(username: string): boolean {
  const name = username.toLowerCase()
  return RESERVED_USERNAMES.has(name) || name.includes('trainly')
}

export const updateProfileBody = z
  .object({
    firstName: nameSchema.min(1, { error: MESSAGES.firstNameRequired }),
    lastName: nameSchema,
    username: optionalText(32)
      .refine((v) => v === '' || /^[A-Za-z0-9_]{3,32}$/.test(v), { error: MESSAGES.usernameInvalid })
      .refine((v) => !usernameReserved(v), { error: MESSAGES.usernameReserved }),
    email: emailSchema,
    phone: optionalPhoneSchema,
    vkLink: vkLinkSchema,
    language: z.enum(LOCALES),
    timeZone: z.string().max(64).refine(isTimeZone, { error: MESSAGES.timeZoneInvalid }),
    theme: z.enum(THEMES),
    /** Either channel alone may be sent; the other keeps its value. */
    notifications: notificationPreferences.partial(),
    /** Needed to change the email of an account that has a password. */
    currentPassword: z.string().max(128).optional(),
  })
  .partial()
export type UpdateProfileBody = z.input<typeof updateProfileBody>

export const changePasswordBody = z.object({
  currentPassword: z.string().max(128).optional(),
  newPassword: passwordSchema,
})
export type ChangePasswordBody = z.input<typeof changePasswordBody>

/**
 * `DELETE /api/user`: deleting one's own account. An account with a password proves it is its
 * owner with the password (a stolen open session alone cannot delete it); a Telegram-only account
 * has none to give and confirms in the dialog.
 */
export const deleteAccountBody = z.object({ password: z.string().max(128).optional() })
export type DeleteAccountBody = z.input<typeof deleteAccountBody>

/** `POST /api/user/email-verification`: the link again, to the pending address or else the unconfirmed one. */
export const resendVerificationResponse = success({ message: z.string(), email: z.string() })
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponse>

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const avatarResponse = success({ data: z.object({ avatar: z.string() }) })

export const rolesResponse = z.object({
  status: z.literal('success'),
  roles: z.array(z.enum(ROLES)),
  isTrainerBlocked: z.boolean(),
  currentRole: z.enum(CURRENT_ROLES),
})
export type RolesResponse = z.infer<typeof rolesResponse>

export const switchRoleBody = z.object({
  role: z.enum(CURRENT_ROLES, { error: 'role must be student or trainer' }),
})
export const switchRoleResponse = successMessage
