import { describe, expect, it } from 'vitest'
import { formatCalendarDate } from '#client/ui/format.ts'
import { trainingLog } from './training-log.ts'

describe('the Russian training log', () => {
  it('puts the weekday after «На» in the accusative', () => {
    // 2026-11-30 is a Monday.
    const days = [
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]
    expect(days.map((date) => trainingLog.scheduledFor({ date: formatCalendarDate(date, 'ru') }))).toEqual([
      'На понедельник, 30 ноября',
      'На вторник, 1 декабря',
      'На среду, 2 декабря',
      'На четверг, 3 декабря',
      'На пятницу, 4 декабря',
      'На субботу, 5 декабря',
      'На воскресенье, 6 декабря',
    ])
  })
})
