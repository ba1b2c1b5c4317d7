import { describe, expect, it } from 'vitest'
import { formatCalendarDate } from '#client/ui/format.ts'
import { chart } from './chart.ts'
import { statistics } from './statistics.ts'

describe('the Russian statistics', () => {
  it('count an exercise’s sets once: «2 подхода»', () => {
    expect([1, 2, 5, 21].map((count) => statistics.trainer.sets({ count }))).toEqual([
      '1 подход',
      '2 подхода',
      '5 подходов',
      '21 подход',
    ])
  })

  it('end a chart’s span with one full stop after a date with its year («г.»)', () => {
    const long = { day: 'numeric', month: 'long', year: 'numeric' } as const
    const week = statistics.weekOf({ date: formatCalendarDate('2026-11-30', 'ru', long) })
    expect(chart.spanOne({ title: 'Тренировки', at: week })).toBe('Тренировки: неделя с 30 ноября 2026 г.')
    expect(
      chart.span({ title: 'Тренировки', from: formatCalendarDate('2026-11-02', 'ru', long), to: week }),
    ).toBe('Тренировки: 2 ноября 2026 г. — неделя с 30 ноября 2026 г.')
    expect(chart.spanOne({ title: 'Тренировки', at: 'ноябрь' })).toBe('Тренировки: ноябрь.')
  })
})
