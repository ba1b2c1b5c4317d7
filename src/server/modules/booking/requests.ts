// Bookings waiting for a manual-approval trainer: they appear in /trainer-requests next to the
// requests to train (PRODUCT.md §2 "Trainer request"), and are accepted or declined there.
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db } from '#server/db/client.ts'
import { PERSON_COLUMNS, personRow, toPerson } from '#server/db/people.ts'
import { bookings, trainings } from '#server/db/schema.ts'
import { isoTime, sqlNow } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import { cancelBookingPayments, returnSession } from '#server/modules/money/index.ts'
import { forStudent, trainingFacts } from '#server/modules/notifications/index.ts'
import type { TrainerRequest } from '#shared/api/catalogue.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import { BOOKING_STATUSES } from '#shared/training-states.ts'
import { lockTraining, makeTrainersStudent, releaseBooking } from './rules.ts'
import { promoteWaitlist } from './waitlist.ts'

const BOOKING_REQUEST_COLUMNS = sql`b.id as request_id, b.status::text as booking_status,
  ${isoTime(sql`b.created_at`)} as created_at, t.id as training_id, t.title,
  ${isoTime(sql`t.starts_at`)} as starts_at, ${PERSON_COLUMNS}`

const bookingRequestRow = personRow.extend({
  request_id: z.string(),
  booking_status: z.enum(BOOKING_STATUSES),
  created_at: z.string(),
  training_id: z.string(),
  title: z.string(),
  starts_at: z.string(),
})

function requestStatus(status: (typeof BOOKING_STATUSES)[number]): TrainerRequest['status'] {
  if (status === 'requested') return 'pending'
  if (status === 'cancelled') return 'declined'
  return 'accepted'
}

function toBookingRequest(row: z.output<typeof bookingRequestRow>): TrainerRequest {
  return {
    id: row.request_id,
    kind: 'booking',
    student: toPerson(row),
    message: '',
    preferredTimes: '',
    status: requestStatus(row.booking_status),
    createdAt: row.created_at,
    training: { id: row.training_id, title: row.title, startsAt: row.starts_at },
  }
}

/** Requested bookings of the trainer's scheduled trainings that have not started. */
export async function pendingBookingRequests(db: Db, trainerId: string): Promise<TrainerRequest[]> {
  const rows = await queryRows(
    db,
    bookingRequestRow,
    sql`
    select ${BOOKING_REQUEST_COLUMNS}
    from trainings t
    join bookings b on b.training_id = t.id
    join users u on u.id = b.student_id
    where t.trainer_id = ${trainerId} and t.status = 'scheduled' and t.starts_at > ${sqlNow()}
      and b.status = 'requested'
    order by b.created_at, b.id`,
  )
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
    const [booking] = await tx
      .select({ trainingId: bookings.trainingId, studentId: bookings.studentId })
      .from(bookings)
      .innerJoin(trainings, eq(trainings.id, bookings.trainingId))
      .where(and(eq(bookings.id, bookingId), eq(trainings.trainerId, trainerId)))
    if (!booking) return null
    const training = await lockTraining(tx, booking.trainingId, trainerId)
    const [state] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update')
    if (state!.status !== 'requested')
      throw AppError.conflict('request_not_pending', MESSAGES.requestNotPending)
    if (decision.accept) {
      if (training.started) throw AppError.unprocessable('too_late', MESSAGES.trainingStarted)
      await tx
        .update(bookings)
        .set({ status: 'confirmed', updatedAt: clock.now() })
        .where(eq(bookings.id, bookingId))
      await makeTrainersStudent(tx, trainerId, booking.studentId)
      // A request already held its place: only the student's and the trainer's view changes.
      changes.add(booking.studentId, 'student', training.id).add(trainerId, 'trainer', training.id)
      await changes.notify(tx, {
        userId: booking.studentId,
        type: 'booking_confirmed',
        data: { ...forStudent(await trainingFacts(tx, training.id)), bookingId },
      })
    } else {
      // Before the promotion, which takes people off the waitlist.
      await changes.addTrainingAudience(tx, training.id)
      await tx
        .update(bookings)
        .set({
          status: 'cancelled',
          cancelledBy: 'trainer',
          cancelledAt: clock.now(),
          cancelReason: decision.reason || null,
          updatedAt: clock.now(),
        })
        .where(eq(bookings.id, bookingId))
      await returnSession(tx, bookingId, 'declined')
      await cancelBookingPayments(tx, sql`${bookingId}::uuid`)
      await changes.notify(tx, {
        userId: booking.studentId,
        type: 'booking_declined',
        data: {
          ...forStudent(await trainingFacts(tx, training.id)),
          bookingId,
          ...(decision.reason ? { reason: decision.reason } : {}),
        },
      })
      await promoteWaitlist(tx, training.id, trainerId, changes)
    }
    const decided = await queryRow(
      tx,
      bookingRequestRow,
      sql`select ${BOOKING_REQUEST_COLUMNS}
          from bookings b join trainings t on t.id = b.training_id join users u on u.id = b.student_id
          where b.id = ${bookingId}`,
    )
    return toBookingRequest(decided!)
  })
}

/**
 * Lets go of every booking request its trainer left unanswered until the training started
 * (decision 0059): the request is cancelled by the system, its session returned, its payment
 * dropped, and the student told that the trainer did not confirm it in time. Nobody is promoted
 * from the waitlist: the training has started. Returns how many were let go.
 */
export async function expireUnansweredRequests(db: Db, changes: Effects): Promise<number> {
  const due = await queryRows(
    db,
    z.object({ id: z.string(), training_id: z.string() }),
    sql`select b.id, b.training_id from bookings b join trainings t on t.id = b.training_id
        where b.status = 'requested' and t.starts_at <= ${sqlNow()}
        order by b.training_id, b.id`,
  )
  if (due.length === 0) return 0
  return db.transaction(async (tx) => {
    let expired = 0
    for (const request of due) {
      // Under the training's lock, as every change of its bookings (rules.ts lockTraining).
      const training = await lockTraining(tx, request.training_id, null)
      const released = await releaseBooking(tx, request.id, { by: 'unanswered' })
      if (!released) continue
      expired += 1
      await returnSession(tx, request.id, 'request_expired')
      await cancelBookingPayments(tx, sql`${request.id}::uuid`)
      changes.add(released.studentId, 'student', training.id).add(training.trainerId, 'trainer', training.id)
      await changes.notify(tx, {
        userId: released.studentId,
        type: 'booking_declined',
        data: {
          ...forStudent(await trainingFacts(tx, training.id)),
          bookingId: request.id,
          unanswered: true,
        },
      })
    }
    return expired
  })
}
