import { describe, expect, it } from 'vitest'
import { monthsBetween } from './admin-finances-page.tsx'

describe('monthsBetween', () => {
  it('lists every month of a period, across a year end', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02'])
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03'])
  })
})
