// A trainer's booking terms in SQL, over `trainer_profiles tp` (left-joined: a trainer without a
// profile has the defaults of shared/constants.ts).
import { sql } from 'drizzle-orm'
import { DEFAULT_FREE_CANCEL_MINUTES, DEFAULT_MIN_NOTICE_MINUTES } from '#shared/constants.ts'

/** How long before the start bookings close, as an interval. */
export const MIN_NOTICE = sql`make_interval(mins => coalesce(tp.min_notice_minutes, ${sql.raw(String(DEFAULT_MIN_NOTICE_MINUTES))}))`

/** How long before the start a student may still cancel free of charge, as an interval. */
export const FREE_CANCEL = sql`make_interval(mins => coalesce(tp.free_cancel_minutes, ${sql.raw(String(DEFAULT_FREE_CANCEL_MINUTES))}))`
