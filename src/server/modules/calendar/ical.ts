// A small iCalendar (RFC 5545) writer for the private calendar feed: text escaping, line
// folding at 75 octets, CRLF endings, and a VTIMEZONE per zone built from the zone's real
// offset changes (found with Intl) in the span the events need. Pure: no I/O, no clock.

import { zoneOffset } from '#shared/zoned-format.ts'

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

export type EventStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'

export interface CalendarEvent {
  /** Stable across requests, so subscribed calendars update the event instead of adding one. */
  uid: string
  start: Date
  end: Date
  /** IANA zone the event is written in (DTSTART;TZID=…); a VTIMEZONE is added for it. */
  timeZone: string
  summary: string
  location?: string
  description?: string
  url?: string
  status: EventStatus
  /** Grows whenever the event changes (RFC 5545 §3.8.7.4). */
  sequence: number
  lastModified: Date
}

export interface Calendar {
  name: string
  /** DTSTAMP of every event: when the feed was made. */
  now: Date
  events: readonly CalendarEvent[]
  /** How often clients should fetch again, as an iCalendar duration (default PT1H). */
  refreshInterval?: string
  /** The owner's zone, as the calendar's default (X-WR-TIMEZONE). */
  timeZone?: string
}

/** TEXT value escaping (§3.3.11): backslash, semicolon, comma, newlines; other control characters dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: RFC 5545 TEXT allows no control characters but tab
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  )
}

const encoder = new TextEncoder()

/**
 * Folds one content line (§3.1) into lines of at most 75 octets, each continuation starting
 * with a space; a UTF-8 character (Cyrillic takes 2 octets, emoji 4) is never split.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line holds 75 octets; a continuation 74 after its leading space.
    const limit = lines.length === 0 ? 75 : 74
    if (octets + size > limit) {
      lines.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  lines.push(current)
  return lines.join('\r\n ')
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** 'YYYYMMDDTHHMMSS' of a UTC-based ms value (a wall clock stored as if it were UTC). */
function basicDateTime(ms: number): string {
  const d = new Date(ms)
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
}

/** A UTC DATE-TIME: 20260301T090000Z. */
export function utcDateTime(instant: Date): string {
  return `${basicDateTime(instant.getTime())}Z`
}

/** The wall clock of `instant` in `zone`: 20260301T100000. */
export function localDateTime(instant: Date, zone: string): string {
  return basicDateTime(instant.getTime() + zoneOffset(instant.getTime(), zone))
}

/**
 * DTSTART or DTEND on the zone's wall clock, unless that wall-clock time happens twice (the hour
 * repeated when clocks go back): RFC 5545 §3.3.5 reads it as the first occurrence, some clients
 * as the second, so such an instant is written in UTC, which every client reads the same.
 */
export function dateTimeProperty(name: string, instant: Date, zone: string): string {
  const t = instant.getTime()
  const wall = t + zoneOffset(t, zone)
  // Near a change of offset, the other instant with the same wall clock is one change away.
  const shift = zoneOffset(t + DAY_MS, zone) - zoneOffset(t - DAY_MS, zone)
  const twice = shift !== 0 && [t - shift, t + shift].some((o) => o + zoneOffset(o, zone) === wall)
  return twice ? `${name}:${utcDateTime(instant)}` : `${name};TZID=${zone}:${localDateTime(instant, zone)}`
}

/** '+0200', '-0330', or with seconds when a historical offset has them. */
function utcOffset(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : '+'
  const total = Math.abs(Math.round(offsetMs / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  return `${sign}${pad(hours)}${pad(minutes)}${seconds ? pad(seconds) : ''}`
}

export interface Transition {
  /** The first instant of the new offset. */
  at: number
  from: number
  to: number
}

/** Every change of the zone's offset in [fromMs, toMs], to the minute (none for a fixed zone). */
export function transitions(zone: string, fromMs: number, toMs: number): Transition[] {
  const found: Transition[] = []
  let before = fromMs
  let offset = zoneOffset(before, zone)
  while (before < toMs) {
    const next = Math.min(before + DAY_MS, toMs)
    const nextOffset = zoneOffset(next, zone)
    if (nextOffset !== offset) {
      // Narrow (before, next] down to the minute at which the new offset starts.
      let lo = before
      let hi = next
      while (hi - lo > MINUTE_MS) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS
        if (zoneOffset(mid, zone) === offset) lo = mid
        else hi = mid
      }
      found.push({ at: hi, from: offset, to: zoneOffset(hi, zone) })
      offset = zoneOffset(hi, zone)
      before = hi
    } else {
      before = next
    }
  }
  return found
}

/** Whether `offset` is a zone's summer time: more than the smaller of its January and July offsets. */
function isDaylight(zone: string, atMs: number, offset: number): boolean {
  const year = new Date(atMs).getUTCFullYear()
  const standard = Math.min(zoneOffset(Date.UTC(year, 0, 1), zone), zoneOffset(Date.UTC(year, 6, 1), zone))
  return offset > standard
}

/**
 * A VTIMEZONE for `zone` valid over [fromMs, toMs]: one observance in force at the start and
 * one per offset change after it (explicit onsets, no RRULE, so past rule changes cannot mislead).
 */
export function vtimezone(zone: string, fromMs: number, toMs: number): string[] {
  const startOffset = zoneOffset(fromMs, zone)
  const observance = (onsetLocalMs: number, from: number, to: number, atMs: number) => {
    const kind = isDaylight(zone, atMs, to) ? 'DAYLIGHT' : 'STANDARD'
    return [
      `BEGIN:${kind}`,
      `DTSTART:${basicDateTime(onsetLocalMs)}`,
      `TZOFFSETFROM:${utcOffset(from)}`,
      `TZOFFSETTO:${utcOffset(to)}`,
      `END:${kind}`,
    ]
  }
  // The observance in force at the start begins at midnight local time of that day.
  const startLocal = Math.floor((fromMs + startOffset) / DAY_MS) * DAY_MS
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(startLocal, startOffset, startOffset, fromMs),
    // The onset is the local time just before the change, in the offset then in force (§3.6.5).
    ...transitions(zone, fromMs, toMs).flatMap((t) => observance(t.at + t.from, t.from, t.to, t.at)),
    'END:VTIMEZONE',
  ]
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(now)}`,
    dateTimeProperty('DTSTART', event.start, event.timeZone),
    dateTimeProperty('DTEND', event.end, event.timeZone),
    `SUMMARY:${escapeText(event.summary)}`,
  ]
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  // URI values are not TEXT: no escaping, but no line breaks either.
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`)
  lines.push(
    `STATUS:${event.status}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    `LAST-MODIFIED:${utcDateTime(event.lastModified)}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  )
  return lines
}

/** The whole VCALENDAR, CRLF line endings, folded, ending with CRLF. */
export function writeCalendar(calendar: Calendar): string {
  const spans = new Map<string, { from: number; to: number }>()
  for (const event of calendar.events) {
    const span = spans.get(event.timeZone)
    const from = event.start.getTime() - DAY_MS
    const to = event.end.getTime() + DAY_MS
    spans.set(
      event.timeZone,
      span ? { from: Math.min(span.from, from), to: Math.max(span.to, to) } : { from, to },
    )
  }
  const refresh = calendar.refreshInterval ?? 'PT1H'
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(calendar.name)}//Calendar feed//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.timeZone ? [`X-WR-TIMEZONE:${calendar.timeZone}`] : []),
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...[...spans]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .flatMap(([zone, span]) => vtimezone(zone, span.from, span.to)),
    ...calendar.events.flatMap((event) => eventLines(event, calendar.now)),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
