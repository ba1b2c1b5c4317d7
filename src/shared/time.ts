// Calendar dates, wall-clock times and instants in IANA time zones (PRODUCT.md §2: times are
// stored as UTC instants, recurring templates are expanded in the trainer's zone across DST).
// A calendar date is the string 'YYYY-MM-DD', a wall-clock time 'HH:mm'; both are zone-free.

import { SCHEDULE_WINDOW_MONTHS_BACK, SCHEDULE_WINDOW_MONTHS_FORWARD } from './constants.ts'
import { zoneOffset } from './zoned-format.ts'

export { DATE_PATTERN, isCalendarDate } from './calendar-date.ts'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** Midnight UTC of a calendar date, in ms: calendar arithmetic without any zone. */
function parseUtcDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return Date.UTC(y, m - 1, d)
}

function formatUtcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

export function addDays(date: string, days: number): string {
  return formatUtcDate(parseUtcDate(date) + days * DAY_MS)
}

/** The same day `months` later (or earlier), clamped to the month's end: 31 Aug + 1 → 30 Sep. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const monthIndex = y * 12 + (m - 1) + months
  const year = Math.floor(monthIndex / 12)
  const month = monthIndex - year * 12
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return formatUtcDate(Date.UTC(year, month, Math.min(d, lastDay)))
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseUtcDate(to) - parseUtcDate(from)) / DAY_MS)
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(parseUtcDate(date)).getUTCDay()
  return day === 0 ? 7 : day
}

interface WallClock {
  date: string
  time: string
  /** The wall clock as if it were UTC, in ms (minute precision). */
  ms: number
}

/** What a clock on the wall in `zone` shows at `instant`. */
export function wallClockAt(instant: Date, zone: string): WallClock {
  const whole = Math.floor(instant.getTime() / 1000) * 1000
  const ms = Math.floor((whole + zoneOffset(whole, zone)) / MINUTE_MS) * MINUTE_MS
  const iso = new Date(ms).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), ms }
}

/** The calendar date in `zone` at `instant`. */
export function dateInZone(instant: Date, zone: string): string {
  return wallClockAt(instant, zone).date
}

function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return h * 60 + m
}

/** The zone's offset from UTC at `instant`, in ms (Berlin in summer: +2 h). */
function offsetAt(instantMs: number, zone: string): number {
  const floored = Math.floor(instantMs / MINUTE_MS) * MINUTE_MS
  return wallClockAt(new Date(floored), zone).ms - floored
}

/** The instants at which the wall clock in `zone` shows `date` `time`: none, one, or two. */
function instantsOfWallClock(date: string, time: string, zone: string): number[] {
  const local = parseUtcDate(date) + toMinutes(time) * MINUTE_MS
  const before = offsetAt(local - DAY_MS, zone)
  const after = offsetAt(local + DAY_MS, zone)
  return [...new Set([local - before, local - after])]
    .filter((t) => t + offsetAt(t, zone) === local)
    .sort((a, b) => a - b)
}

/**
 * Whether `date` `time` happens once on the zone's clock, never (skipped when clocks go
 * forward), or twice (when clocks go back): a form says which instant it takes (zonedInstant).
 */
export function wallClockOccurs(date: string, time: string, zone: string): 'once' | 'skipped' | 'twice' {
  const count = instantsOfWallClock(date, time, zone).length
  return count === 0 ? 'skipped' : count === 1 ? 'once' : 'twice'
}

/**
 * The instant at which the wall clock in `zone` shows `date` `time`. Like Temporal's
 * 'compatible' disambiguation: a time skipped by a spring-forward change moves forward by the
 * gap (02:30 on that Berlin Sunday is 03:30 summer time); a time that happens twice after a
 * fall-back change is its first occurrence.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const [first] = instantsOfWallClock(date, time, zone)
  if (first !== undefined) return new Date(first)
  // No instant: the time fell into a gap; the offset before the change carries it past it.
  const local = parseUtcDate(date) + toMinutes(time) * MINUTE_MS
  return new Date(local - offsetAt(local - DAY_MS, zone))
}

// ---- weekly recurrence --------------------------------------------------------------------

export interface WeeklyRule {
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: readonly number[]
  startTime: string
  timeZone: string
  validFrom: string
  validUntil?: string | null
}

export interface Occurrence {
  /** The calendar date in the rule's zone. */
  date: string
  startsAt: Date
}

/**
 * Every occurrence of `rule` on the dates from `from` to `to` (both included, in the rule's
 * zone), clipped to the rule's own validity, in order.
 */
export function expandWeekly(rule: WeeklyRule, from: string, to: string): Occurrence[] {
  const first = from > rule.validFrom ? from : rule.validFrom
  const last = rule.validUntil && rule.validUntil < to ? rule.validUntil : to
  const weekdays = new Set(rule.weekdays)
  const occurrences: Occurrence[] = []
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (weekdays.has(isoWeekday(date))) {
      occurrences.push({ date, startsAt: zonedInstant(date, rule.startTime, rule.timeZone) })
    }
  }
  return occurrences
}

/**
 * The schedule window of SPEC.md §9 around `today` (a date in the user's zone): 6 months back
 * to 12 months forward.
 */
export function scheduleWindow(today: string): { startDate: string; endDate: string } {
  return {
    startDate: addMonths(today, -SCHEDULE_WINDOW_MONTHS_BACK),
    endDate: addMonths(today, SCHEDULE_WINDOW_MONTHS_FORWARD),
  }
}
