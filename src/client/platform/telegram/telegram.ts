// The app's face of Telegram. It never imports the SDK itself: `startTelegram` loads the bridge
// (and with it the SDK) by a dynamic import only inside Telegram; outside, every call here is a
// no-op, so screens use the same code in a browser.
import type { HapticKind, InvoiceStatus, MainButtonState } from './bridge.ts'
import { isInsideTelegram } from './launch.ts'

export type { HapticKind, InvoiceStatus, MainButtonState }

type Bridge = typeof import('./bridge.ts')

let bridge: Bridge | undefined

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * The origin the app posts its bridge messages to, when not Telegram's own
 * (`https://web.telegram.org`, the SDK's default): the mock host of `mock-telegram/`. Only a
 * development build, or the app served from this machine (e2e, `npm start`), may use it, and the
 * latter only towards a host on this machine too — a deployed app always keeps the default.
 */
export function telegramTargetOrigin(env: {
  dev: boolean
  pageHostname: string
  configured?: string | undefined
  parentOrigin?: string | undefined
}): string | undefined {
  if (!env.dev && !LOOPBACK_HOSTS.has(env.pageHostname)) return undefined
  const candidate = env.configured || env.parentOrigin
  if (!candidate) return undefined
  try {
    const url = new URL(candidate)
    if (!env.dev && !LOOPBACK_HOSTS.has(url.hostname)) return undefined
    return url.origin
  } catch {
    return undefined
  }
}

function parentOrigin(): string | undefined {
  const ancestor = window.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

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
    const loaded = await import('./bridge.ts')
    loaded.startBridge({
      targetOrigin: telegramTargetOrigin({
        dev: import.meta.env.DEV,
        pageHostname: window.location.hostname,
        configured: import.meta.env.VITE_TELEGRAM_HOST_ORIGIN as string | undefined,
        parentOrigin: parentOrigin(),
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

/**
 * Opens a bot's invoice link inside Telegram (`openInvoice`) and reports what became of it, to
 * `onStatus` and as the promise's value: `paid`, `cancelled`, `failed`, `pending` (Telegram is
 * still processing; the bot hears of the payment later). Outside Telegram, or on a client without
 * invoices, `unsupported`. Money is credited only by the bot's successful_payment, never by this
 * status: a screen uses it to refresh what it shows.
 */
export async function openInvoice(
  link: string,
  onStatus?: (status: InvoiceStatus | 'unsupported') => void,
): Promise<InvoiceStatus | 'unsupported'> {
  let status: InvoiceStatus | 'unsupported'
  try {
    status = bridge ? await bridge.openInvoiceLink(link) : 'unsupported'
  } catch (error) {
    console.warn('Telegram: the invoice could not be opened', error)
    status = 'failed'
  }
  if (status === 'paid') haptic('success')
  else if (status === 'failed') haptic('error')
  onStatus?.(status)
  return status
}

/** How often, and how far apart, a screen asks again after Telegram said "paid". */
const CREDIT_CHECKS = 8
const CREDIT_CHECK_MS = 1000

/**
 * Pays an invoice and follows it until the server has it (decision 0037): opens the link, and
 * when Telegram says `paid` or `pending` asks `isPaid` (the server's word: the bot credits the
 * payment on successful_payment, which may come a moment after invoice_closed) a few times.
 * Answers `paid` only when the server shows it paid; `pending` when it has not yet.
 */
export async function payInvoice(
  link: string,
  isPaid: () => Promise<boolean>,
): Promise<'paid' | 'pending' | 'cancelled' | 'failed'> {
  const status = await openInvoice(link)
  if (status === 'unsupported') return 'failed'
  if (status === 'cancelled' || status === 'failed') return status
  for (let i = 0; i < CREDIT_CHECKS; i += 1) {
    if (await isPaid().catch(() => false)) return 'paid'
    await new Promise((resolve) => setTimeout(resolve, CREDIT_CHECK_MS))
  }
  return 'pending'
}
