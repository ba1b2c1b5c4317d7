import { describe, expect, it } from 'vitest'
import { toMajorUnits, toMinorUnits } from './price-input.ts'

describe('a typed price', () => {
  it('becomes minor units with either separator', () => {
    expect(toMinorUnits('1500')).toBe(150_000)
    expect(toMinorUnits('1500.50')).toBe(150_050)
    expect(toMinorUnits('12,5')).toBe(1_250)
    expect(toMinorUnits('1 500')).toBe(150_000)
    expect(toMinorUnits('1 500,5 ₽')).toBe(150_050)
    expect(toMinorUnits('0')).toBe(0)
  })

  it('takes thousands grouped either way, since a price has at most two decimals', () => {
    expect(toMinorUnits('1,500.50')).toBe(150_050)
    expect(toMinorUnits('1.500,50')).toBe(150_050)
    expect(toMinorUnits('1,500')).toBe(150_000)
    expect(toMinorUnits('1.500')).toBe(150_000)
    expect(toMinorUnits('1,000,000')).toBe(100_000_000)
    expect(toMinorUnits('$1,500.5')).toBe(150_050)
  })

  it('is no price at all with a sign, a fourth decimal or letters, never a changed amount', () => {
    for (const typed of [
      '-100',
      '12.3456',
      'abc',
      '',
      '1.2.3',
      '15e2',
      '1,500,50',
      '1,50.00',
      '12,345.678',
    ]) {
      expect(toMinorUnits(typed), typed).toBeNaN()
    }
  })

  it('is shown back as typed, in the reader’s separator', () => {
    expect(toMajorUnits(150_000)).toBe('1500')
    expect(toMajorUnits(150_050)).toBe('1500.50')
    expect(toMajorUnits(150_050, 'ru')).toBe('1500,50')
  })
})
