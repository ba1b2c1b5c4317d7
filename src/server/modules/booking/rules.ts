// Who may hold a place on a training, and how it is paid (PRODUCT.md §2 "Booking"; decision 0009).
// Every caller first locks the training row (lockTraining), so that what it reads stays true
// until its transaction ends; the capacity and "one active booking" themselves are the
// database's constraints, which the insert in placeBooking runs into.
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import { constraintViolation, type Executor, uniqueViolation } from '#server/db/client.ts'
import { packageWasHeldSql } from '#server/db/packages.ts'
import { canActAsTrainerSql } from '#server/db/people.ts'
import { bookings, trainerStudents, trainings, waitlistEntries } from '#server/db/schema.ts'
import { sqlNow } from '#server/db/sql-helpers.ts'
import { FREE_CANCEL, MIN_NOTICE } from '#server/db/trainer-terms.ts'
import { queryRow } from '#server/db/typed-sql.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import {
  createBookingPayment,
  lockSubscriptionFor,
  spendSession,
  telegramPaymentsOn,
} from '#server/modules/money/index.ts'
import { BOOKING_ERRORS } from '#shared/api/booking.ts'
import {
  type BookingStatus,
  type PayWith,
  TRAINING_VISIBILITIES,
  type TrainingStatus,
  type TrainingVisibility,
} from '#shared/api/trainings.ts'
import { placeRefusal as decidePlaceRefusal, type PlaceRefusal } from '#shared/booking-rules.ts'
import { CURRENCIES, type Currency } from '#shared/catalogue.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import { type CancelledBy, TRAINING_STATUSES } from '#shared/training-states.ts'
import { TRAINING_VISIBLE_TO, trainingNotFound } from './training-view.ts'

export interface LockedTraining {
  id: string
  trainerId: string
  status: TrainingStatus
  visibility: TrainingVisibility
  capacity: number
  bookedCount: number
  price: number
  currency: Currency
  manualApproval: boolean
  /** The trainer's account and trainer role are in good standing: they take bookings. */
  trainerAvailable: boolean
  /** starts_at has passed (at the transaction's start). */
  started: boolean
  /** ends_at has passed. */
  ended: boolean
  /** Inside the trainer's minimum notice: booking has closed. */
  bookingClosed: boolean
  /** Past the trainer's free-cancellation deadline. */
  freeCancelPassed: boolean
  /** The trainer's setting: a student's late cancel gives the subscription session back (decision 0038). */
  lateCancelReturnsSession: boolean
}

/**
 * What a cancel gives back (decisions 0028, 0038), the one home of the rule. A cancel in time, or
 * by the trainer, returns the subscription session and drops a pending payment; a student's late
 * cancel keeps both, except that a trainer who forgives late cancels gives the session back (the
 * payment stays due: the setting is about sessions). A no-show never reaches here: it keeps the session.
 */
export function cancelReturns(
  training: Pick<LockedTraining, 'lateCancelReturnsSession'>,
  late: boolean,
): { session: boolean; payment: boolean } {
  return { session: !late || training.lateCancelReturnsSession, payment: !late }
}

/**
 * Reads a training the viewer may see and locks its row until the transaction ends (FOR NO KEY
 * UPDATE: the lock the booked_count trigger takes anyway, so lockers queue instead of
 * deadlocking). Every write of bookings and waitlist entries of a training goes through here
 * first, which orders them one after another per training. 404 when invisible to the viewer.
 */
export async function lockTraining(
  tx: Executor,
  trainingId: string,
  /** `null`: staff, who see every training. */
  viewerId: string | null,
): Promise<LockedTraining> {
  const row = await queryRow(
    tx,
    z.object({
      id: z.string(),
      trainer_id: z.string(),
      status: z.enum(TRAINING_STATUSES),
      visibility: z.enum(TRAINING_VISIBILITIES),
      capacity: z.number(),
      booked_count: z.number(),
      price: z.number(),
      currency: z.enum(CURRENCIES),
      manual_approval: z.boolean(),
      trainer_available: z.boolean(),
      started: z.boolean(),
      ended: z.boolean(),
      booking_closed: z.boolean(),
      free_cancel_passed: z.boolean(),
      late_cancel_returns_session: z.boolean(),
    }),
    sql`
    select t.id, t.trainer_id, t.status::text as status, t.visibility::text as visibility, t.capacity,
           t.booked_count, t.price, t.currency,
           coalesce(tp.manual_approval, false) as manual_approval,
           ${canActAsTrainerSql('tu')} as trainer_available,
           t.starts_at <= ${sqlNow()} as started,
           t.ends_at <= ${sqlNow()} as ended,
           t.starts_at - ${MIN_NOTICE} <= ${sqlNow()} as booking_closed,
           t.starts_at - ${FREE_CANCEL} <= ${sqlNow()} as free_cancel_passed,
           coalesce(tp.late_cancel_returns_session, false) as late_cancel_returns_session
    from trainings t
    join users tu on tu.id = t.trainer_id
    left join trainer_profiles tp on tp.user_id = t.trainer_id
    where t.id = ${trainingId} and ${viewerId === null ? sql`true` : TRAINING_VISIBLE_TO(viewerId)}
    for no key update of t`,
  )
  if (!row) throw trainingNotFound()
  return {
    id: row.id,
    trainerId: row.trainer_id,
    status: row.status,
    visibility: row.visibility,
    capacity: row.capacity,
    bookedCount: row.booked_count,
    price: row.price,
    currency: row.currency,
    manualApproval: row.manual_approval,
    trainerAvailable: row.trainer_available,
    started: row.started,
    ended: row.ended,
    bookingClosed: row.booking_closed,
    freeCancelPassed: row.free_cancel_passed,
    lateCancelReturnsSession: row.late_cancel_returns_session,
  }
}

export const notAllowed = (message: string) => AppError.unprocessable(BOOKING_ERRORS.notAllowed, message)
const tooLate = (message: string) => AppError.unprocessable(BOOKING_ERRORS.tooLate, message)

export interface Candidate {
  id: string
  /** One of the trainer's students (trainer_students). */
  isTrainersStudent: boolean
}

/** Whether the user is one of the trainer's students. */
export async function isTrainersStudent(tx: Executor, trainerId: string, studentId: string) {
  const rows = await tx
    .select({ studentId: trainerStudents.studentId })
    .from(trainerStudents)
    .where(and(eq(trainerStudents.trainerId, trainerId), eq(trainerStudents.studentId, studentId)))
  return rows.length > 0
}

const REFUSALS: Record<PlaceRefusal, () => AppError> = {
  ownTraining: () => notAllowed(MESSAGES.cannotBookOwn),
  cancelled: () => notAllowed(MESSAGES.trainingCancelled),
  started: () => tooLate(MESSAGES.trainingStarted),
  bookingClosed: () => tooLate(MESSAGES.bookingTooLate),
  privateTraining: () => notAllowed(MESSAGES.privateTraining),
  trainerUnavailable: () => notAllowed(MESSAGES.trainerUnavailable),
}

/**
 * Makes the user one of the trainer's students, from now (a no-op if they already are): a
 * confirmed or attended booking and an accepted request to train do so (decision 0009).
 */
export async function makeTrainersStudent(tx: Executor, trainerId: string, studentId: string) {
  await tx.insert(trainerStudents).values({ trainerId, studentId, since: clock.now() }).onConflictDoNothing()
}

/**
 * Why `candidate` may not take a place on the locked training, or null: the facts read under the
 * lock, decided by #shared/booking-rules.ts (the client shows the same decision).
 */
export function placeRefusal(
  training: LockedTraining,
  candidate: Candidate,
  options: { minimumNotice: boolean },
): AppError | null {
  const refusal = decidePlaceRefusal(
    {
      ownTraining: training.trainerId === candidate.id,
      status: training.status,
      started: training.started,
      bookingClosed: training.bookingClosed,
      privateToCandidate: training.visibility === 'students' && !candidate.isTrainersStudent,
      trainerUnavailable: !training.trainerAvailable,
    },
    options,
  )
  return refusal ? REFUSALS[refusal]() : null
}

export interface PaymentTerms {
  paymentMethod: PayWith
  subscriptionId: string | null
  amountDue: number
  currency: Currency
}

/**
 * How a place is paid (decision 0009, 0028): free, directly to the trainer, or with a
 * subscription — the one named or the fitting one that ends first, locked until the transaction
 * ends (the training is locked first, then the subscription) — or by a Telegram invoice of the
 * training's price (decision 0037), refused while no payments gateway is installed.
 */
export async function paymentTerms(
  tx: Executor,
  training: LockedTraining,
  studentId: string,
  payWith: PayWith,
  subscriptionId?: string | null,
): Promise<PaymentTerms | AppError> {
  if (payWith === 'subscription') {
    try {
      const id = await lockSubscriptionFor(
        tx,
        { studentId, trainerId: training.trainerId, trainingId: training.id },
        subscriptionId,
      )
      return { paymentMethod: 'subscription', subscriptionId: id, amountDue: 0, currency: training.currency }
    } catch (error) {
      if (error instanceof AppError) return error
      throw error
    }
  }
  const free = training.price === 0
  if (payWith === 'telegram') {
    if (free) return notAllowed(MESSAGES.payWithUnavailable)
    if (!telegramPaymentsOn()) return notAllowed(MESSAGES.telegramPaymentUnavailable)
    return {
      paymentMethod: 'telegram',
      subscriptionId: null,
      amountDue: training.price,
      currency: training.currency,
    }
  }
  if (free !== (payWith === 'free')) return notAllowed(MESSAGES.payWithUnavailable)
  return {
    paymentMethod: payWith,
    subscriptionId: null,
    amountDue: free ? 0 : training.price,
    currency: training.currency,
  }
}

/**
 * Settles a booking just placed, in its transaction (or savepoint): spends the subscription's
 * session, or opens the payment of the training's price — direct (the trainer confirms it) or a
 * Telegram invoice (the bot credits it on successful_payment). The place is held meanwhile.
 */
export async function settleBooking(
  tx: Executor,
  training: LockedTraining,
  placed: { id: string },
  studentId: string,
  terms: PaymentTerms,
  changes: Effects,
): Promise<void> {
  if (terms.paymentMethod === 'subscription' && terms.subscriptionId)
    await spendSession(tx, terms.subscriptionId, placed.id, changes)
  if ((terms.paymentMethod === 'direct' || terms.paymentMethod === 'telegram') && terms.amountDue > 0) {
    const [title] = await tx
      .select({ title: trainings.title })
      .from(trainings)
      .where(eq(trainings.id, training.id))
    await createBookingPayment(
      tx,
      {
        id: placed.id,
        studentId,
        trainerId: training.trainerId,
        amount: terms.amountDue,
        currency: terms.currency,
        title: title?.title ?? '',
      },
      terms.paymentMethod,
    )
  }
}

export const trainingFull = () => AppError.conflict(BOOKING_ERRORS.trainingFull, MESSAGES.trainingFull)
export const alreadyBooked = () => AppError.conflict(BOOKING_ERRORS.alreadyBooked, MESSAGES.alreadyBooked)

/**
 * The booking of this training the student cancelled late whose forfeit stands (its session
 * kept; its direct payment still due, or any payment made): booking the training again takes it
 * back, with what it already cost, instead of charging a second time (decision 0059). Confirmed
 * as it was before the cancellation; the way of paying chosen now is not used. Null when there
 * is none. A full training is the database's refusal, as in placeBooking.
 */
export async function reinstateForfeited(
  tx: Executor,
  training: LockedTraining,
  studentId: string,
): Promise<{ id: string; status: BookingStatus } | null> {
  const row = await queryRow(
    tx,
    z.object({ id: z.string() }),
    sql`select b.id from bookings b
        where b.training_id = ${training.id} and b.student_id = ${studentId}
          and b.status = 'cancelled' and b.late_cancel
          and (exists (select 1 from subscription_usages u where u.booking_id = b.id and u.returned_at is null)
               or exists (select 1 from payments p where p.id = b.payment_id
                           and (p.status = 'paid' or (p.status = 'pending' and p.method = 'direct'))))
        order by b.cancelled_at desc, b.id
        limit 1`,
  )
  if (!row) return null
  try {
    await tx
      .update(bookings)
      .set({
        status: 'confirmed',
        lateCancel: false,
        cancelledBy: null,
        cancelledAt: null,
        cancelReason: null,
        updatedAt: clock.now(),
      })
      .where(eq(bookings.id, row.id))
  } catch (error) {
    throw placeRefusedByDatabase(error)
  }
  await holdsPlace(tx, training, studentId, 'confirmed')
  return { id: row.id, status: 'confirmed' }
}

/** A full training or a second active booking, as the database refuses them: 409s. */
function placeRefusedByDatabase(error: unknown): unknown {
  if (uniqueViolation(error) === 'bookings_one_active_key') return alreadyBooked()
  if (constraintViolation(error, '23514') === 'trainings_booked_within_capacity') return trainingFull()
  return error
}

/** What holding a place means beside the booking row, however the student came to hold it. */
async function holdsPlace(tx: Executor, training: LockedTraining, studentId: string, status: BookingStatus) {
  // Holding a place, the student no longer waits for one.
  await tx
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.trainingId, training.id), eq(waitlistEntries.studentId, studentId)))
  // A confirmed booking makes them one of the trainer's students (contacts, card, history),
  // as accepting a request does (decision 0009).
  if (status === 'confirmed') await makeTrainersStudent(tx, training.trainerId, studentId)
}

/**
 * Inserts the booking. A full training and a second active booking are the database's refusals
 * (the capacity check that the count trigger runs into; the partial unique index), turned into
 * 409s here; the transaction is then aborted, so callers that go on use a savepoint.
 */
export async function placeBooking(
  tx: Executor,
  training: LockedTraining,
  studentId: string,
  terms: PaymentTerms,
): Promise<{ id: string; status: BookingStatus }> {
  const status: BookingStatus = training.manualApproval ? 'requested' : 'confirmed'
  try {
    const [booking] = await tx
      .insert(bookings)
      .values({
        trainingId: training.id,
        studentId,
        status,
        paymentMethod: terms.paymentMethod,
        subscriptionId: terms.subscriptionId,
        amountDue: terms.amountDue,
        currency: terms.currency,
      })
      .returning({ id: bookings.id })
    await holdsPlace(tx, training, studentId, status)
    return { id: booking!.id, status }
  } catch (error) {
    throw placeRefusedByDatabase(error)
  }
}

/**
 * Takes students off the trainer's list when a booking that made them students is let go and
 * nothing else holds them there: no other booking with a place confirmed or held, no package
 * bought (paid, in use or over), no accepted request to train, no workout assigned and no note
 * of the trainer's. Otherwise booking a public training and cancelling it for free would make
 * anyone a student for good: the trainer's students-only trainings, their links and contacts,
 * and the student's own contacts and training data to the trainer (decision 0058).
 */
export async function dropStudentsWithoutBasis(
  tx: Executor,
  trainerId: string,
  studentIds: readonly string[],
) {
  if (studentIds.length === 0) return
  await tx.execute(sql`
    delete from trainer_students ts
    where ts.trainer_id = ${trainerId}
      and ts.student_id in (${sql.join(
        studentIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      and ts.note = ''
      and not exists (select 1 from bookings b join trainings t on t.id = b.training_id
                      where b.student_id = ts.student_id and t.trainer_id = ts.trainer_id
                        and b.status in ('confirmed', 'attended', 'no_show'))
      and not exists (select 1 from student_subscriptions s
                      where s.student_id = ts.student_id and s.trainer_id = ts.trainer_id
                        and ${packageWasHeldSql('s')})
      and not exists (select 1 from trainer_requests r
                      where r.student_id = ts.student_id and r.trainer_id = ts.trainer_id
                        and r.status = 'accepted')
      and not exists (select 1 from workout_assignments a
                      where a.student_id = ts.student_id and a.trainer_id = ts.trainer_id)`)
}

/**
 * Lets a held booking go (the one write every cancellation of a single booking makes): still
 * requested or confirmed → cancelled, by whom, why, and whether late. The caller holds the
 * training's lock; returns the student, or null when the booking no longer held a place.
 */
export async function releaseBooking(
  tx: Executor,
  bookingId: string,
  how: { by: CancelledBy; reason?: string | null; late?: boolean },
): Promise<{ studentId: string } | null> {
  const [row] = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledBy: how.by,
      cancelledAt: clock.now(),
      cancelReason: how.reason || null,
      lateCancel: how.late ?? false,
      updatedAt: clock.now(),
    })
    .where(and(eq(bookings.id, bookingId), sql`${bookings.status} in ('requested', 'confirmed')`))
    .returning({ studentId: bookings.studentId, trainingId: bookings.trainingId })
  if (!row) return null
  const [training] = await tx
    .select({ trainerId: trainings.trainerId })
    .from(trainings)
    .where(eq(trainings.id, row.trainingId))
  await dropStudentsWithoutBasis(tx, training!.trainerId, [row.studentId])
  return { studentId: row.studentId }
}
