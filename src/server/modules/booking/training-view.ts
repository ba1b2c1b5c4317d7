import { sql } from 'drizzle-orm'
import { AppError } from '#server/app-error.ts'
import type { Executor } from '#server/db/client.ts'
import { PERSON_COLUMNS, toPerson } from '#server/db/people.ts'
import { isoTime } from '#server/db/sql-helpers.ts'
import { FREE_CANCEL, MIN_NOTICE } from '#server/db/trainer-terms.ts'
import type {
  BookingStatus,
  BookingSummary,
  PayWith,
  Training,
  TrainingAttendee,
  TrainingStatus,
  TrainingVisibility,
} from '#shared/api/trainings.ts'
import type { Currency, Specialization, TrainerFormat } from '#shared/catalogue.ts'
import { MESSAGES } from '#shared/messages.ts'

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

export function toBookingSummary(row: Record<string, unknown>): BookingSummary {
  return {
    id: row.booking_id as string,
    status: row.booking_status as BookingStatus,
    paymentMethod: row.payment_method as PayWith,
    amountDue: row.amount_due as number,
    currency: row.booking_currency as Currency,
    lateCancel: row.late_cancel as boolean,
    cancelledBy: (row.cancelled_by as BookingSummary['cancelledBy']) ?? null,
    cancelReason: (row.booking_cancel_reason as string | null) ?? null,
  }
}

/**
 * One training as `viewerId` sees it (GET /api/trainings/{id} and every answer that carries a
 * training). Throws 404 when it does not exist or the viewer may not see it.
 */
export async function trainingDetails(db: Executor, trainingId: string, viewerId: string): Promise<Training> {
  const { rows } = await db.execute(sql`
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
    where t.id = ${trainingId} and ${TRAINING_VISIBLE_TO(viewerId)}`)
  const row = rows[0]
  if (!row) throw trainingNotFound()
  const isTrainer = toPerson(row).id === viewerId

  const { rows: mine } = await db.execute(sql`
    select ${BOOKING_SUMMARY_COLUMNS} from bookings b
    where b.training_id = ${trainingId} and b.student_id = ${viewerId}
    order by (b.status <> 'cancelled') desc, b.created_at desc limit 1`)

  let attendees: TrainingAttendee[] = []
  if (isTrainer) {
    const { rows: booked } = await db.execute(sql`
      select b.id as booking_id, b.status::text as booking_status, b.payment_method::text as payment_method,
             b.amount_due, ${PERSON_COLUMNS}
      from bookings b join users u on u.id = b.student_id
      where b.training_id = ${trainingId} and b.status <> 'cancelled'
      order by b.created_at, b.id`)
    attendees = booked.map((b) => ({
      ...toPerson(b),
      bookingId: b.booking_id as string,
      bookingStatus: b.booking_status as BookingStatus,
      paymentMethod: b.payment_method as PayWith,
      amountDue: b.amount_due as number,
    }))
  }

  return {
    id: trainingId,
    trainer: toPerson(row),
    title: row.title as string,
    specialization: row.specialization as Specialization,
    format: row.format as TrainerFormat,
    location: row.location as string,
    onlineUrl: row.online_url as string,
    startsAt: row.starts_at as string,
    endsAt: row.ends_at as string,
    durationMin: row.duration_min as number,
    capacity: row.capacity as number,
    bookedCount: row.booked_count as number,
    waitlistCount: row.waitlist_count as number,
    price: row.price as number,
    currency: row.currency as Currency,
    visibility: row.visibility as TrainingVisibility,
    status: row.status as TrainingStatus,
    cancelReason: (row.cancel_reason as string | null) ?? null,
    templateId: (row.template_id as string | null) ?? null,
    serviceId: (row.service_id as string | null) ?? null,
    notes: row.notes as string,
    allowParallel: row.allow_parallel as boolean,
    bookingClosesAt: row.booking_closes_at as string,
    freeCancelUntil: row.free_cancel_until as string,
    manualApproval: row.manual_approval as boolean,
    myBooking: mine[0] ? toBookingSummary(mine[0]) : null,
    myWaitlistPosition: row.on_waitlist ? (row.ahead_of_me as number) : null,
    attendees,
  }
}
