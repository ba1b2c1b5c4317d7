import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Executor } from '#server/db/client.ts'
import { PERSON_COLUMNS, personRow, toPerson } from '#server/db/people.ts'
import { isoTime } from '#server/db/sql-helpers.ts'
import { FREE_CANCEL, MIN_NOTICE } from '#server/db/trainer-terms.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import {
  type BookingSummary,
  PAY_WITH,
  TRAINING_VISIBILITIES,
  type Training,
  type TrainingAttendee,
} from '#shared/api/trainings.ts'
import { CURRENCIES, SPECIALIZATIONS, TRAINER_FORMATS } from '#shared/catalogue.ts'
import { MESSAGES } from '#shared/messages.ts'
import {
  BOOKING_STATUSES,
  bookingSeesOnlineLink,
  CANCELLED_BY,
  TRAINING_STATUSES,
} from '#shared/training-states.ts'

export const trainingNotFound = () => AppError.notFound(MESSAGES.trainingNotFound)

/**
 * Who may see a training: its trainer; anyone for a public one; for a students-only one, the
 * trainer's students and whoever holds or held a booking of it. Everyone else gets 404, so
 * private trainings are not even confirmed to exist.
 */
export const TRAINING_VISIBLE_TO = (viewerId: string) => sql`(
  t.trainer_id = ${viewerId}
  or t.visibility = 'public'
  or exists (select 1 from trainer_students ts where ts.trainer_id = t.trainer_id and ts.student_id = ${viewerId})
  or exists (select 1 from bookings vb where vb.training_id = t.id and vb.student_id = ${viewerId})
)`

export const BOOKING_SUMMARY_COLUMNS = sql`b.id as booking_id, b.status::text as booking_status,
  b.payment_method::text as payment_method, b.amount_due, b.currency as booking_currency,
  b.late_cancel, b.cancelled_by::text as cancelled_by, b.cancel_reason as booking_cancel_reason`

/** A row holding BOOKING_SUMMARY_COLUMNS. */
export const bookingSummaryRow = z.object({
  booking_id: z.string(),
  booking_status: z.enum(BOOKING_STATUSES),
  payment_method: z.enum(PAY_WITH),
  amount_due: z.number(),
  booking_currency: z.enum(CURRENCIES),
  late_cancel: z.boolean(),
  cancelled_by: z.enum(CANCELLED_BY).nullable(),
  booking_cancel_reason: z.string().nullable(),
})

export function toBookingSummary(row: z.output<typeof bookingSummaryRow>): BookingSummary {
  return {
    id: row.booking_id,
    status: row.booking_status,
    paymentMethod: row.payment_method,
    amountDue: row.amount_due,
    currency: row.booking_currency,
    lateCancel: row.late_cancel,
    cancelledBy: row.cancelled_by,
    cancelReason: row.booking_cancel_reason,
  }
}

const trainingRow = personRow.extend({
  title: z.string(),
  specialization: z.enum(SPECIALIZATIONS),
  format: z.enum(TRAINER_FORMATS),
  location: z.string(),
  online_url: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_min: z.number(),
  capacity: z.number(),
  booked_count: z.number(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  visibility: z.enum(TRAINING_VISIBILITIES),
  status: z.enum(TRAINING_STATUSES),
  cancel_reason: z.string().nullable(),
  template_id: z.string().nullable(),
  service_id: z.string().nullable(),
  notes: z.string(),
  allow_parallel: z.boolean(),
  booking_closes_at: z.string(),
  free_cancel_until: z.string(),
  manual_approval: z.boolean(),
  waitlist_count: z.number(),
  ahead_of_me: z.number(),
  on_waitlist: z.boolean(),
})

/**
 * One training as `viewerId` sees it (GET /api/trainings/{id} and every answer that carries a
 * training). Throws 404 when it does not exist or the viewer may not see it.
 */
export async function trainingDetails(db: Executor, trainingId: string, viewerId: string): Promise<Training> {
  const row = await queryRow(
    db,
    trainingRow,
    sql`
    select t.title, t.specialization, t.format::text as format, t.location, t.online_url,
           ${isoTime(sql`t.starts_at`)} as starts_at, ${isoTime(sql`t.ends_at`)} as ends_at,
           t.duration_min, t.capacity, t.booked_count, t.price, t.currency, t.visibility::text as visibility,
           t.status::text as status, t.cancel_reason, t.template_id, t.service_id, t.notes, t.allow_parallel,
           ${isoTime(sql`t.starts_at - ${MIN_NOTICE}`)} as booking_closes_at,
           ${isoTime(sql`t.starts_at - ${FREE_CANCEL}`)} as free_cancel_until,
           coalesce(tp.manual_approval, false) as manual_approval,
           (select count(*)::int from waitlist_entries w where w.training_id = t.id) as waitlist_count,
           (select count(*)::int + 1 from waitlist_entries w, waitlist_entries mine
             where mine.training_id = t.id and mine.student_id = ${viewerId}
               and w.training_id = t.id and (w.created_at, w.id) < (mine.created_at, mine.id)) as ahead_of_me,
           exists (select 1 from waitlist_entries mine
                    where mine.training_id = t.id and mine.student_id = ${viewerId}) as on_waitlist,
           ${PERSON_COLUMNS}
    from trainings t
    join users u on u.id = t.trainer_id
    left join trainer_profiles tp on tp.user_id = t.trainer_id
    where t.id = ${trainingId} and ${TRAINING_VISIBLE_TO(viewerId)}`,
  )
  if (!row) throw trainingNotFound()
  const isTrainer = row.id === viewerId

  const mine = await queryRow(
    db,
    bookingSummaryRow,
    sql`select ${BOOKING_SUMMARY_COLUMNS} from bookings b
        where b.training_id = ${trainingId} and b.student_id = ${viewerId}
        order by (b.status <> 'cancelled') desc, b.created_at desc limit 1`,
  )

  let attendees: TrainingAttendee[] = []
  if (isTrainer) {
    const booked = await queryRows(
      db,
      personRow.extend({
        booking_id: z.string(),
        booking_status: z.enum(BOOKING_STATUSES),
        payment_method: z.enum(PAY_WITH),
        amount_due: z.number(),
      }),
      sql`select b.id as booking_id, b.status::text as booking_status,
                 b.payment_method::text as payment_method, b.amount_due, ${PERSON_COLUMNS}
          from bookings b join users u on u.id = b.student_id
          where b.training_id = ${trainingId} and b.status <> 'cancelled'
          order by b.created_at, b.id`,
    )
    attendees = booked.map((b) => ({
      ...toPerson(b),
      bookingId: b.booking_id,
      bookingStatus: b.booking_status,
      paymentMethod: b.payment_method,
      amountDue: b.amount_due,
    }))
  }

  return {
    id: trainingId,
    trainer: toPerson(row),
    title: row.title,
    specialization: row.specialization,
    format: row.format,
    location: row.location,
    // The link of an online training is for its trainer and the students holding a place.
    onlineUrl: isTrainer || (mine && bookingSeesOnlineLink(mine.booking_status)) ? row.online_url : '',
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    durationMin: row.duration_min,
    capacity: row.capacity,
    bookedCount: row.booked_count,
    waitlistCount: row.waitlist_count,
    price: row.price,
    currency: row.currency,
    visibility: row.visibility,
    status: row.status,
    cancelReason: row.cancel_reason,
    templateId: row.template_id,
    serviceId: row.service_id,
    notes: row.notes,
    allowParallel: row.allow_parallel,
    bookingClosesAt: row.booking_closes_at,
    freeCancelUntil: row.free_cancel_until,
    manualApproval: row.manual_approval,
    myBooking: mine ? toBookingSummary(mine) : null,
    myWaitlistPosition: row.on_waitlist ? row.ahead_of_me : null,
    attendees,
  }
}
