// GET /api/statistics: a student's or a trainer's figures over a period, each from one SQL
// aggregate, cut into weeks or months in the user's zone (decision 0032).
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Executor } from '#server/db/client.ts'
import { sqlNow } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import type { StudentStatistics, TrainerStatistics } from '#shared/api/statistics.ts'
import { SPECIALIZATIONS } from '#shared/catalogue.ts'
import { clock } from '#shared/clock.ts'
import { isLocale, type Locale } from '#shared/locales.ts'
import { PERIOD_BUCKETS, periodBuckets, type StatisticsPeriod, weekStart } from '#shared/statistics.ts'
import { addDays, addMonths, dateInZone, zonedInstant } from '#shared/time.ts'
import { personalRecords, revenueByMonth, type StatisticsWindow, topExercises } from './sources.ts'

const n = z.coerce.number()
const day = z.string()

interface Period {
  period: StatisticsPeriod
  bucket: 'week' | 'month'
  buckets: string[]
  today: string
  timeZone: string
  window: StatisticsWindow
}

/** A local date's midnight in `zone`, as SQL timestamptz (DST-correct: PostgreSQL's zone rules). */
const localMidnight = (date: string, zone: string): SQL =>
  sql`(${date}::date::timestamp at time zone ${zone})`

/** The local date (in `zone`) of the bucket an instant column falls in. */
const bucketOf = (column: SQL, bucket: 'week' | 'month', zone: string): SQL =>
  sql`(date_trunc(${bucket}, ${column} at time zone ${zone}))::date`

async function periodOf(
  db: Executor,
  userId: string,
  period: StatisticsPeriod,
  language: Locale | undefined,
): Promise<Period> {
  const user = await queryRow(
    db,
    z.object({ time_zone: z.string(), language: z.string().nullable() }),
    sql`select time_zone, language::text as language from users where id = ${userId}`,
  )
  if (!user) throw AppError.notFound()
  const now = clock.now()
  const today = dateInZone(now, user.time_zone)
  const buckets = periodBuckets(period, today)
  const first = buckets[0]!
  const { bucket } = PERIOD_BUCKETS[period]
  const lastMonth = `${today.slice(0, 8)}01`
  const months: string[] = []
  for (let m = `${first.slice(0, 8)}01`; m <= lastMonth; m = addMonths(m, 1)) months.push(m)
  return {
    period,
    bucket,
    buckets,
    today,
    timeZone: user.time_zone,
    window: {
      userId,
      from: zonedInstant(first, '00:00', user.time_zone),
      to: now,
      timeZone: user.time_zone,
      language: language ?? (isLocale(user.language) ? user.language : 'ru'),
      months,
    },
  }
}

function periodFields(p: Period, hasHistory: boolean) {
  return {
    period: p.period,
    bucket: p.bucket,
    timeZone: p.timeZone,
    from: p.buckets[0]!,
    to: p.today,
    hasHistory,
  }
}

/**
 * A student's statistics: attended sessions per bucket and by specialization over the period,
 * and the streak over all time. A session counts when the trainer marked it attended.
 */
export async function studentStatistics(
  db: Executor,
  userId: string,
  period: StatisticsPeriod,
  /** The exercises' names in this language (the screen's); default: the account's. */
  language?: Locale,
): Promise<StudentStatistics> {
  const p = await periodOf(db, userId, period, language)
  const zone = p.timeZone
  const attended = sql`bookings b join trainings t on t.id = b.training_id
    where b.student_id = ${userId} and b.status = 'attended' and t.status <> 'cancelled'
      and t.starts_at <= ${sqlNow()}`
  const perBucket = await queryRows(
    db,
    z.object({ start: day, specialization: z.enum(SPECIALIZATIONS), count: n }),
    sql`select to_char(${bucketOf(sql`t.starts_at`, p.bucket, zone)}, 'YYYY-MM-DD') as start,
               t.specialization, count(*) as count
        from ${attended} and t.starts_at >= ${localMidnight(p.buckets[0]!, zone)}
        group by 1, 2`,
  )
  // Gaps and islands: weeks that follow each other share `week - 7 * rank`.
  const runs = await queryRows(
    db,
    z.object({ length: n, last: day }),
    sql`with weeks as (
          select distinct ${bucketOf(sql`t.starts_at`, 'week', zone)} as week from ${attended}
        )
        select count(*) as length, to_char(max(week), 'YYYY-MM-DD') as last
        from (select week, week - 7 * (row_number() over (order by week))::int as island from weeks) r
        group by island`,
  )
  const counts = new Map<string, number>()
  const bySpecialization = new Map<string, number>()
  for (const row of perBucket) {
    counts.set(row.start, (counts.get(row.start) ?? 0) + row.count)
    bySpecialization.set(row.specialization, (bySpecialization.get(row.specialization) ?? 0) + row.count)
  }
  const sessions = p.buckets.map((start) => ({ start, count: counts.get(start) ?? 0 }))
  return {
    role: 'student',
    ...periodFields(p, runs.length > 0),
    sessions,
    totalSessions: sessions.reduce((sum, s) => sum + s.count, 0),
    streak: streakOf(runs, p.today),
    bySpecialization: SPECIALIZATIONS.filter((s) => bySpecialization.has(s))
      .map((specialization) => ({ specialization, count: bySpecialization.get(specialization)! }))
      .sort((a, b) => b.count - a.count),
    records: await personalRecords(db, p.window),
  }
}

/**
 * The streak from runs of consecutive weeks: the longest run, and the run that ends this week or
 * last week (a week without a session yet does not break the streak until it is over).
 */
export function streakOf(runs: { length: number; last: string }[], today: string) {
  const thisWeek = weekStart(today)
  const lastWeek = addDays(thisWeek, -7)
  return {
    current: runs.find((r) => r.last === thisWeek || r.last === lastWeek)?.length ?? 0,
    longest: runs.reduce((max, r) => Math.max(max, r.length), 0),
  }
}

/**
 * A trainer's statistics. A training is *held* when it has ended, was not cancelled and had at
 * least one student booked (not cancelled); attendance counts what the trainer marked.
 */
export async function trainerStatistics(
  db: Executor,
  userId: string,
  period: StatisticsPeriod,
  /** The exercises' names in this language (the screen's); default: the account's. */
  language?: Locale,
): Promise<TrainerStatistics> {
  const p = await periodOf(db, userId, period, language)
  const zone = p.timeZone
  const now = sqlNow()
  // The three aggregates are independent reads: run side by side on the pool (the server's time is
  // the slowest one's, not their sum; decision 0039).
  const [rows, revenue, exercises] = await Promise.all([
    queryRows(
      db,
      z.object({
        start: day.nullable(),
        held: n,
        attended: n,
        no_show: n,
        students: n,
      }),
      // One pass over the trainer's held trainings of the period, the bucket computed once per
      // training: held, attended and no-show from the counts the bookings trigger keeps on each
      // training (`booked_count > 0` = a booking not cancelled); only the distinct students read
      // bookings, the attended ones of those trainings, grouped first (hash aggregates, not
      // count(distinct …)). Decision 0042.
      sql`with held as materialized (
          select t.id, ${bucketOf(sql`t.starts_at`, p.bucket, zone)} as bucket, t.attended_count, t.no_show_count
          from trainings t
          where t.trainer_id = ${userId} and t.status <> 'cancelled' and t.booked_count > 0
            and t.starts_at >= ${localMidnight(p.buckets[0]!, zone)} and t.starts_at <= ${now}
            and t.ends_at <= ${now}
        ),
        came as materialized (
          select h.bucket, b.student_id
          from held h join bookings b on b.training_id = h.id and b.status = 'attended'
          where h.attended_count > 0
          group by h.bucket, b.student_id
        ),
        per_bucket as materialized (
          select bucket, count(*) as held, sum(attended_count) as attended, sum(no_show_count) as no_show
          from held group by bucket
        ),
        students as (select bucket, count(*) as students from came group by bucket)
        select to_char(pb.bucket, 'YYYY-MM-DD') as start, pb.held, pb.attended, pb.no_show,
               coalesce(s.students, 0) as students
        from per_bucket pb left join students s on s.bucket = pb.bucket
        union all
        select null, coalesce(sum(held), 0), coalesce(sum(attended), 0), coalesce(sum(no_show), 0),
               (select count(*) from (select distinct student_id from came) d)
        from per_bucket`,
    ),
    revenueByMonth(db, p.window),
    topExercises(db, p.window),
  ])
  const total = rows.find((r) => r.start === null)
  const byStart = new Map(rows.filter((r) => r.start !== null).map((r) => [r.start!, r]))
  const hasHistory =
    (total?.held ?? 0) > 0 ||
    ((
      await queryRow(
        db,
        z.object({ any: z.boolean() }),
        sql`select exists (
              select 1 from trainings t
              where t.trainer_id = ${userId} and t.status <> 'cancelled' and t.booked_count > 0
                and t.ends_at <= ${now}) as any`,
      )
    )?.any ??
      false)
  const marked = (total?.attended ?? 0) + (total?.no_show ?? 0)
  return {
    role: 'trainer',
    ...periodFields(p, hasHistory),
    sessions: p.buckets.map((start) => {
      const row = byStart.get(start)
      return {
        start,
        held: row?.held ?? 0,
        attended: row?.attended ?? 0,
        noShow: row?.no_show ?? 0,
        students: row?.students ?? 0,
      }
    }),
    totalHeld: total?.held ?? 0,
    attendanceRate: marked === 0 ? null : (total?.attended ?? 0) / marked,
    activeStudents: total?.students ?? 0,
    revenue,
    topExercises: exercises,
  }
}
