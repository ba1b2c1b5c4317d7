import type { Locale } from '#shared/locales.ts'

// Dates and times of trainings as a clock in a given zone shows them, in the reader's language.

const cache = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: Locale, zone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`
  let format = cache.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone })
    cache.set(key, format)
  }
  return format
}

/** "Mon, 5 Jan, 09:00" on the clock of `zone`. */
export function formatOccurrence(iso: string, locale: Locale, zone: string): string {
  return formatter(locale, zone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))
}

/** A zone-free calendar date ('YYYY-MM-DD'): "5 Jan 2027". */
export function formatCalendarDay(date: string, locale: Locale): string {
  return formatter(locale, 'UTC', { dateStyle: 'medium' }).format(new Date(`${date}T12:00:00Z`))
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

/** ISO weekdays Monday first (1 … 7) with their short and full names in `locale`. */
export function weekdayNames(locale: Locale): { day: number; short: string; long: string }[] {
  // 1 January 2024 was a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const date = new Date(Date.UTC(2024, 0, day))
    return {
      day,
      short: capitalize(formatter(locale, 'UTC', { weekday: 'short' }).format(date)),
      long: capitalize(formatter(locale, 'UTC', { weekday: 'long' }).format(date)),
    }
  })
}
