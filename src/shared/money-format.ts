// Money as people read it, one rule for the screens, the PDF receipt and the e-mails: integer
// minor units and a currency in, the locale's own writing out (decision 0028).

/** Telegram Stars: the amount is a count of stars, there is no minor unit. */
export const STARS_CURRENCY = 'XTR'

const digitsCache = new Map<string, number>()

/**
 * Number formatters by locale and options: building one costs far more than using it (a list of
 * trainer cards asked for a new one per price and per rating, on the main thread of a phone).
 * Bounded: emptied when full, since the keys follow the data.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    if (numberFormats.size >= 200) numberFormats.clear()
    numberFormats.set(key, format)
  }
  return format
}

/** How many minor-unit digits a currency has (2 for RUB and USD, 0 for JPY). */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency)
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    digitsCache.set(currency, digits)
  }
  return digits
}

/**
 * 250000 RUB → "2 500 ₽" (ru) or "RUB 2,500" style per locale, kopecks shown only when there are
 * any; Stars as "⭐ 250" (`star` replaces the sign where a font lacks the emoji, as in the PDF).
 */
export function formatMoney(minor: number, currency: string, locale: string, star = '⭐'): string {
  if (currency === STARS_CURRENCY) return `${star} ${numberFormat(locale).format(minor)}`
  const digits = currencyDigits(currency)
  const scale = 10 ** digits
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: minor % scale === 0 ? 0 : digits,
    maximumFractionDigits: minor % scale === 0 ? 0 : digits,
  }).format(minor / scale)
}
