// Money as people read it, one rule for the screens, the PDF receipt and the e-mails: integer
// minor units and a currency in, the locale's own writing out (decision 0028).

/** Telegram Stars: the amount is a count of stars, there is no minor unit. */
export const STARS_CURRENCY = 'XTR'

const digitsCache = new Map<string, number>()

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
  if (currency === STARS_CURRENCY) return `${star} ${new Intl.NumberFormat(locale).format(minor)}`
  const digits = currencyDigits(currency)
  const scale = 10 ** digits
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: minor % scale === 0 ? 0 : digits,
    maximumFractionDigits: minor % scale === 0 ? 0 : digits,
  }).format(minor / scale)
}
