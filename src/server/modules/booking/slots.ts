// GET /api/trainers/{id}/slots: what a trainer's profile offers to book (PRODUCT.md §3
// "/trainer-profile/{id}": free slots for the next 14 days).
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db } from '#server/db/client.ts'
import { isoTime, sqlNow } from '#server/db/sql-helpers.ts'
import { MIN_NOTICE } from '#server/db/trainer-terms.ts'
import { queryRows } from '#server/db/typed-sql.ts'
import { isVisibleTrainer } from '#server/modules/catalogue/index.ts'
import { SLOTS_DAYS, SLOTS_MAX_SPAN_DAYS, type Slot, TRAINING_VISIBILITIES } from '#shared/api/trainings.ts'
import { CURRENCIES, SPECIALIZATIONS, TRAINER_FORMATS } from '#shared/catalogue.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import { TRAINING_VISIBLE_TO } from './training-view.ts'

const DAY_MS = 86_400_000

/**
 * The trainer's scheduled trainings the caller may see that start in [from, to) and past the
 * trainer's minimum notice, full ones included (placesLeft 0) so that the waitlist can be
 * offered. `from` defaults to now, `to` to 14 days after `from`; at most 62 days at once.
 */
export async function trainerSlots(
  db: Db,
  trainerId: string,
  viewerId: string,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<Slot[]> {
  const from = query.from ? new Date(query.from) : clock.now()
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + SLOTS_DAYS * DAY_MS)
  if (to < from) throw AppError.badRequest(MESSAGES.fieldsInvalid, { to: MESSAGES.scheduleRange })
  if (to.getTime() - from.getTime() > SLOTS_MAX_SPAN_DAYS * DAY_MS)
    throw AppError.badRequest(MESSAGES.fieldsInvalid, { to: MESSAGES.slotsRangeTooLong })
  if (trainerId !== viewerId && !(await isVisibleTrainer(db, trainerId)))
    throw AppError.notFound(MESSAGES.trainerNotFound)

  const rows = await queryRows(
    db,
    z.object({
      id: z.string(),
      title: z.string(),
      specialization: z.enum(SPECIALIZATIONS),
      format: z.enum(TRAINER_FORMATS),
      location: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      capacity: z.number(),
      places_left: z.number(),
      price: z.number(),
      currency: z.enum(CURRENCIES),
      visibility: z.enum(TRAINING_VISIBILITIES),
      booked: z.boolean(),
      on_waitlist: z.boolean(),
    }),
    sql`
    select t.id, t.title, t.specialization, t.format::text as format, t.location,
           ${isoTime(sql`t.starts_at`)} as starts_at, ${isoTime(sql`t.ends_at`)} as ends_at,
           t.capacity, t.capacity - t.booked_count as places_left, t.price, t.currency,
           t.visibility::text as visibility,
           exists (select 1 from bookings mb where mb.training_id = t.id and mb.student_id = ${viewerId}
                     and mb.status <> 'cancelled') as booked,
           exists (select 1 from waitlist_entries mw where mw.training_id = t.id
                     and mw.student_id = ${viewerId}) as on_waitlist
    from trainings t
    left join trainer_profiles tp on tp.user_id = t.trainer_id
    where t.trainer_id = ${trainerId} and t.status = 'scheduled'
      and t.starts_at >= ${from.toISOString()} and t.starts_at < ${to.toISOString()}
      and t.starts_at > ${sqlNow()} + ${MIN_NOTICE}
      and ${TRAINING_VISIBLE_TO(viewerId)}
    order by t.starts_at, t.id`,
  )
  return rows.map((row) => ({
    trainingId: row.id,
    title: row.title,
    specialization: row.specialization,
    format: row.format,
    location: row.location,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    capacity: row.capacity,
    placesLeft: row.places_left,
    price: row.price,
    currency: row.currency,
    visibility: row.visibility,
    booked: row.booked,
    onWaitlist: row.on_waitlist,
  }))
}
