import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  daysBetween,
  expandWeekly,
  isoWeekday,
  wallClockAt,
  wallClockOccurs,
  zonedInstant,
} from './time.ts'

const utc = (iso: string) => new Date(iso).toISOString()
const startsOf = (rule: Parameters<typeof expandWeekly>[0], from: string, to: string) =>
  expandWeekly(rule, from, to).map((o) => `${o.date} ${o.startsAt.toISOString()}`)

describe('zonedInstant', () => {
  it('keeps 09:00 in Berlin at 09:00 on both sides of the March and October changes', () => {
    // CET (+1) before 28 March 2027, CEST (+2) until 31 October 2027.
    expect(zonedInstant('2027-03-27', '09:00', 'Europe/Berlin').toISOString()).toBe(utc('2027-03-27T08:00Z'))
    expect(zonedInstant('2027-03-28', '09:00', 'Europe/Berlin').toISOString()).toBe(utc('2027-03-28T07:00Z'))
    expect(zonedInstant('2027-10-30', '09:00', 'Europe/Berlin').toISOString()).toBe(utc('2027-10-30T07:00Z'))
    expect(zonedInstant('2027-10-31', '09:00', 'Europe/Berlin').toISOString()).toBe(utc('2027-10-31T08:00Z'))
  })

  it('moves a time skipped by the spring change forward by the gap, and takes the first of a doubled one', () => {
    // 02:30 does not exist in Berlin on 28 March 2027: it is 03:30 summer time.
    expect(zonedInstant('2027-03-28', '02:30', 'Europe/Berlin').toISOString()).toBe(utc('2027-03-28T01:30Z'))
    // 02:30 happens twice on 31 October 2027: first in summer time.
    expect(zonedInstant('2027-10-31', '02:30', 'Europe/Berlin').toISOString()).toBe(utc('2027-10-31T00:30Z'))
    // Lord Howe moves by half an hour: 02:15 on 3 October 2027 is 02:45 (+11).
    expect(zonedInstant('2027-10-03', '02:15', 'Australia/Lord_Howe').toISOString()).toBe(
      utc('2027-10-02T15:45Z'),
    )
  })

  it('keeps Moscow at +3 all year', () => {
    for (const date of ['2027-01-15', '2027-03-28', '2027-07-01', '2027-10-31']) {
      expect(zonedInstant(date, '09:00', 'Europe/Moscow').toISOString()).toBe(utc(`${date}T06:00Z`))
    }
  })
})

describe('expandWeekly', () => {
  it('makes Monday, Wednesday and Friday 09:00 in Berlin across the March change', () => {
    const rule = {
      weekdays: [1, 3, 5],
      startTime: '09:00',
      timeZone: 'Europe/Berlin',
      validFrom: '2027-03-22',
    }
    expect(startsOf(rule, '2027-03-22', '2027-04-02')).toEqual([
      '2027-03-22 2027-03-22T08:00:00.000Z',
      '2027-03-24 2027-03-24T08:00:00.000Z',
      '2027-03-26 2027-03-26T08:00:00.000Z',
      '2027-03-29 2027-03-29T07:00:00.000Z',
      '2027-03-31 2027-03-31T07:00:00.000Z',
      '2027-04-02 2027-04-02T07:00:00.000Z',
    ])
  })

  it('clips to the rule’s own validity', () => {
    const rule = {
      weekdays: [7],
      startTime: '18:30',
      timeZone: 'Asia/Kolkata',
      validFrom: '2027-01-05',
      validUntil: '2027-01-17',
    }
    expect(startsOf(rule, '2027-01-01', '2027-02-28')).toEqual([
      '2027-01-10 2027-01-10T13:00:00.000Z',
      '2027-01-17 2027-01-17T13:00:00.000Z',
    ])
  })

  const ZONES = [
    'Europe/Berlin',
    'Europe/Moscow',
    'America/New_York',
    'Australia/Lord_Howe',
    'Asia/Kolkata',
    'America/Sao_Paulo',
    'Pacific/Chatham',
    'UTC',
  ]
  const date = fc
    .date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2035-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10))
  const anyTime = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
  // Times that fall into the zones' gaps and doubled hours, more often than chance would pick them.
  const time = fc.oneof(
    anyTime,
    fc.constantFrom('00:00', '01:30', '02:00', '02:15', '02:30', '02:59', '03:00', '03:15'),
  )
  const rule = fc.record({
    weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
    startTime: time,
    timeZone: fc.constantFrom(...ZONES),
    validFrom: date,
    span: fc.integer({ min: 0, max: 200 }),
  })

  it('puts every occurrence on a chosen weekday at the chosen local time, or later by a DST gap only', () => {
    fc.assert(
      fc.property(rule, ({ span, ...r }) => {
        const from = r.validFrom
        const to = addDays(from, span)
        const occurrences = expandWeekly(r, from, to)
        const [h, m] = r.startTime.split(':').map(Number) as [number, number]
        let previous: (typeof occurrences)[number] | undefined
        for (const o of occurrences) {
          const label = `${o.date} ${r.startTime} ${r.timeZone}`
          expect(r.weekdays, label).toContain(isoWeekday(o.date))
          const intended = Date.UTC(...ymd(o.date)) + (h * 60 + m) * MINUTE
          const shift = wallClockAt(o.startsAt, r.timeZone).ms - intended
          if (shift === 0) {
            // A time that happens twice (fall back by an hour, or half an hour) is its first.
            for (const earlier of [30, 60]) {
              const before = new Date(o.startsAt.getTime() - earlier * MINUTE)
              expect(wallClockAt(before, r.timeZone).ms, label).not.toBe(intended)
            }
          } else {
            // Shifted forward, by a gap: no instant around it shows the intended time at all.
            expect(shift > 0 && shift <= 60 * MINUTE, label).toBe(true)
            for (const offsetOf of [o.startsAt.getTime() - DAY, o.startsAt.getTime() + DAY]) {
              const offset = wallClockAt(new Date(offsetOf), r.timeZone).ms - offsetOf
              expect(wallClockAt(new Date(intended - offset), r.timeZone).ms, label).not.toBe(intended)
            }
          }
          if (previous) {
            expect(o.date > previous.date, label).toBe(true)
            expect(o.startsAt.getTime(), label).toBeGreaterThan(previous.startsAt.getTime())
          }
          previous = o
        }
        const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i))
        expect(occurrences.map((o) => o.date)).toEqual(days.filter((d) => r.weekdays.includes(isoWeekday(d))))
      }),
      { numRuns: 200 },
    )
  }, 60_000)

  it('finds the DST gaps it claims: Berlin’s 02:30 on the last Sunday of March is shifted', () => {
    const occurrences = expandWeekly(
      { weekdays: [7], startTime: '02:30', timeZone: 'Europe/Berlin', validFrom: '2027-03-21' },
      '2027-03-21',
      '2027-04-04',
    )
    expect(occurrences.map((o) => wallClockAt(o.startsAt, 'Europe/Berlin').time)).toEqual([
      '02:30',
      '03:30',
      '02:30',
    ])
  })
})

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

function ymd(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return [y, m - 1, d]
}

describe('wallClockOccurs', () => {
  it('tells a time skipped when clocks go forward, and one that happens twice when they go back', () => {
    expect(wallClockOccurs('2027-03-28', '02:30', 'Europe/Berlin')).toBe('skipped')
    expect(wallClockOccurs('2027-10-31', '02:30', 'Europe/Berlin')).toBe('twice')
    expect(wallClockOccurs('2027-10-31', '03:00', 'Europe/Berlin')).toBe('once')
    expect(wallClockOccurs('2027-03-14', '02:15', 'America/New_York')).toBe('skipped')
    expect(wallClockOccurs('2027-11-07', '01:30', 'America/New_York')).toBe('twice')
    expect(wallClockOccurs('2027-10-31', '02:30', 'Europe/Moscow')).toBe('once')
    // Lord Howe moves by half an hour.
    expect(wallClockOccurs('2027-04-04', '01:45', 'Australia/Lord_Howe')).toBe('twice')
  })
})
