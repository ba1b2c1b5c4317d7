import { z } from 'zod'
import { LOCALES } from '#shared/locales.ts'
import { MESSAGES } from '#shared/messages.ts'
import { THEMES } from '#shared/preferences.ts'
import { CURRENT_ROLES, ROLES } from '#shared/roles.ts'
import { isTimeZone } from '#shared/zoned-format.ts'
import { noNulCharacter, success, successMessage } from './common.ts'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MAX_LENGTH = 60

export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .max(254, { error: MESSAGES.emailTooLong })
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  .transform((e) => e.toLowerCase())

export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong })

/**
 * Digits of a phone number in international form, or undefined when it cannot be one: a
 * country code that does not start with 0, 9–15 digits in all. A Russian domestic number
 * (8 and ten digits) becomes +7.
 */
function phoneDigits(value: string): string | undefined {
  if (!/^\+?[\d\s()-]+$/.test(value)) return undefined
  let digits = value.replace(/\D/g, '')
  if (!value.trim().startsWith('+') && digits.length === 11 && digits.startsWith('8'))
    digits = `7${digits.slice(1)}`
  return /^[1-9]\d{8,14}$/.test(digits) ? digits : undefined
}
const isPhone = (v: string) => phoneDigits(v) !== undefined
const normalizePhone = (v: string) => `+${phoneDigits(v) ?? ''}`

/** International phone number: an optional +, then 7–15 digits; spaces, dashes and brackets allowed. */
export const phoneSchema = z
  .string()
  .trim()
  .max(32, { error: MESSAGES.phoneTooLong })
  .refine(isPhone, { error: MESSAGES.phoneInvalid })
  .transform(normalizePhone)

/** A phone field that may stay empty. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(32, { error: MESSAGES.phoneTooLong })
  .refine((v) => v === '' || isPhone(v), { error: MESSAGES.phoneInvalid })
  .transform((v) => (v === '' ? '' : normalizePhone(v)))

export const nameSchema = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, { error: MESSAGES.nameTooLong })
  .refine(noNulCharacter, { error: MESSAGES.textInvalid })

export const registerBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema.min(1, { error: MESSAGES.firstNameRequired }),
  lastName: nameSchema.optional(),
  phone: optionalPhoneSchema.optional(),
  language: z.enum(LOCALES).optional(),
  /** The browser's zone, so schedules are right from the first day. */
  timeZone: z.string().max(64).refine(isTimeZone, { error: MESSAGES.timeZoneInvalid }).optional(),
})
export type RegisterBody = z.input<typeof registerBody>

export const loginBody = z.object({
  email: emailSchema,
  password: z
    .string({ error: MESSAGES.passwordEnter })
    .min(1, { error: MESSAGES.passwordEnter })
    .max(PASSWORD_MAX_LENGTH),
})
export type LoginBody = z.input<typeof loginBody>

export const sessionUser = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(ROLES)),
  currentRole: z.enum(CURRENT_ROLES),
  isTrainerBlocked: z.boolean(),
  language: z.enum(LOCALES).nullable(),
  theme: z.enum(THEMES),
})
export type SessionUser = z.infer<typeof sessionUser>

export const authResponse = success({ token: z.string(), refreshToken: z.string(), user: sessionUser })
export type AuthResponse = z.infer<typeof authResponse>

/** SPEC.md §5: a refresh token shorter than 10 characters is invalid. */
export const refreshBody = z.object({
  refreshToken: z.string().min(10, { error: 'The refresh token is malformed' }),
})
export const refreshResponse = success({ token: z.string(), refreshToken: z.string() })
export type RefreshResponse = z.infer<typeof refreshResponse>

export const REFRESH_ERROR_CODES = ['token_malformed', 'token_invalid', 'token_expired'] as const
export type RefreshErrorCode = (typeof REFRESH_ERROR_CODES)[number]

export const logoutBody = z.object({ refreshToken: z.string().optional() })
export const logoutResponse = successMessage

export const checkStatusResponse = z.object({
  status: z.enum(['active', 'blocked']),
  redirectTo: z.string().optional(),
})
export type CheckStatusResponse = z.infer<typeof checkStatusResponse>

export const SESSION_CODES = [
  'session_active',
  'session_terminated',
  'session_not_found',
  'session_expired',
] as const
export type SessionCode = (typeof SESSION_CODES)[number]
export const checkSessionResponse = z.object({
  status: z.literal('success'),
  isValid: z.boolean(),
  message: z.string(),
  code: z.enum(SESSION_CODES),
})
export type CheckSessionResponse = z.infer<typeof checkSessionResponse>

export const passwordResetBody = z.object({ email: emailSchema })
export const passwordResetResponse = successMessage
export const passwordResetVerifyBody = z.object({
  token: z.string().min(16, { error: 'The reset link is not valid' }).max(200),
  password: passwordSchema,
})

/** `POST /api/auth/email-verification/verify`: the token of the link; works signed in or not. */
export const emailVerifyBody = z.object({
  token: z
    .string({ error: MESSAGES.verifyLinkInvalid })
    .min(16, { error: MESSAGES.verifyLinkInvalid })
    .max(200),
})
export type EmailVerifyBody = z.input<typeof emailVerifyBody>
/** The address now confirmed (and in force). */
export const emailVerifyResponse = success({ message: z.string(), email: z.string() })
export type EmailVerifyResponse = z.infer<typeof emailVerifyResponse>

export const sessionInfo = z.object({
  id: z.uuid(),
  deviceLabel: z.string(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  current: z.boolean(),
})
export type SessionInfo = z.infer<typeof sessionInfo>
export const sessionsResponse = success({ data: z.array(sessionInfo) })

/** Raw Mini App init data, exactly as Telegram hands it to the app (a query string). */
export const TELEGRAM_INIT_DATA_MAX_LENGTH = 8192
export const telegramLoginBody = z.object({
  initData: z
    .string({ error: MESSAGES.telegramInitDataInvalid })
    .min(1, { error: MESSAGES.telegramInitDataInvalid })
    .max(TELEGRAM_INIT_DATA_MAX_LENGTH, { error: MESSAGES.telegramInitDataInvalid }),
})
export type TelegramLoginBody = z.input<typeof telegramLoginBody>
/** `POST /api/auth/telegram` answers like login. */
export const telegramLoginResponse = authResponse

/** A one-time `startapp=link_<code>` link that connects Telegram to the signed-in account. */
export const telegramLinkCodeResponse = success({ link: z.url(), expiresAt: z.iso.datetime() })
export type TelegramLinkCodeResponse = z.infer<typeof telegramLinkCodeResponse>

export { TELEGRAM_START_PARAM } from './telegram-start-param.ts'
