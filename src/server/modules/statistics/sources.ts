// Figures of the statistics that come from other modules' data (decision 0032): personal records
// and top exercises from logged workout sets (`workout_results`, decision 0031), revenue from paid
// payments (`payments`, decision 0028). Each is one read-only aggregate over those tables; the
// statistics service and the API shape do not depend on how they are computed.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '#server/db/client.ts'
import { queryRows } from '#server/db/typed-sql.ts'
import type { PersonalRecord, RevenueSeries, TopExercise } from '#shared/api/statistics.ts'
import { CURRENCIES } from '#shared/catalogue.ts'
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

/** Epley's estimated 1RM of a set, as in `modules/training-data` and `epleyOneRepMaxKg`. */
const EPLEY = sql.raw(
  `round((case when r.reps = 1 then r.weight_kg else r.weight_kg * (1 + r.reps / 30.0) end)::numeric, 1)`,
)
/** A set that counts for records: done, with weight and reps. */
const COUNTED = sql.raw(`r.done and r.weight_kg > 0 and r.reps > 0`)

const exerciseName = (language: Locale) =>
  language === 'ru' ? sql.raw(`coalesce(nullif(e.name_ru, ''), e.name_en)`) : sql.raw(`e.name_en`)

/** Local date (in the window's zone) of an instant, as SQL. */
const localDate = (instant: Date, zone: string) =>
  sql`(${instant.toISOString()}::timestamptz at time zone ${zone})::date`

const RECORDS_SHOWN = 20
const TOP_EXERCISES_SHOWN = 10

/**
 * A student's personal records: per exercise, the logged set with the best estimated 1RM (the
 * earliest of equals), all time up to now — a record is not reset by the period. Best first.
 */
export async function personalRecords(db: Executor, window: StatisticsWindow): Promise<PersonalRecord[]> {
  const rows = await queryRows(
    db,
    z.object({
      exercise_id: z.string(),
      exercise: z.string(),
      weight_kg: z.coerce.number(),
      reps: z.number(),
      date: z.string(),
    }),
    sql`
    select best.exercise_id, best.exercise, best.weight_kg, best.reps, best.date from (
      select distinct on (r.exercise_id) r.exercise_id, ${exerciseName(window.language)} as exercise,
             r.weight_kg, r.reps, r.performed_on::text as date, ${EPLEY} as orm
      from workout_results r join exercises e on e.id = r.exercise_id
      where r.student_id = ${window.userId} and ${COUNTED}
        and r.performed_on <= ${localDate(window.to, window.timeZone)}
      order by r.exercise_id, ${EPLEY} desc, r.performed_on, r.id
    ) best
    order by best.orm desc, best.exercise, best.exercise_id
    limit ${RECORDS_SHOWN}`,
  )
  return rows.map((row) => ({
    exerciseId: row.exercise_id,
    exercise: row.exercise,
    weightKg: row.weight_kg,
    reps: row.reps,
    date: row.date,
  }))
}

/**
 * A trainer's most logged exercises over the period: done sets their students logged in the
 * trainer's assignments, by local date in the trainer's zone. Most sets first.
 */
export async function topExercises(db: Executor, window: StatisticsWindow): Promise<TopExercise[]> {
  const rows = await queryRows(
    db,
    z.object({ exercise_id: z.string(), exercise: z.string(), sets: z.number() }),
    // Counted from `workout_results_trainer_done_idx` alone (an index-only scan of the period),
    // then the names of the exercises counted (decision 0039).
    sql`
    select e.id as exercise_id, ${exerciseName(window.language)} as exercise, top.sets
    from (
      select r.exercise_id, count(*)::int as sets
      from workout_results r
      where r.trainer_id = ${window.userId} and r.done
        and r.performed_on between ${localDate(window.from, window.timeZone)} and ${localDate(window.to, window.timeZone)}
      group by r.exercise_id
    ) top join exercises e on e.id = top.exercise_id
    order by top.sets desc, exercise, e.id
    limit ${TOP_EXERCISES_SHOWN}`,
  )
  return rows.map((row) => ({ exerciseId: row.exercise_id, exercise: row.exercise, sets: row.sets }))
}

/**
 * A trainer's revenue per month of `window.months` and currency: payments to them with status
 * paid, by the month of `paid_at` in the trainer's zone, in minor units. Refunded and pending
 * payments do not count. A currency appears when it was paid at least once in the period; its
 * months without payments are 0. [] = no revenue in the period.
 */
export async function revenueByMonth(db: Executor, window: StatisticsWindow): Promise<RevenueSeries[]> {
  const first = window.months[0]
  if (!first) return []
  const rows = await queryRows(
    db,
    z.object({ currency: z.string(), month: z.string(), amount: z.coerce.number() }),
    sql`
    select p.currency, (date_trunc('month', p.paid_at at time zone ${window.timeZone}))::date::text as month,
           sum(p.amount)::bigint as amount
    from payments p
    where p.recipient_id = ${window.userId} and p.status = 'paid'
      and p.paid_at >= (${first}::date::timestamp at time zone ${window.timeZone})
      and p.paid_at <= ${window.to.toISOString()}::timestamptz
    group by 1, 2`,
  )
  const byCurrency = new Map<RevenueSeries['currency'], Map<string, number>>()
  for (const row of rows) {
    const currency = CURRENCIES.find((c) => c === row.currency)
    if (!currency) continue
    const months = byCurrency.get(currency) ?? new Map<string, number>()
    months.set(row.month, (months.get(row.month) ?? 0) + row.amount)
    byCurrency.set(currency, months)
  }
  return CURRENCIES.filter((c) => byCurrency.has(c)).map((currency) => ({
    currency,
    months: window.months.map((month) => ({ month, amount: byCurrency.get(currency)?.get(month) ?? 0 })),
  }))
}
