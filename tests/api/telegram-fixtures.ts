// Fixtures of the Telegram tests: the app against the fake Bot API of mock-telegram/, and Telegram
// users signing in with init data signed as Telegram signs it.

import type { TelegramSendResult } from '#server/integrations/telegram.ts'
import { type FakeBotApi, startFakeBotApi } from '../../mock-telegram/bot-api.ts'
import { signInitData, type TelegramTestUser } from '../../mock-telegram/init-data.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'

// The type import also brings the app's `telegram` decorator into the tests' view.
export type { TelegramSendResult }

export const WEBHOOK_SECRET = 'test_webhook-secret'

export interface TelegramTestbed {
  t: TestApp
  botApi: FakeBotApi
  close(): Promise<void>
}

/** A fake Bot API and the app configured against it. */
export async function startTelegramTestbed(env: Record<string, string> = {}): Promise<TelegramTestbed> {
  const botApi = await startFakeBotApi()
  const t = await createTestApp({
    TELEGRAM_BOT_TOKEN: botApi.token,
    TELEGRAM_API_ROOT: botApi.url,
    TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RATE_LIMIT_DISABLED: 'true',
    ...env,
  })
  return {
    t,
    botApi,
    async close() {
      await t.close()
      await botApi.close()
    },
  }
}

let nextTelegramId = 700_000_000 + Math.floor(Math.random() * 1_000_000)

export function telegramUser(fields: Partial<TelegramTestUser> = {}): TelegramTestUser {
  nextTelegramId += 1
  return { id: nextTelegramId, first_name: 'Tanya', language_code: 'en', allows_write_to_pm: true, ...fields }
}

export function telegramLogin(t: TestApp, initData: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/telegram', payload: { initData } as object, headers })
}

/** Signs in as a Telegram user, as the Mini App does on opening. */
export function openMiniApp(testbed: TelegramTestbed, user: TelegramTestUser, startParam?: string) {
  return telegramLogin(
    testbed.t,
    signInitData(testbed.botApi.token, { user, ...(startParam ? { startParam } : {}) }),
  )
}
