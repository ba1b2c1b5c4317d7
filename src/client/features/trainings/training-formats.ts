import { formatCalendarDate } from '#client/ui/format.ts'
import type { Locale } from '#shared/locales.ts'
import { formatInZone } from '#shared/zoned-format.ts'

// Dates and times of trainings as a clock in a given zone shows them, in the reader's language.

/** "Mon, 5 Jan, 09:00" on the clock of `zone`. */
export function formatOccurrence(iso: string, locale: Locale, zone: string): string {
  return formatInZone(new Date(iso), zone, locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  })
}

/** A zone-free calendar date ('YYYY-MM-DD'): "5 Jan 2027". */
export function formatCalendarDay(date: string, locale: Locale): string {
  return formatCalendarDate(date, locale, { dateStyle: 'medium' })
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

/** ISO weekdays Monday first (1 … 7) with their short and full names in `locale`. */
export function weekdayNames(locale: Locale): { day: number; short: string; long: string }[] {
  // 1 January 2024 was a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const date = new Date(Date.UTC(2024, 0, day))
    return {
      day,
      short: capitalize(formatInZone(date, 'UTC', locale, { weekday: 'short' })),
      long: capitalize(formatInZone(date, 'UTC', locale, { weekday: 'long' })),
    }
  })
}
