import { telegramStartParam, telegramUserId } from '#client/platform/telegram/launch.ts'
import { afterTelegramLogin, isLinkStartParam } from '#client/platform/telegram/start-param.ts'
import { safeRedirectPath } from '#client/session/access-checks.ts'
import type { SessionState } from '#client/session/session.ts'

// Which Telegram user the stored session came from, so that reopening the Mini App does not
// make a new session each time, yet another Telegram user on the device signs in afresh.
const TELEGRAM_SESSION_KEY = 'trainly/telegram-user-id'

export function rememberTelegramSession() {
  try {
    const id = telegramUserId()
    if (id !== undefined) localStorage.setItem(TELEGRAM_SESSION_KEY, String(id))
  } catch {
    // Storage unavailable: the next opening signs in again, which is only slower.
  }
}

function sessionIsOfThisTelegramUser(): boolean {
  try {
    const id = telegramUserId()
    return id !== undefined && localStorage.getItem(TELEGRAM_SESSION_KEY) === String(id)
  } catch {
    return false
  }
}

/** Where `/telegram-login` continues: `redirect`, else the `startapp` deep link, else home (/). */
export function telegramLoginTarget(redirect: unknown): string {
  return afterTelegramLogin({ redirect: safeRedirectPath(redirect), startParam: telegramStartParam() })
}

/**
 * Inside Telegram, whether the page may skip signing in: the session is this Telegram user's own
 * and the opening carries no link code (which only the server can use).
 */
export function canSkipTelegramLogin(session: SessionState): boolean {
  return session.isAuthenticated && sessionIsOfThisTelegramUser() && !isLinkStartParam(telegramStartParam())
}

/**
 * Whether a stored session is not this Telegram user's (another Telegram user's, or a browser
 * login): it must end before this user signs in, or a failed sign-in would leave it usable.
 */
export function sessionIsOfAnotherUser(session: SessionState): boolean {
  return session.isAuthenticated && !sessionIsOfThisTelegramUser()
}
