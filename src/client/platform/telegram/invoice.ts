// Telegram invoices (Stars payments), for the screens that pay; a no-op outside Telegram.
import type { InvoiceStatus } from './bridge.ts'
import { haptic, telegramBridge } from './telegram.ts'

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
  const bridge = telegramBridge()
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
