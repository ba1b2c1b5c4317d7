// Booking, cancelling, attendance and cancelling a whole training (PRODUCT.md §2 "Booking";
// §6 "booking"; decision 0009). Every write locks the training first (rules.ts lockTraining).
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { bookings, trainings, waitlistEntries } from '#server/db/schema.ts'
import { isoTime } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import type { AuthContext } from '#server/http/authenticate.ts'
import { assertTrainerStanding } from '#server/http/authenticate.ts'
import {
  cancelBookingPayments,
  returnSession,
  returnSessionsOfTraining,
} from '#server/modules/money/index.ts'
import { forStudent, forTrainer, trainingFacts } from '#server/modules/notifications/index.ts'
import type { Booking, createBookingBody } from '#shared/api/booking.ts'
import type { BookingStatus, Training } from '#shared/api/trainings.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import { STAFF_MESSAGES } from '#shared/staff-messages.ts'
import {
  cancelReturns,
  dropStudentsWithoutBasis,
  isTrainersStudent,
  lockTraining,
  makeTrainersStudent,
  type PaymentTerms,
  paymentTerms,
  placeBooking,
  placeRefusal,
  reinstateForfeited,
  releaseBooking,
  settleBooking,
} from './rules.ts'
import {
  BOOKING_SUMMARY_COLUMNS,
  bookingSummaryRow,
  toBookingSummary,
  trainingDetails,
} from './training-view.ts'
import { promoteWaitlist } from './waitlist.ts'

type CreateInput = z.output<typeof createBookingBody>

export const bookingNotFound = () => AppError.notFound(MESSAGES.bookingNotFound)
export const notYourTraining = () => AppError.forbidden(MESSAGES.notYourTraining)

/** A booking with its training as `viewerId` sees it. */
export async function bookingView(tx: Executor, bookingId: string, viewerId: string): Promise<Booking> {
  const row = await queryRow(
    tx,
    bookingSummaryRow.extend({
      training_id: z.string(),
      student_id: z.string(),
      created_at: z.string(),
      payment_id: z.string().nullable(),
      invoice_link: z.string().nullable(),
    }),
    sql`select ${BOOKING_SUMMARY_COLUMNS}, b.training_id, b.student_id,
               ${isoTime(sql`b.created_at`)} as created_at, b.payment_id,
               (select p.invoice_link from payments p
                 where p.id = b.payment_id and p.status = 'pending' and p.method = 'telegram') as invoice_link
        from bookings b where b.id = ${bookingId}`,
  )
  if (!row) throw bookingNotFound()
  return {
    ...toBookingSummary(row),
    trainingId: row.training_id,
    studentId: row.student_id,
    createdAt: row.created_at,
    paymentId: row.payment_id,
    invoiceLink: row.student_id === viewerId ? row.invoice_link : null,
    training: await trainingDetails(tx, row.training_id, viewerId),
  }
}

/**
 * Books a place for the caller. The checks read the training under its row lock; the place
 * itself and "one active booking" are the database's to refuse (placeBooking).
 */
export async function createBooking(
  db: Db,
  studentId: string,
  input: CreateInput,
  changes: Effects,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const training = await lockTraining(tx, input.trainingId, studentId)
    const candidate = {
      id: studentId,
      isTrainersStudent: await isTrainersStudent(tx, training.trainerId, studentId),
    }
    const refusal = placeRefusal(training, candidate, { minimumNotice: true })
    if (refusal) throw refusal
    await changes.addTrainingAudience(tx, training.id)
    // A place cancelled late and booked again is the same place, already paid for (decision 0059).
    const reinstated = await reinstateForfeited(tx, training, studentId)
    let terms: PaymentTerms | null = null
    if (!reinstated) {
      const chosen = await paymentTerms(tx, training, studentId, input.payWith, input.subscriptionId)
      if (chosen instanceof AppError) throw chosen
      terms = chosen
    }
    const placed = reinstated ?? (await placeBooking(tx, training, studentId, terms!))
    if (terms) await settleBooking(tx, training, placed, studentId, terms, changes)
    changes.add(studentId, 'student', training.id)
    const facts = await trainingFacts(tx, training.id)
    if (placed.status === 'requested') {
      await changes.notify(tx, {
        userId: training.trainerId,
        type: 'booking_requested',
        data: await forTrainer(tx, facts, studentId, placed.id),
      })
    } else {
      // A place held for a Telegram invoice is confirmed to the student when it is paid (the
      // gateway's credit): "booking confirmed" beside "pay within 30 minutes" told them two things.
      if (!(terms?.paymentMethod === 'telegram' && terms.amountDue > 0)) {
        await changes.notify(tx, {
          userId: studentId,
          type: 'booking_confirmed',
          data: { ...forStudent(facts), bookingId: placed.id },
        })
      }
      // The trainer hears of every new place taken, not only of requests.
      await changes.notify(tx, {
        userId: training.trainerId,
        type: 'booking_created',
        data: await forTrainer(tx, facts, studentId, placed.id),
      })
    }
    return bookingView(tx, placed.id, studentId)
  })
}

interface BookingParties {
  trainingId: string
  studentId: string
  trainerId: string
}

/** The booking if the caller is its student or its training's trainer; 404 to anyone else. */
async function bookingParties(tx: Executor, bookingId: string, callerId: string): Promise<BookingParties> {
  const [row] = await tx
    .select({
      trainingId: bookings.trainingId,
      studentId: bookings.studentId,
      trainerId: trainings.trainerId,
    })
    .from(bookings)
    .innerJoin(trainings, eq(trainings.id, bookings.trainingId))
    .where(
      and(
        eq(bookings.id, bookingId),
        or(eq(bookings.studentId, callerId), eq(trainings.trainerId, callerId)),
      ),
    )
  if (!row) throw bookingNotFound()
  return row
}

/** The booking's status, locked; call after the training's lock. */
async function lockedStatus(tx: Executor, bookingId: string): Promise<BookingStatus> {
  return (await lockedBooking(tx, bookingId)).status
}

/** The booking's status and whether it cancels free until the start, locked. */
async function lockedBooking(
  tx: Executor,
  bookingId: string,
): Promise<{ status: BookingStatus; cancelsFree: boolean }> {
  const [row] = await tx
    .select({ status: bookings.status, cancelsFree: bookings.cancelsFree })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update')
  return row!
}

const HOLDS_REQUEST_OR_PLACE: readonly BookingStatus[] = ['requested', 'confirmed']

/**
 * Cancels an active booking before the training starts, by its student or by the training's
 * trainer, and gives the freed place to the waitlist in the same transaction. A student's
 * cancellation of a confirmed booking after the free-cancellation deadline is late (it will
 * cost a subscription session), unless the booking cancels free (`cancels_free`); a request the
 * trainer never confirmed costs nothing.
 */
export async function cancelBooking(
  db: Db,
  auth: AuthContext,
  bookingId: string,
  reason: string,
  changes: Effects,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const parties = await bookingParties(tx, bookingId, auth.userId)
    const byTrainer = parties.studentId !== auth.userId
    if (byTrainer) assertTrainerStanding(auth)
    const training = await lockTraining(tx, parties.trainingId, auth.userId)
    const { status, cancelsFree } = await lockedBooking(tx, bookingId)
    if (status === 'cancelled') throw AppError.conflict('booking_not_active', MESSAGES.bookingNotActive)
    if (training.started || !HOLDS_REQUEST_OR_PLACE.includes(status))
      throw AppError.unprocessable('too_late', MESSAGES.trainingStarted)
    // A place whose terms the student did not choose (moved by the trainer, given late by the
    // waitlist) cancels free until the start (decision 0059).
    const late = !byTrainer && status === 'confirmed' && training.freeCancelPassed && !cancelsFree
    // The audience before the promotion, which takes people off the waitlist.
    await changes.addTrainingAudience(tx, training.id)
    await releaseBooking(tx, bookingId, { by: byTrainer ? 'trainer' : 'student', reason, late })
    const returns = cancelReturns(training, late)
    if (returns.session)
      await returnSession(
        tx,
        bookingId,
        byTrainer ? 'cancelled_by_trainer' : late ? 'late_cancel_forgiven' : 'cancelled_in_time',
      )
    if (returns.payment) await cancelBookingPayments(tx, sql`${bookingId}::uuid`)
    const facts = await trainingFacts(tx, training.id)
    await changes.notify(
      tx,
      byTrainer
        ? {
            userId: parties.studentId,
            type: 'booking_cancelled',
            data: { ...forStudent(facts), bookingId, cancelledBy: 'trainer', ...(reason ? { reason } : {}) },
          }
        : {
            userId: parties.trainerId,
            type: 'booking_cancelled',
            data: {
              ...(await forTrainer(tx, facts, parties.studentId, bookingId)),
              cancelledBy: 'student',
              ...(reason ? { reason } : {}),
            },
          },
    )
    await promoteWaitlist(tx, training.id, training.trainerId, changes)
    return bookingView(tx, bookingId, auth.userId)
  })
}

/**
 * The trainer marks whether the student came, once the training has started. Attending makes
 * the student one of the trainer's students (and unlocks a review of the trainer).
 */
export async function markAttendance(
  db: Db,
  auth: AuthContext,
  bookingId: string,
  attended: boolean,
  changes: Effects,
): Promise<{ id: string; status: BookingStatus }> {
  return db.transaction(async (tx) => {
    const parties = await bookingParties(tx, bookingId, auth.userId)
    if (parties.trainerId !== auth.userId) throw notYourTraining()
    assertTrainerStanding(auth)
    const training = await lockTraining(tx, parties.trainingId, auth.userId)
    if (!training.started) throw AppError.unprocessable('attendance_too_early', MESSAGES.attendanceTooEarly)
    const status = await lockedStatus(tx, bookingId)
    if (status !== 'confirmed' && status !== 'attended' && status !== 'no_show')
      throw AppError.unprocessable('attendance_not_confirmed', MESSAGES.attendanceNotConfirmed)
    const next: BookingStatus = attended ? 'attended' : 'no_show'
    await tx
      .update(bookings)
      .set({ status: next, attendanceMarkedAt: clock.now(), updatedAt: clock.now() })
      .where(eq(bookings.id, bookingId))
    if (attended) await makeTrainersStudent(tx, parties.trainerId, parties.studentId)
    // Only this booking changed, not the places: the others on the training are not told, or a
    // roll call of a group would make every member sync once per name.
    changes.add(parties.studentId, 'student', training.id).add(parties.trainerId, 'trainer', training.id)
    return { id: bookingId, status: next }
  })
}

/**
 * Who cancels a whole training: its trainer, staff (an admin) acting on any trainer's, or the
 * trainer's account being deleted (departure.ts: no standing to check, the trainer is leaving).
 */
export type TrainingCanceller =
  | { by: 'trainer'; auth: AuthContext }
  | { by: 'staff'; actorId: string }
  | { by: 'departing_trainer'; trainerId: string }

/** What a training was before a cancellation changed it (for the audit trail). */
export interface CancelledTraining {
  trainerId: string
  title: string
  before: { status: 'scheduled'; activeBookings: number; waitlist: number }
}

/**
 * The trainer cancels a training that has not ended: every booking still holding a place or
 * waiting for approval is cancelled by the trainer with the reason, and the waitlist is emptied.
 */
export async function cancelTraining(
  db: Db,
  auth: AuthContext,
  trainingId: string,
  reason: string,
  changes: Effects,
): Promise<Training> {
  return db.transaction(async (tx) => {
    await cancelTrainingIn(tx, trainingId, reason, changes, { by: 'trainer', auth })
    return trainingDetails(tx, trainingId, auth.userId)
  })
}

/**
 * Cancels a training inside `tx` (the caller's transaction, so that staff can record the audit
 * entry in it): the same state machine and effects for its trainer and for staff. Bookings that
 * hold a place or wait for approval are cancelled with the reason, the waitlist is emptied, and
 * everyone who loses the training is told; when staff cancel, the trainer is told too (and the
 * bookings are cancelled by `system`: neither side chose it). The training is locked first.
 */
export async function cancelTrainingIn(
  tx: Executor,
  trainingId: string,
  reason: string,
  changes: Effects,
  canceller: TrainingCanceller,
): Promise<CancelledTraining> {
  const byStaff = canceller.by === 'staff'
  // Staff see every training, students-only ones too; a trainer sees their own.
  const training = await lockTraining(
    tx,
    trainingId,
    canceller.by === 'trainer'
      ? canceller.auth.userId
      : canceller.by === 'staff'
        ? null
        : canceller.trainerId,
  )
  if (canceller.by === 'trainer') {
    if (training.trainerId !== canceller.auth.userId) throw notYourTraining()
    assertTrainerStanding(canceller.auth)
  } else if (canceller.by === 'departing_trainer' && training.trainerId !== canceller.trainerId) {
    throw notYourTraining()
  }
  if (training.status === 'cancelled')
    throw byStaff
      ? AppError.conflict('training_cancelled', STAFF_MESSAGES.trainingAlreadyCancelled)
      : AppError.conflict('training_cancelled', MESSAGES.trainingCancelled)
  if (training.status === 'completed' || training.ended)
    throw AppError.unprocessable(
      'too_late',
      byStaff ? STAFF_MESSAGES.trainingAlreadyEnded : MESSAGES.trainingNotEditable,
    )
  // A training whose attendance is marked took place: cancelling it would undo what was marked
  // and give back the sessions it cost. Staff may still (a training that must not stand).
  if (canceller.by === 'trainer' && training.started) {
    const [marked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.trainingId, trainingId), inArray(bookings.status, ['attended', 'no_show'])))
      .limit(1)
    if (marked) throw AppError.unprocessable('too_late', MESSAGES.trainingTookPlace)
  }
  // Before the waitlist is emptied: those waiting lose the training too.
  await changes.addTrainingAudience(tx, trainingId)
  const losing = await queryRows(
    tx,
    z.object({ student_id: z.string(), waiting: z.boolean() }),
    sql`select student_id, false as waiting from bookings
        where training_id = ${trainingId} and status in ('requested', 'confirmed')
        union
        select student_id, true from waitlist_entries where training_id = ${trainingId}`,
  )
  const facts = await trainingFacts(tx, trainingId)
  const staffMark = byStaff ? { cancelledBy: 'staff' as const } : {}
  for (const row of new Set(losing.map((r) => r.student_id))) {
    await changes.notify(tx, {
      userId: row,
      type: 'training_cancelled',
      data: { ...forStudent(facts), reason, ...staffMark },
    })
  }
  if (byStaff) {
    await changes.notify(tx, {
      userId: training.trainerId,
      type: 'training_cancelled',
      data: {
        trainingId,
        trainingTitle: facts.trainingTitle,
        startsAt: facts.startsAt,
        reason,
        cancelledBy: 'staff',
      },
    })
  }
  await tx
    .update(trainings)
    .set({ status: 'cancelled', cancelReason: reason, cancelledAt: clock.now(), updatedAt: clock.now() })
    .where(eq(trainings.id, trainingId))
  await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledBy: byStaff ? 'system' : 'trainer',
      cancelledAt: clock.now(),
      cancelReason: reason,
      updatedAt: clock.now(),
    })
    .where(and(eq(bookings.trainingId, trainingId), ne(bookings.status, 'cancelled')))
  // Nobody pays for a training that does not take place.
  await returnSessionsOfTraining(tx, trainingId, 'training_cancelled')
  await cancelBookingPayments(tx, sql`select id from bookings where training_id = ${trainingId}`)
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.trainingId, trainingId))
  await dropStudentsWithoutBasis(
    tx,
    training.trainerId,
    losing.filter((r) => !r.waiting).map((r) => r.student_id),
  )
  return {
    trainerId: training.trainerId,
    title: facts.trainingTitle,
    before: {
      status: 'scheduled',
      activeBookings: losing.filter((r) => !r.waiting).length,
      waitlist: losing.filter((r) => r.waiting).length,
    },
  }
}
