import type { Locale } from '#shared/locales.ts'
import { formatMoney as formatSharedMoney, numberFormat } from '#shared/money-format.ts'
import { formatInZone } from '#shared/zoned-format.ts'

/** Money in minor units, in the reader's locale: 250000 RUB → "2 500 ₽" (one rule in shared/). */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  return formatSharedMoney(minor, currency, locale)
}

/**
 * Makes the page's number formatters ready. The first `Intl.NumberFormat` of a page costs ~100 ms
 * at Lighthouse's 4× slower CPU (ICU loading its number data, once per page); the ones after it
 * cost ~1 ms. A page that shows prices or ratings calls this while its data is on its way, so the
 * render of the answer, on which its largest paint waits, does not pay for it (decision 0048).
 */
export function prepareNumberFormats(locale: Locale): () => void {
  // In a task of its own: after the requests the caller has just started have gone out (they
  // leave in microtasks). Returns what cancels it, for an effect's cleanup.
  const timer = setTimeout(() => formatRating(0, locale), 0)
  return () => clearTimeout(timer)
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>()

/** A date in the reader's language: "29 Nov 2026". One formatter per language (making one is what costs). */
export function formatDate(iso: string, locale: Locale): string {
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
    dateFormats.set(locale, format)
  }
  return format.format(new Date(iso))
}

export function formatRating(rating: number, locale: Locale): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)
}

/** A time of day as the clock in `zone` shows it: "09:00", "9:00 AM". */
export function formatTime(iso: string, locale: Locale, zone: string): string {
  return formatInZone(new Date(iso), zone, locale, { timeStyle: 'short' })
}

/** A moment close to now on the reader's clock, short and without the year: "Sun 29 Nov, 16:30". */
export function formatShortDateTimeIn(iso: string, locale: Locale, zone: string): string {
  return formatInZone(new Date(iso), zone, locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  })
}

/** A date and time as the clock in `zone` shows it. */
export function formatDateTimeIn(iso: string, locale: Locale, zone: string): string {
  return formatInZone(new Date(iso), zone, locale, { dateStyle: 'medium', timeStyle: 'short' })
}

/** A calendar date ('YYYY-MM-DD', zone-free) with its weekday: "Monday, 23 November". */
export function formatCalendarDate(
  date: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' },
): string {
  return formatInZone(new Date(`${date}T12:00:00Z`), 'UTC', locale, options)
}
