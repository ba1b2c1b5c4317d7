import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import {
  type CalendarEvent,
  dateTimeProperty,
  escapeText,
  foldLine,
  localDateTime,
  transitions,
  utcDateTime,
  vtimezone,
  writeCalendar,
} from './ical.ts'

const octets = (s: string) => new TextEncoder().encode(s).length
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')

/** Parses with ical.js, its zones registered first so that TZID times become real instants. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  }
  const reparsed = new ICAL.Component(ICAL.parse(text))
  return {
    calendar: reparsed,
    events: reparsed.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)),
  }
}

const event = (over: Partial<CalendarEvent>): CalendarEvent => ({
  uid: 'a@trainly',
  start: new Date('2026-07-01T08:00:00Z'),
  end: new Date('2026-07-01T09:00:00Z'),
  timeZone: 'Europe/Berlin',
  summary: 'Yoga',
  status: 'CONFIRMED',
  sequence: 0,
  lastModified: new Date('2026-06-01T00:00:00Z'),
  ...over,
})

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and newlines, and drops control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg\u0007h\ti')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'h\ti')
  })
})

describe('foldLine', () => {
  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:Yoga')).toBe('SUMMARY:Yoga')
  })

  it('folds at 75 octets without splitting a UTF-8 character, and unfolds back', () => {
    const line = `SUMMARY:${'Силовая тренировка с гирями 💪 '.repeat(8)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75)
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true)
    // No replacement characters: every piece is whole UTF-8.
    for (const part of parts)
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part)
    expect(unfold(folded)).toBe(line)
  })

  it('folds ASCII at exactly 75 octets', () => {
    const folded = foldLine('X'.repeat(200))
    expect(folded.split('\r\n').map(octets)).toEqual([75, 75, 52])
  })
})

describe('time zones', () => {
  it('finds Berlin’s two changes of 2026 to the minute, and none in Moscow', () => {
    const from = Date.UTC(2026, 0, 1)
    const to = Date.UTC(2027, 0, 1)
    expect(transitions('Europe/Berlin', from, to)).toEqual([
      { at: Date.UTC(2026, 2, 29, 1), from: 3_600_000, to: 7_200_000 },
      { at: Date.UTC(2026, 9, 25, 1), from: 7_200_000, to: 3_600_000 },
    ])
    expect(transitions('Europe/Moscow', from, to)).toEqual([])
  })

  it('writes DAYLIGHT and STANDARD onsets in the local time before each change', () => {
    const lines = vtimezone('Europe/Berlin', Date.UTC(2026, 0, 10), Date.UTC(2026, 11, 1))
    expect(lines).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:STANDARD',
      'DTSTART:20260110T000000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260329T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261025T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
    ])
  })

  it('writes wall clocks in the zone', () => {
    expect(localDateTime(new Date('2026-07-01T08:00:00Z'), 'Europe/Berlin')).toBe('20260701T100000')
    expect(localDateTime(new Date('2026-01-15T08:00:00Z'), 'Europe/Berlin')).toBe('20260115T090000')
    expect(localDateTime(new Date('2026-01-15T08:00:00Z'), 'Europe/Moscow')).toBe('20260115T110000')
    expect(utcDateTime(new Date('2026-01-15T08:00:05Z'))).toBe('20260115T080005Z')
  })
})

describe('writeCalendar', () => {
  const events = [
    event({ uid: 'summer@trainly' }),
    event({
      uid: 'winter@trainly',
      start: new Date('2026-12-01T08:00:00Z'),
      end: new Date('2026-12-01T09:30:00Z'),
      summary: 'Бокс; группа, «утро» \\ 1\nвторая строка',
      location: 'Москва, ул. Тверская, 1',
      description: 'Тренер: Дмитрий Иванов\nhttps://trainly.example/schedule',
      url: 'https://trainly.example/schedule',
      status: 'CANCELLED',
      sequence: 42,
    }),
    event({
      uid: 'moscow@trainly',
      timeZone: 'Europe/Moscow',
      start: new Date('2026-03-29T07:00:00Z'),
      end: new Date('2026-03-29T08:00:00Z'),
    }),
    event({
      uid: 'sydney@trainly',
      timeZone: 'Australia/Sydney',
      start: new Date('2026-04-04T22:00:00Z'),
      end: new Date('2026-04-05T23:00:00Z'),
    }),
  ]
  const text = writeCalendar({
    name: 'Trainly',
    now: new Date('2026-06-15T12:00:00Z'),
    events,
    timeZone: 'Europe/Moscow',
  })

  it('uses CRLF only and lines of at most 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(text).toContain('X-WR-CALNAME:Trainly\r\n')
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n')
    expect(text).toContain('X-PUBLISHED-TTL:PT1H\r\n')
  })

  it('has one VTIMEZONE per zone used', () => {
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(3)
    expect(text).toContain('TZID:Europe/Berlin')
    expect(text).toContain('TZID:Europe/Moscow')
    expect(text).toContain('TZID:Australia/Sydney')
  })

  it('parses back with ical.js to the same instants, texts and statuses', () => {
    const parsed = parse(text)
    expect(parsed.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Trainly')
    expect(parsed.events).toHaveLength(events.length)
    for (const [i, original] of events.entries()) {
      const got = parsed.events[i]!
      expect(got.uid).toBe(original.uid)
      expect(got.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(original.timeZone)
      expect(got.startDate.zone?.tzid).toBe(original.timeZone)
      expect(got.startDate.toJSDate().toISOString()).toBe(original.start.toISOString())
      expect(got.endDate.toJSDate().toISOString()).toBe(original.end.toISOString())
      expect(got.summary).toBe(original.summary)
      expect(got.component.getFirstPropertyValue('status')).toBe(original.status)
      expect(got.sequence).toBe(original.sequence)
    }
    const winter = parsed.events[1]!
    expect(winter.location).toBe(events[1]!.location)
    expect(winter.description).toBe(events[1]!.description)
    expect(winter.component.getFirstPropertyValue('url')).toBe('https://trainly.example/schedule')
  })
})

describe('times in the hour repeated when clocks go back', () => {
  it('writes them in UTC, so that every calendar reads the real instant', () => {
    // Berlin, 31 October 2027: 02:00–03:00 happens twice, first in summer time (00:00–01:00Z).
    // RFC 5545 reads 02:30 as the first; ical.js, as some clients, as the second.
    expect(dateTimeProperty('DTSTART', new Date('2027-10-31T00:30:00Z'), 'Europe/Berlin')).toBe(
      'DTSTART:20271031T003000Z',
    )
    expect(dateTimeProperty('DTEND', new Date('2027-10-31T01:30:00Z'), 'Europe/Berlin')).toBe(
      'DTEND:20271031T013000Z',
    )
    // Next to the repeated hour, and on the day clocks go forward, the wall clock is one instant.
    expect(dateTimeProperty('DTSTART', new Date('2027-10-31T02:00:00Z'), 'Europe/Berlin')).toBe(
      'DTSTART;TZID=Europe/Berlin:20271031T030000',
    )
    expect(dateTimeProperty('DTSTART', new Date('2027-03-28T01:30:00Z'), 'Europe/Berlin')).toBe(
      'DTSTART;TZID=Europe/Berlin:20270328T033000',
    )
    const events = [
      event({
        uid: 'first@trainly',
        start: new Date('2027-10-31T00:30:00Z'),
        end: new Date('2027-10-31T01:30:00Z'),
      }),
      event({
        uid: 'second@trainly',
        start: new Date('2027-10-31T01:35:00Z'),
        end: new Date('2027-10-31T02:35:00Z'),
      }),
    ]
    const parsed = parse(writeCalendar({ name: 'Trainly', now: new Date('2027-10-01T00:00:00Z'), events }))
    expect(
      parsed.events.map((e) => [e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString()]),
    ).toEqual([
      ['2027-10-31T00:30:00.000Z', '2027-10-31T01:30:00.000Z'],
      ['2027-10-31T01:35:00.000Z', '2027-10-31T02:35:00.000Z'],
    ])
  })
})
