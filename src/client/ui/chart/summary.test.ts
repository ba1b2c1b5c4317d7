import { describe, expect, it } from 'vitest'
import { en } from '#client/ui/i18n/en.ts'
import { ru } from '#client/ui/i18n/ru.ts'
import { chartSummary } from './summary.ts'

const weeks = {
  title: 'Sessions per week',
  labels: ['2 Nov', '9 Nov', '16 Nov', '23 Nov'],
  descriptions: ['week of 2 Nov', 'week of 9 Nov', 'week of 16 Nov', 'week of 23 Nov'],
}

describe('the text summary of a chart', () => {
  it('says the span, the total, the highest and lowest points and the latest value', () => {
    expect(
      chartSummary({ ...weeks, series: [{ name: 'Sessions', values: [1, 3, 0, 2] }] }, en.chart, 'en'),
    ).toBe(
      'Sessions per week: week of 2 Nov – week of 23 Nov. Sessions: total 6; highest 3 (week of 9 Nov), lowest 0 (week of 16 Nov); latest 2 (week of 23 Nov).',
    )
  })

  it('names a single period once', () => {
    expect(
      chartSummary(
        {
          title: 'Income by month',
          labels: ['Nov'],
          descriptions: ['This month'],
          series: [{ name: 'Income', values: [5] }],
        },
        en.chart,
        'en',
      ),
    ).toMatch(/^Income by month: This month\. /)
  })

  it('gives a line no total, formats values its own way and skips points without a value', () => {
    const summary = chartSummary(
      {
        ...weeks,
        series: [
          { name: 'Held', values: [2, 2, 2, 2] },
          {
            name: 'Attendance',
            kind: 'line',
            values: [null, 0.5, 1, null],
            format: (v) => `${Math.round(v * 100)}%`,
          },
        ],
      },
      en.chart,
      'en',
    )
    expect(summary).toContain('Held: 2 at every point, total 8.')
    expect(summary).toContain(
      'Attendance: highest 100% (week of 16 Nov), lowest 50% (week of 9 Nov); latest 100% (week of 16 Nov).',
    )
  })

  it('says when a series has no data, and speaks Russian with Russian numbers', () => {
    expect(
      chartSummary(
        { ...weeks, series: [{ name: 'Rate', kind: 'line', values: [null, null, null, null] }] },
        en.chart,
        'en',
      ),
    ).toContain('Rate: no data.')
    const ru1 = chartSummary(
      {
        title: 'Выручка',
        labels: ['октябрь', 'ноябрь'],
        series: [{ name: 'Выручка', values: [1500.5, 250000] }],
      },
      ru.chart,
      'ru',
    )
    expect(ru1).toBe(
      'Выручка: октябрь — ноябрь. Выручка: всего 251\u00a0500,5; больше всего 250\u00a0000 (ноябрь), меньше всего 1\u00a0500,5 (октябрь); последнее значение 250\u00a0000 (ноябрь).',
    )
  })
})
