import { describe, expect, it } from 'vitest'
import { canonicalZone, formatInZone, isTimeZone, timeZoneChoices, zoneOffset } from './zoned-format.ts'

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000

describe('time zones through Intl', () => {
  it('knows IANA zones and their own spelling', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(canonicalZone('europe/berlin')).toBe('Europe/Berlin')
  })

  it('offers the current zone among the choices even when the runtime lacks it', () => {
    expect(timeZoneChoices('Europe/Berlin').filter((z) => z === 'Europe/Berlin')).toHaveLength(1)
    expect(timeZoneChoices('Mars/Olympus_Mons')[0]).toBe('Mars/Olympus_Mons')
  })

  it('reads offsets across DST, half-hour and 45-minute zones', () => {
    const winter = Date.UTC(2026, 0, 15, 12)
    const summer = Date.UTC(2026, 6, 15, 12)
    expect(zoneOffset(winter, 'Europe/Berlin')).toBe(1 * HOUR_MS)
    expect(zoneOffset(summer, 'Europe/Berlin')).toBe(2 * HOUR_MS)
    // Lord Howe moves by 30 minutes; Chatham sits 45 minutes past the hour.
    expect(zoneOffset(winter, 'Australia/Lord_Howe')).toBe(11 * HOUR_MS)
    expect(zoneOffset(summer, 'Australia/Lord_Howe')).toBe(10.5 * HOUR_MS)
    expect(zoneOffset(winter, 'Pacific/Chatham')).toBe(13 * HOUR_MS + 45 * MINUTE_MS)
    expect(zoneOffset(summer, 'Pacific/Chatham')).toBe(12 * HOUR_MS + 45 * MINUTE_MS)
    expect(zoneOffset(summer, 'America/St_Johns')).toBe(-(2 * HOUR_MS + 30 * MINUTE_MS))
  })

  it('keeps the seconds of historical offsets', () => {
    // Monrovia Mean Time, before 1972: −00:44:30.
    expect(zoneOffset(Date.UTC(1960, 0, 1), 'Africa/Monrovia')).toBe(-(44 * MINUTE_MS + 30_000))
  })

  it('formats an instant as the clock in a zone shows it, in the reader’s words', () => {
    const instant = new Date('2026-07-01T08:00:00Z')
    expect(formatInZone(instant, 'Europe/Berlin', 'en-GB', { timeStyle: 'short' })).toBe('10:00')
    expect(formatInZone(instant, 'Asia/Tokyo', 'en-GB', { timeStyle: 'short' })).toBe('17:00')
    expect(formatInZone(instant, 'UTC', 'en-GB', { dateStyle: 'medium' })).toBe('1 Jul 2026')
    // The same answer as a formatter made on the spot, from the cache the second time too.
    const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'long' }
    const direct = new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: 'Asia/Yekaterinburg' })
    for (let i = 0; i < 2; i++) {
      expect(formatInZone(instant, 'Asia/Yekaterinburg', 'ru-RU', options)).toBe(direct.format(instant))
    }
  })

  it('refuses a zone the runtime does not know', () => {
    expect(() => formatInZone(new Date(0), 'Mars/Olympus_Mons', 'en', { timeStyle: 'short' })).toThrow(
      RangeError,
    )
    expect(() => zoneOffset(0, 'Mars/Olympus_Mons')).toThrow(RangeError)
  })

  it('writes a time of day one way per language, whether alone or with a date', () => {
    const instant = new Date('2026-11-26T05:00:00Z')
    const withDate = {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    } as const
    expect(formatInZone(instant, 'UTC', 'en', { timeStyle: 'short' })).toBe('5:00 AM')
    expect(formatInZone(instant, 'UTC', 'en', withDate)).toMatch(/, 5:00 AM$/)
    expect(formatInZone(instant, 'UTC', 'ru', { timeStyle: 'short' })).toBe('05:00')
    expect(formatInZone(instant, 'UTC', 'ru', { ...withDate, hour: 'numeric' })).toMatch(/05:00$/)
  })
})
