// Cheap detection of the Mini App environment from the launch parameters Telegram puts in the
// URL hash (kept in session storage across reloads), so the SDK itself loads only inside
// Telegram and the browser app does not pay for it.

const LAUNCH_PARAMS_STORAGE_KEY = 'trainly/telegram-launch-params'

function launchParams(): URLSearchParams | undefined {
  if (typeof window === 'undefined') return undefined
  const hash = window.location.hash.startsWith('#') ? window.location.hash.slice(1) : window.location.hash
  const fromHash = new URLSearchParams(hash)
  if (fromHash.has('tgWebAppData')) {
    try {
      sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, hash)
    } catch {
      // Storage unavailable: detection then works only until the hash changes.
    }
    return fromHash
  }
  try {
    const stored = sessionStorage.getItem(LAUNCH_PARAMS_STORAGE_KEY)
    return stored ? new URLSearchParams(stored) : undefined
  } catch {
    return undefined
  }
}

/** Whether the app runs as a Telegram Mini App (launch parameters with init data present). */
export function isInsideTelegram(): boolean {
  return Boolean(launchParams()?.get('tgWebAppData'))
}

/** The Telegram user's `language_code`, when the app runs inside Telegram. */
export function telegramLanguageCode(): string | undefined {
  const initData = launchParams()?.get('tgWebAppData')
  if (!initData) return undefined
  try {
    const user = JSON.parse(new URLSearchParams(initData).get('user') ?? '{}') as { language_code?: unknown }
    return typeof user.language_code === 'string' ? user.language_code : undefined
  } catch {
    return undefined
  }
}
