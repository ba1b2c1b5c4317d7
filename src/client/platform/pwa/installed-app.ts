import { clock } from '#shared/clock.ts'

const REPORTED_KEY_PREFIX = 'pwaInstalledReported:'

/** Display modes of an app opened from its installed icon (the browser tab is `browser`). */
const INSTALLED_DISPLAY_MODES = ['standalone', 'window-controls-overlay', 'minimal-ui']

/** Whether the app runs installed: a PWA window, or a home-screen app on iOS (`navigator.standalone`). */
export function isRunningInstalled(win: Window = window): boolean {
  if ((win.navigator as { standalone?: boolean }).standalone === true) return true
  return INSTALLED_DISPLAY_MODES.some((mode) => win.matchMedia?.(`(display-mode: ${mode})`).matches)
}

export interface InstalledReportOptions {
  isInstalled: () => boolean
  session: () => { isAuthenticated: boolean; userId: string | null }
  send: () => Promise<unknown>
  storage?: Storage
}

/**
 * SPEC.md §7: running installed while logged in, the app sends `POST /api/pwa/dismiss` — once per
 * user on this device, remembered in local storage once the server has it. A failed call is tried
 * again at the next start or login.
 */
export function createInstalledReport({
  isInstalled,
  session,
  send,
  storage = localStorage,
}: InstalledReportOptions) {
  const sending = new Set<string>()
  return async function reportInstalledOnce(): Promise<boolean> {
    const { isAuthenticated, userId } = session()
    if (!isAuthenticated || !userId || sending.has(userId) || !isInstalled()) return false
    const key = `${REPORTED_KEY_PREFIX}${userId}`
    try {
      if (storage.getItem(key)) return false
    } catch {
      return false
    }
    sending.add(userId)
    try {
      await send()
      storage.setItem(key, clock.now().toISOString())
      return true
    } catch {
      return false
    } finally {
      sending.delete(userId)
    }
  }
}
