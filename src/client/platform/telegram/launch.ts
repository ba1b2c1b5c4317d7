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

/** The raw init data (a query string), exactly as Telegram signed it. */
export function telegramInitData(): string | undefined {
  return launchParams()?.get('tgWebAppData') ?? undefined
}

function initDataField(name: string): string | undefined {
  const initData = telegramInitData()
  return initData ? (new URLSearchParams(initData).get(name) ?? undefined) : undefined
}

/** The `startapp` parameter the Mini App was opened with (a deep link or a link code). */
export function telegramStartParam(): string | undefined {
  return launchParams()?.get('tgWebAppStartParam') ?? initDataField('start_param')
}

/** The Telegram user's id from the init data (not verified: only the server's check is). */
export function telegramUserId(): number | undefined {
  try {
    const user = JSON.parse(initDataField('user') ?? '{}') as { id?: unknown }
    return typeof user.id === 'number' ? user.id : undefined
  } catch {
    return undefined
  }
}
