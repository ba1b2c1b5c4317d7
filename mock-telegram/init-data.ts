import { createHmac } from 'node:crypto'
import { clock } from '#shared/clock.ts'

export interface TelegramTestUser {
  id: number
  first_name: string
  last_name?: string
  username?: string
  language_code?: string
  photo_url?: string
  is_premium?: boolean
  allows_write_to_pm?: boolean
}

export interface InitDataFields {
  /** Left out on purpose by tests of init data without a user. */
  user?: TelegramTestUser
  authDate?: Date
  queryId?: string
  startParam?: string
  /** Any other `key=value` pairs to sign with the rest (chat_type, chat_instance, signature…). */
  extra?: Record<string, string>
}

/**
 * Signs Mini App init data the way Telegram does (core.telegram.org/bots/webapps, "Validating
 * data received via the Mini App"): the secret key is HMAC-SHA256 of the bot token keyed with
 * "WebAppData", and `hash` is the HMAC of the sorted `key=value` lines.
 */
export function signInitData(botToken: string, fields: InitDataFields): string {
  const params = new URLSearchParams()
  if (fields.user) params.set('user', JSON.stringify(fields.user))
  params.set('auth_date', String(Math.floor((fields.authDate ?? clock.now()).getTime() / 1000)))
  if (fields.queryId) params.set('query_id', fields.queryId)
  if (fields.startParam) params.set('start_param', fields.startParam)
  for (const [key, value] of Object.entries(fields.extra ?? {})) params.set(key, value)
  params.set('hash', hashOf(botToken, params))
  return params.toString()
}

function hashOf(botToken: string, params: URLSearchParams): string {
  const dataCheckString = [...params.entries()]
    .filter(([key]) => key !== 'hash')
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n')
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest()
  return createHmac('sha256', secret).update(dataCheckString).digest('hex')
}

/**
 * Signed init data with one field changed after signing, as an attacker would (the hash stays):
 * `changes` sets fields, a null removes one. For tests that the server refuses it.
 */
export function tamperInitData(initData: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(initData)
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key)
    else params.set(key, value)
  }
  return params.toString()
}

/** Init data signed `hoursAgo` hours ago, for tests of the 24-hour limit. */
export function signOldInitData(botToken: string, fields: InitDataFields, hoursAgo: number): string {
  return signInitData(botToken, { ...fields, authDate: new Date(clock.nowMs() - hoursAgo * 3_600_000) })
}
