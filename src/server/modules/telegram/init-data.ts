import { timingSafeEqual } from 'node:crypto'
import { signData, validate } from '@telegram-apps/init-data-node'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import { clock } from '#shared/clock.ts'
import { TELEGRAM_INIT_DATA_MAX_AGE_S, TELEGRAM_INIT_DATA_MAX_SKEW_S } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'

export interface TelegramUser {
  id: number
  firstName: string
  lastName: string | undefined
  username: string | undefined
  photoUrl: string | undefined
  languageCode: string | undefined
}

export interface VerifiedInitData {
  user: TelegramUser
  startParam: string | undefined
}

const malformed = () =>
  new AppError(400, 'validation_error', MESSAGES.telegramInitDataInvalid, {
    initData: MESSAGES.telegramInitDataInvalid,
  })

const userSchema = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  first_name: z.string(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  photo_url: z.string().optional(),
  language_code: z.string().optional(),
  is_bot: z.boolean().optional(),
})

/** The data-check string's hash, compared in constant time (the library's own comparison is not). */
function signatureMatches(params: URLSearchParams, token: string): boolean {
  const hash = params.get('hash') ?? ''
  const pairs: string[] = []
  params.forEach((value, key) => {
    if (key !== 'hash') pairs.push(`${key}=${value}`)
  })
  const expected = Buffer.from(signData(pairs.sort().join('\n'), token), 'utf8')
  const actual = Buffer.from(hash, 'utf8')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * Checks Mini App init data as Telegram prescribes (HMAC-SHA256 keyed with the bot token, then
 * `auth_date` at most TELEGRAM_INIT_DATA_MAX_AGE_S old and at most TELEGRAM_INIT_DATA_MAX_SKEW_S in
 * the future) and returns its user and start parameter.
 * Not init data at all → 400; a wrong signature (another bot, a changed field) or old data → 401.
 */
export function verifyInitData(raw: string, botToken: string): VerifiedInitData {
  const params = new URLSearchParams(raw)
  if (!params.get('hash') || !/^\d{1,12}$/.test(params.get('auth_date') ?? '')) throw malformed()
  if (!signatureMatches(params, botToken)) {
    throw new AppError(401, 'init_data_invalid', MESSAGES.telegramInitDataInvalid)
  }
  try {
    // The signature is known good by now; the library adds Telegram's own rules. The age is
    // checked below against the app's clock, which the library cannot be told about.
    validate(params, botToken, { expiresIn: 0 })
  } catch {
    throw new AppError(401, 'init_data_invalid', MESSAGES.telegramInitDataInvalid)
  }
  const signedAtMs = Number(params.get('auth_date')) * 1000
  if (signedAtMs + TELEGRAM_INIT_DATA_MAX_AGE_S * 1000 < clock.nowMs()) {
    throw new AppError(401, 'init_data_expired', MESSAGES.telegramInitDataExpired)
  }
  // Signed "later than now": a forged or replayed-ahead date would outlive the age limit.
  if (signedAtMs - TELEGRAM_INIT_DATA_MAX_SKEW_S * 1000 > clock.nowMs()) {
    throw new AppError(401, 'init_data_invalid', MESSAGES.telegramInitDataInvalid)
  }
  let json: unknown
  try {
    json = JSON.parse(params.get('user') ?? 'null')
  } catch {
    throw malformed()
  }
  const user = userSchema.safeParse(json)
  if (!user.success || user.data.is_bot) throw malformed()
  const u = user.data
  return {
    user: {
      id: u.id,
      firstName: u.first_name,
      lastName: u.last_name,
      username: u.username,
      photoUrl: u.photo_url,
      languageCode: u.language_code,
    },
    startParam: params.get('start_param') ?? undefined,
  }
}
