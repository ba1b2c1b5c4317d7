// The app's face of Telegram. It never imports the SDK itself: `startTelegram` loads the bridge
// (and with it the SDK) by a dynamic import only inside Telegram; outside, every call here is a
// no-op, so screens use the same code in a browser. Invoices are in invoice.ts and the bridge's
// target origin in target-origin.ts: a browser's first load needs neither (decision 0027).
import type { HapticKind, InvoiceStatus, MainButtonState } from './bridge.ts'
import { isInsideTelegram } from './launch.ts'

export type { HapticKind, InvoiceStatus, MainButtonState }

type Bridge = typeof import('./bridge.ts')

let bridge: Bridge | undefined

/** Selection haptics for every choice control: checkboxes, radios, selects, pressed toggles. */
function listenForSelections() {
  document.addEventListener('change', (event) => {
    const target = event.target
    if (
      (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) ||
      target instanceof HTMLSelectElement
    ) {
      haptic('selection')
    }
  })
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('button[aria-pressed]')) haptic('selection')
  })
}

/**
 * Inside Telegram: loads the SDK and runs the init sequence (main.tsx calls it after the
 * locale and before the session). Outside Telegram it does nothing. Never throws: a broken
 * bridge leaves the browser fallback working.
 */
export async function startTelegram(): Promise<boolean> {
  if (bridge) return true
  if (!isInsideTelegram()) return false
  try {
    // Both only inside Telegram, fetched side by side (no second round trip).
    const [loaded, origin] = await Promise.all([import('./bridge.ts'), import('./target-origin.ts')])
    loaded.startBridge({
      targetOrigin: origin.telegramTargetOrigin({
        dev: import.meta.env.DEV,
        pageHostname: window.location.hostname,
        configured: import.meta.env.VITE_TELEGRAM_HOST_ORIGIN as string | undefined,
        parentOrigin: origin.parentOrigin(),
      }),
    })
    bridge = loaded
    listenForSelections()
    return true
  } catch (error) {
    console.warn('Telegram bridge failed to start; running as in a browser', error)
    return false
  }
}

/** The running bridge, inside Telegram once started; otherwise undefined. */
export function telegramBridge(): Bridge | undefined {
  return bridge
}

/** Haptic feedback inside Telegram; nothing elsewhere. */
export function haptic(kind: HapticKind) {
  bridge?.hapticFeedbackOf(kind)
}

/** The init data to sign in with: the SDK's reading, else the launch parameters kept at start. */
export function telegramRawInitData(fallback: string | undefined): string | undefined {
  return bridge?.rawInitData() ?? fallback
}
