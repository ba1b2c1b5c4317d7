// Bookings waiting for a manual-approval trainer: they appear in /trainer-requests next to the
// requests to train (PRODUCT.md §2 "Trainer request"), and are accepted or declined there.
import { sql } from 'drizzle-orm'
import { AppError } from '#server/app-error.ts'
import type { Db } from '#server/db/client.ts'
import { PERSON_COLUMNS, toPerson } from '#server/db/people.ts'
import { isoTime, sqlNow } from '#server/db/sql-helpers.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import { forStudent, trainingFacts } from '#server/modules/notifications/index.ts'
import type { TrainerRequest } from '#shared/api/catalogue.ts'
import { MESSAGES } from '#shared/messages.ts'
import { lockTraining } from './rules.ts'
import { promoteWaitlist } from './waitlist.ts'

const BOOKING_REQUEST_COLUMNS = sql`b.id as request_id, b.status::text as booking_status,
  ${isoTime(sql`b.created_at`)} as created_at, t.id as training_id, t.title,
  ${isoTime(sql`t.starts_at`)} as starts_at, ${PERSON_COLUMNS}`

const REQUEST_STATUS = { requested: 'pending', cancelled: 'declined' } as const

function toBookingRequest(row: Record<string, unknown>): TrainerRequest {
  const status = row.booking_status as string
  return {
    id: row.request_id as string,
    kind: 'booking',
    student: toPerson(row),
    message: '',
    preferredTimes: '',
    status: REQUEST_STATUS[status as keyof typeof REQUEST_STATUS] ?? 'accepted',
    createdAt: row.created_at as string,
    training: {
      id: row.training_id as string,
      title: row.title as string,
      startsAt: row.starts_at as string,
    },
  }
}

/** Requested bookings of the trainer's scheduled trainings that have not started. */
export async function pendingBookingRequests(db: Db, trainerId: string): Promise<TrainerRequest[]> {
  const { rows } = await db.execute(sql`
    select ${BOOKING_REQUEST_COLUMNS}
    from trainings t
    join bookings b on b.training_id = t.id
    join users u on u.id = b.student_id
    where t.trainer_id = ${trainerId} and t.status = 'scheduled' and t.starts_at > ${sqlNow()}
      and b.status = 'requested'
    order by b.created_at, b.id`)
  return rows.map(toBookingRequest)
}

/**
 * Accepts (confirms; the student becomes one of the trainer's students) or declines (cancels
 * by the trainer with the reason, freeing the place for the waitlist) a requested booking of
 * the trainer's training. Null when `bookingId` is no booking of the trainer's.
 */
export async function decideBookingRequest(
  db: Db,
  trainerId: string,
  bookingId: string,
  decision: { accept: true } | { accept: false; reason: string },
  changes: Effects,
): Promise<TrainerRequest | null> {
  return db.transaction(async (tx) => {
    const { rows: found } = await tx.execute(sql`
      select b.training_id, b.student_id from bookings b join trainings t on t.id = b.training_id
      where b.id = ${bookingId} and t.trainer_id = ${trainerId}`)
    const booking = found[0]
    if (!booking) return null
    const training = await lockTraining(tx, booking.training_id as string, trainerId)
    const { rows: state } = await tx.execute(sql`
      select status::text as status from bookings where id = ${bookingId} for update`)
    if (state[0]!.status !== 'requested')
      throw AppError.conflict('request_not_pending', MESSAGES.requestNotPending)
    if (decision.accept) {
      if (training.started) throw AppError.unprocessable('too_late', MESSAGES.trainingStarted)
      await tx.execute(sql`
        update bookings set status = 'confirmed', updated_at = ${sqlNow()} where id = ${bookingId}`)
      await tx.execute(sql`
        insert into trainer_students (trainer_id, student_id, since)
        values (${trainerId}, ${booking.student_id as string}, ${sqlNow()}) on conflict do nothing`)
      // A request already held its place: only the student's and the trainer's view changes.
      changes.add(booking.student_id as string, 'student', training.id).add(trainerId, 'trainer', training.id)
      await changes.notify(tx, {
        userId: booking.student_id as string,
        type: 'booking_confirmed',
        data: { ...forStudent(await trainingFacts(tx, training.id)), bookingId },
      })
    } else {
      // Before the promotion, which takes people off the waitlist.
      await changes.addTrainingAudience(tx, training.id)
      await tx.execute(sql`
        update bookings
           set status = 'cancelled', cancelled_by = 'trainer', cancelled_at = ${sqlNow()},
               cancel_reason = ${decision.reason || null}, updated_at = ${sqlNow()}
         where id = ${bookingId}`)
      await changes.notify(tx, {
        userId: booking.student_id as string,
        type: 'booking_declined',
        data: {
          ...forStudent(await trainingFacts(tx, training.id)),
          bookingId,
          ...(decision.reason ? { reason: decision.reason } : {}),
        },
      })
      await promoteWaitlist(tx, training.id, trainerId, changes)
    }
    const { rows } = await tx.execute(sql`
      select ${BOOKING_REQUEST_COLUMNS}
      from bookings b join trainings t on t.id = b.training_id join users u on u.id = b.student_id
      where b.id = ${bookingId}`)
    return toBookingRequest(rows[0]!)
  })
}
