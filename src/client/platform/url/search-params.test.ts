import { describe, expect, it } from 'vitest'
import { calendarDate, int, oneOf, searchParams, text, uuid } from './search-params.ts'

describe('search-param readers', () => {
  it('text: strings up to max, trimmed when asked; numbers as their text; anything else dropped', () => {
    expect(text()('/trainers?x=1')).toBe('/trainers?x=1')
    expect(text({ max: 3 })('abcd')).toBeUndefined()
    expect(text({ max: 3 })('abc')).toBe('abc')
    expect(text({ max: 3, trim: true })('  abc  ')).toBe('abc')
    expect(text({ trim: true })('  ')).toBe('')
    expect(text()(42)).toBe('42')
    expect(text()(Number.NaN)).toBeUndefined()
    expect(text()({ a: 1 })).toBeUndefined()
    expect(text()(undefined)).toBeUndefined()
  })

  it('uuid: only a UUID', () => {
    expect(uuid()('3f2c1b8e-5d4a-4c3b-9a2e-1f0e9d8c7b6a')).toBe('3f2c1b8e-5d4a-4c3b-9a2e-1f0e9d8c7b6a')
    expect(uuid()('3f2c1b8e-5d4a-4c3b-9a2e-1f0e9d8c7b6')).toBeUndefined()
    expect(uuid()('not-a-uuid')).toBeUndefined()
    expect(uuid()(123)).toBeUndefined()
  })

  it('oneOf: only a listed value', () => {
    const view = oneOf(['list', 'week'] as const)
    expect(view('week')).toBe('week')
    expect(view('month')).toBeUndefined()
    expect(view(['week'])).toBeUndefined()
  })

  it('int: whole numbers in range, from a number or its decimal text', () => {
    const rating = int(1, 5)
    expect(rating(5)).toBe(5)
    expect(rating('3')).toBe(3)
    expect(rating(0)).toBeUndefined()
    expect(rating(6)).toBeUndefined()
    expect(rating(2.5)).toBeUndefined()
    expect(rating('2.5')).toBeUndefined()
    expect(rating('1e0')).toBeUndefined()
    expect(rating('0x3')).toBeUndefined()
    expect(rating('')).toBeUndefined()
    expect(int(-5, 5)('-2')).toBe(-2)
  })

  it('calendarDate: only a real date', () => {
    expect(calendarDate()('2026-02-28')).toBe('2026-02-28')
    expect(calendarDate()('2026-02-30')).toBeUndefined()
    expect(calendarDate()('28.02.2026')).toBeUndefined()
  })

  it('searchParams: reads each key, leaves unknown keys out and unreadable ones undefined', () => {
    const validate = searchParams({ q: text({ max: 5 }), student: uuid(), sort: oneOf(['a', 'b'] as const) })
    expect(validate({ q: 'yoga', sort: 'c', other: 'x' })).toEqual({ q: 'yoga' })
    expect(validate({})).toEqual({})
    expect(Object.keys(validate({ q: 'too long', other: 'x' }))).toEqual(['q'])
    // The router lays the validated search over the raw one: an unreadable key must not survive it.
    const raw = { q: 'too long', sort: 'c', other: 'x' }
    const laid = { ...raw, ...validate(raw) }
    expect(laid.q).toBeUndefined()
    expect(laid.sort).toBeUndefined()
  })
})
