import { describe, expect, it } from 'vitest'
import { horizonEnd, horizonOf, upcomingOccurrences } from './expansion.ts'

const rule = { weekdays: [1, 3, 5], startTime: '08:00', timeZone: 'Europe/Moscow', validFrom: '2026-11-01' }

describe('the horizon of a template', () => {
  it('runs from today in the template’s zone to eight weeks later', () => {
    // 23:30 UTC on 21 November is already 22 November in Moscow, still the 21st in New York.
    const now = new Date('2026-11-21T23:30:00Z')
    expect(horizonOf(rule, now)).toEqual({ from: '2026-11-22', until: '2027-01-17' })
    expect(horizonOf({ ...rule, timeZone: 'America/New_York' }, now)).toEqual({
      from: '2026-11-21',
      until: '2027-01-16',
    })
    expect(horizonEnd('Europe/Moscow', now)).toBe('2027-01-17')
  })

  it('starts at a later start date, ends at an earlier end date, and is empty when it has none', () => {
    const now = new Date('2026-11-21T12:00:00Z')
    expect(horizonOf({ ...rule, validFrom: '2026-12-01', validUntil: '2026-12-20' }, now)).toEqual({
      from: '2026-12-01',
      until: '2026-12-20',
    })
    expect(horizonOf({ ...rule, validFrom: '2027-03-01' }, now)).toBeNull()
    expect(horizonOf({ ...rule, validUntil: '2026-11-20' }, now)).toBeNull()
    expect(horizonOf({ ...rule, validUntil: '2026-11-21' }, now)).toEqual({
      from: '2026-11-21',
      until: '2026-11-21',
    })
  })

  it('never makes an occurrence at or before now', () => {
    // Monday 23 November 2026, 08:00 in Moscow is 05:00 UTC.
    const at = new Date('2026-11-23T05:00:00Z')
    const horizon = horizonOf(rule, at)!
    expect(upcomingOccurrences(rule, horizon, at)[0]?.date).toBe('2026-11-25')
    const justBefore = new Date(at.getTime() - 1)
    expect(upcomingOccurrences(rule, horizonOf(rule, justBefore)!, justBefore)[0]?.date).toBe('2026-11-23')
  })
})
