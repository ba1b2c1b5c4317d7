import { isTMA, retrieveLaunchParams } from '@telegram-apps/sdk-react'

/** Whether the app runs as a Telegram Mini App (launch parameters present and valid). */
export function isInsideTelegram(): boolean {
  try {
    return isTMA()
  } catch {
    return false
  }
}

/** The Telegram user's `language_code`, when the app runs inside Telegram. */
export function telegramLanguageCode(): string | undefined {
  if (!isInsideTelegram()) return undefined
  try {
    return retrieveLaunchParams(true).tgWebAppData?.user?.languageCode
  } catch {
    return undefined
  }
}
