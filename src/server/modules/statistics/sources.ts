// Extension points of the statistics: figures that come from other modules' data once those
// exist (decision 0032). Each is one function with its final signature; until its module lands it
// answers "nothing yet", and the page hides what is empty or null. To plug one in, call the other
// module's `index.ts` here — the statistics service and the API shape do not change.
import type { Executor } from '#server/db/client.ts'
import type { PersonalRecord, RevenueSeries, TopExercise } from '#shared/api/statistics.ts'
import type { Locale } from '#shared/locales.ts'

/** What every source is asked for: whose, which instants, in which zone and language. */
export interface StatisticsWindow {
  userId: string
  /** The period's first instant (the first bucket's local midnight) and now. */
  from: Date
  to: Date
  timeZone: string
  language: Locale
  /** The first local date of each month the period touches, oldest first ('YYYY-MM-01'). */
  months: string[]
}

/**
 * A student's personal records from logged workout sets (heaviest set per exercise, the latest
 * when tied). Workouts (issue 18, the logging half) are not built yet: no sets, no records.
 */
export async function personalRecords(_db: Executor, _window: StatisticsWindow): Promise<PersonalRecord[]> {
  return []
}

/** A trainer's most logged exercises over the period (by sets their students logged). Same as above. */
export async function topExercises(_db: Executor, _window: StatisticsWindow): Promise<TopExercise[]> {
  return []
}

/**
 * A trainer's paid revenue per month and currency over `window.months`, or null while payments
 * do not exist (branch `money`): null hides the chart, where [] would claim "no revenue".
 */
export async function revenueByMonth(
  _db: Executor,
  _window: StatisticsWindow,
): Promise<RevenueSeries[] | null> {
  return null
}
