// Statistics periods and their buckets (PRODUCT.md §3 `/statistics`, decision 0032). Zod-free:
// the page's search params read the period with it in the first load.
import { addDays, addMonths, isoWeekday } from './time.ts'

export const STATISTICS_PERIODS = ['4w', '3m', '1y'] as const
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number]

export type StatisticsBucket = 'week' | 'month'

/** How a period is cut: 4 or 13 ISO weeks (Monday first), or 12 calendar months, ending with today's. */
export const PERIOD_BUCKETS: Record<StatisticsPeriod, { bucket: StatisticsBucket; count: number }> = {
  '4w': { bucket: 'week', count: 4 },
  '3m': { bucket: 'week', count: 13 },
  '1y': { bucket: 'month', count: 12 },
}

/** The Monday of the ISO week `date` is in. */
export function weekStart(date: string): string {
  return addDays(date, 1 - isoWeekday(date))
}

/**
 * The first local date of each bucket of `period` that ends with the bucket holding `today`
 * (a date in the user's zone): Mondays for weeks, the 1st for months; oldest first.
 */
export function periodBuckets(period: StatisticsPeriod, today: string): string[] {
  const { bucket, count } = PERIOD_BUCKETS[period]
  const last = bucket === 'week' ? weekStart(today) : `${today.slice(0, 8)}01`
  return Array.from({ length: count }, (_, i) =>
    bucket === 'week' ? addDays(last, -7 * (count - 1 - i)) : addMonths(last, -(count - 1 - i)),
  )
}
