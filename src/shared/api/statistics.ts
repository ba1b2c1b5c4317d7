// GET /api/statistics (PRODUCT.md §6 "statistics"; decision 0032).
import { z } from 'zod'
import { CURRENCIES, SPECIALIZATIONS } from '#shared/catalogue.ts'
import { LOCALES } from '#shared/locales.ts'
import { CURRENT_ROLES } from '#shared/roles.ts'
import { STATISTICS_PERIODS } from '#shared/statistics.ts'
import { success, uuid } from './common.ts'

export const statisticsQuery = z.object({
  /** Whose statistics: the caller's as a student, or as a trainer (needs the trainer role). Default: student. */
  role: z.enum(CURRENT_ROLES).default('student'),
  period: z.enum(STATISTICS_PERIODS).default('4w'),
  /**
   * The language of the exercises' names: the screen's. Default: the account's saved language,
   * else Russian (an account that never chose one reads the screen in its browser's language,
   * which only the client knows).
   */
  language: z.enum(LOCALES).optional(),
})
export type StatisticsQuery = z.input<typeof statisticsQuery>

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const count = z.number().int().min(0)

/** A record from logged workout sets: the set with the best estimated 1RM of an exercise. */
export const personalRecord = z.object({
  exerciseId: uuid,
  exercise: z.string(),
  /** The weight of that set, in kg; null for a bodyweight or timed exercise. */
  weightKg: z.number().nullable(),
  reps: z.number().int().nullable(),
  /** The local date of the set. */
  date: localDate,
})
export type PersonalRecord = z.infer<typeof personalRecord>

export const topExercise = z.object({ exerciseId: uuid, exercise: z.string(), sets: count })
export type TopExercise = z.infer<typeof topExercise>

/** Revenue of one currency, per month of the period (minor units); months without payments are 0. */
export const revenueSeries = z.object({
  currency: z.enum(CURRENCIES),
  months: z.array(z.object({ month: localDate, amount: z.number().int() })),
})
export type RevenueSeries = z.infer<typeof revenueSeries>

const periodFields = {
  period: z.enum(STATISTICS_PERIODS),
  bucket: z.enum(['week', 'month']),
  /** The user's zone: every bucket and streak week is cut in it. */
  timeZone: z.string(),
  /** The first local date of the period and today, in the user's zone. */
  from: localDate,
  to: localDate,
  /** Anything ever (not only in this period): false means the page shows its empty state. */
  hasHistory: z.boolean(),
}

export const studentStatistics = z.object({
  role: z.literal('student'),
  ...periodFields,
  /** Attended sessions per bucket, oldest first; `start` is the bucket's first local date. */
  sessions: z.array(z.object({ start: localDate, count })),
  totalSessions: count,
  /** Consecutive ISO weeks (in the user's zone) with at least one attended session, all time. */
  streak: z.object({ current: count, longest: count }),
  bySpecialization: z.array(z.object({ specialization: z.enum(SPECIALIZATIONS), count })),
  records: z.array(personalRecord),
})
export type StudentStatistics = z.infer<typeof studentStatistics>

export const trainerStatistics = z.object({
  role: z.literal('trainer'),
  ...periodFields,
  /** Per bucket: trainings held, marked attendances and no-shows, distinct students who attended. */
  sessions: z.array(
    z.object({ start: localDate, held: count, attended: count, noShow: count, students: count }),
  ),
  totalHeld: count,
  /** attended / (attended + no-show) over the period, 0–1; null when no attendance was marked. */
  attendanceRate: z.number().min(0).max(1).nullable(),
  /** Distinct students who attended a training in the period. */
  activeStudents: count,
  /** Paid revenue per currency ([] when nothing was paid in the period); null hides the chart. */
  revenue: z.array(revenueSeries).nullable(),
  topExercises: z.array(topExercise),
})
export type TrainerStatistics = z.infer<typeof trainerStatistics>

export const statistics = z.discriminatedUnion('role', [studentStatistics, trainerStatistics])
export type Statistics = z.infer<typeof statistics>
export const statisticsResponse = success({ data: statistics })
