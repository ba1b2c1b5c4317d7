import { createHmac } from 'node:crypto'

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

/**
 * Signs Mini App init data the way Telegram does (core.telegram.org/bots/webapps, "Validating
 * data received via the Mini App"): the secret key is HMAC-SHA256 of the bot token keyed with
 * "WebAppData", and `hash` is the HMAC of the sorted `key=value` lines.
 */
export function signInitData(
  botToken: string,
  fields: { user: TelegramTestUser; authDate?: Date; queryId?: string; startParam?: string },
): string {
  const params = new URLSearchParams()
  params.set('user', JSON.stringify(fields.user))
  params.set('auth_date', String(Math.floor((fields.authDate ?? new Date()).getTime() / 1000)))
  if (fields.queryId) params.set('query_id', fields.queryId)
  if (fields.startParam) params.set('start_param', fields.startParam)
  const dataCheckString = [...params.entries()]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n')
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest()
  params.set('hash', createHmac('sha256', secret).update(dataCheckString).digest('hex'))
  return params.toString()
}
