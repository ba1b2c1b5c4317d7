import { describe, expect, it } from 'vitest'
import { niceMax, WHOLE_STEPS } from './draw.ts'

describe('a whole-number value axis', () => {
  it('has a step that fits a few ticks for every size of count or amount in minor units', () => {
    // Sessions, students, and money in kopecks up to a large gym's year (₽100 million).
    for (const max of [3, 40, 1_250, 3_780_000, 47_800_000, 10_000_000_000]) {
      const top = niceMax(max)
      const step = WHOLE_STEPS.find((s) => top / s <= 5)
      expect(step, String(max)).toBeDefined()
      expect(top / step!, String(max)).toBeGreaterThanOrEqual(1)
    }
  })
})
