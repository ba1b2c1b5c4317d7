import { describe, expect, it } from 'vitest'
import { addMonths, dateInZone, isCalendarDate, scheduleWindow } from './time.ts'

describe('calendar arithmetic', () => {
  it('moves by months and clamps to the end of shorter months', () => {
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30')
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28')
    expect(addMonths('2028-03-30', -1)).toBe('2028-02-29')
    expect(addMonths('2026-11-21', 12)).toBe('2027-11-21')
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15')
  })

  it('spans the schedule window of SPEC.md §9: 6 months back, 12 forward', () => {
    expect(scheduleWindow('2026-11-21')).toEqual({ startDate: '2026-05-21', endDate: '2027-11-21' })
    expect(scheduleWindow('2026-08-31')).toEqual({ startDate: '2026-02-28', endDate: '2027-08-31' })
  })

  it('tells real calendar dates from look-alikes', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('2026-13-01')).toBe(false)
    expect(isCalendarDate('2026-1-01')).toBe(false)
  })

  it('takes the date of an instant in the reader’s zone', () => {
    const lateMoscow = new Date('2026-11-21T20:30:00Z') // 23:30 in Moscow
    expect(dateInZone(lateMoscow, 'Europe/Moscow')).toBe('2026-11-21')
    expect(dateInZone(lateMoscow, 'Asia/Tokyo')).toBe('2026-11-22')
    expect(dateInZone(lateMoscow, 'America/New_York')).toBe('2026-11-21')
  })
})
