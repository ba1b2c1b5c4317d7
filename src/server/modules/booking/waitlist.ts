// The waitlist of a full training (PRODUCT.md §2 "Waitlist entry"): joining, leaving, and the
// promotion that gives a freed place to the first entry that can take it, in the transaction
// that freed it.
import { and, eq, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import { type Db, type Executor, uniqueViolation } from '#server/db/client.ts'
import { bookings, waitlistEntries } from '#server/db/schema.ts'
import { queryRow, queryRows, runSql } from '#server/db/typed-sql.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import { forStudent, forTrainer, trainingFacts } from '#server/modules/notifications/index.ts'
import type { joinWaitlistBody } from '#shared/api/booking.ts'
import { PAY_WITH } from '#shared/api/trainings.ts'
import { MESSAGES } from '#shared/messages.ts'
import {
  alreadyBooked,
  isTrainersStudent,
  type LockedTraining,
  lockTraining,
  notAllowed,
  type PaymentTerms,
  paymentTerms,
  placeBooking,
  placeRefusal,
  reinstateForfeited,
  settleBooking,
} from './rules.ts'

type JoinInput = z.output<typeof joinWaitlistBody>

/** The student's place on the list, 1 = next. */
async function positionOf(tx: Executor, trainingId: string, studentId: string): Promise<number> {
  const row = await queryRow(
    tx,
    z.object({ position: z.number() }),
    sql`select count(*)::int + 1 as position
        from waitlist_entries w, waitlist_entries mine
        where mine.training_id = ${trainingId} and mine.student_id = ${studentId}
          and w.training_id = ${trainingId} and (w.created_at, w.id) < (mine.created_at, mine.id)`,
  )
  return row!.position
}

/**
 * Joins the waitlist of a full training, with the way the student will pay once booked. The
 * same rules as booking apply, except the minimum notice: a place freed late is still given.
 */
export async function joinWaitlist(
  db: Db,
  trainingId: string,
  studentId: string,
  input: JoinInput,
  changes: Effects,
): Promise<{ trainingId: string; position: number }> {
  return db.transaction(async (tx) => {
    const training = await lockTraining(tx, trainingId, studentId)
    const candidate = {
      id: studentId,
      isTrainersStudent: await isTrainersStudent(tx, training.trainerId, studentId),
    }
    const refusal = placeRefusal(training, candidate, { minimumNotice: false })
    if (refusal) throw refusal
    // An invoice is made for a place held, not for a queue: a promotion must not wait on Telegram.
    if (input.payWith === 'telegram') throw notAllowed(MESSAGES.waitlistTelegramUnavailable)
    const terms = await paymentTerms(tx, training, studentId, input.payWith, input.subscriptionId)
    if (terms instanceof AppError) throw terms
    const booked = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.trainingId, trainingId),
          eq(bookings.studentId, studentId),
          ne(bookings.status, 'cancelled'),
        ),
      )
    if (booked.length > 0) throw alreadyBooked()
    // Read under the training's lock: no booking or cancellation can change it before we commit.
    if (training.bookedCount < training.capacity)
      throw AppError.conflict('waitlist_not_needed', MESSAGES.waitlistNotNeeded)
    try {
      // The queue's order is the order of joining: created_at is the database's time of the insert,
      // not the app clock, which a test may hold still (every join would tie). So it is raw SQL: a
      // builder insert would stamp it with the app clock (schema.ts `stamp`). The clock's time, not
      // the transaction's start: joins wait for the training's lock one after another, and a join
      // that began first but got the lock later would be put before answers already given.
      // The price is the one the student agreed to (decision 0059).
      await runSql(
        tx,
        sql`
        insert into waitlist_entries (training_id, student_id, pay_with, subscription_id, price, created_at)
        values (${trainingId}, ${studentId}, ${input.payWith}, ${terms.subscriptionId}, ${training.price},
                clock_timestamp())`,
      )
    } catch (error) {
      if (uniqueViolation(error) === 'waitlist_entries_training_student_key')
        throw AppError.conflict('already_on_waitlist', MESSAGES.alreadyOnWaitlist)
      throw error
    }
    // The last place in the queue moves nobody else, and the trainer's schedule lists bookings only.
    changes.add(studentId, 'student', trainingId)
    return { trainingId, position: await positionOf(tx, trainingId, studentId) }
  })
}

export async function leaveWaitlist(db: Db, trainingId: string, studentId: string, changes: Effects) {
  await db.transaction(async (tx) => {
    // The training's lock keeps a promotion from picking the entry while it goes.
    await lockTraining(tx, trainingId, studentId)
    // The student and everyone behind them, whose place in the queue moves up.
    const moved = await queryRows(
      tx,
      z.object({ student_id: z.string() }),
      sql`select w.student_id from waitlist_entries w, waitlist_entries mine
          where mine.training_id = ${trainingId} and mine.student_id = ${studentId}
            and w.training_id = ${trainingId} and (w.created_at, w.id) >= (mine.created_at, mine.id)`,
    )
    const deleted = await tx
      .delete(waitlistEntries)
      .where(and(eq(waitlistEntries.trainingId, trainingId), eq(waitlistEntries.studentId, studentId)))
      .returning({ id: waitlistEntries.id })
    if (deleted.length === 0) throw new AppError(404, 'not_on_waitlist', MESSAGES.notOnWaitlist)
    for (const row of moved) changes.add(row.student_id, 'student', trainingId)
  })
}

export interface Promotion {
  studentId: string
  bookingId: string
}

const entryRow = z.object({
  id: z.string(),
  student_id: z.string(),
  pay_with: z.enum(PAY_WITH),
  subscription_id: z.string().nullable(),
  price: z.number().nullable(),
  blocked: z.boolean(),
  is_student: z.boolean(),
})

/**
 * How a place from the waitlist is paid: as the student chose on joining, and never for more
 * than the price they saw then (decision 0059). A training made free takes no payment, however
 * they offered to pay; a free one made paid stays free for those who joined it free.
 */
async function promotionTerms(
  tx: Executor,
  training: LockedTraining,
  entry: z.output<typeof entryRow>,
): Promise<PaymentTerms | AppError> {
  const agreed = entry.price ?? training.price
  const paying = entry.pay_with === 'direct' || entry.pay_with === 'telegram'
  if ((paying && training.price === 0) || (entry.pay_with === 'free' && agreed === 0 && training.price > 0))
    return { paymentMethod: 'free', subscriptionId: null, amountDue: 0, currency: training.currency }
  const terms = await paymentTerms(tx, training, entry.student_id, entry.pay_with, entry.subscription_id)
  if (terms instanceof AppError || !paying) return terms
  return { ...terms, amountDue: Math.min(terms.amountDue, agreed) }
}

/**
 * Gives free places of the training to its waitlist, first come first served, inside the
 * caller's transaction, which must hold the training's lock (lockTraining). Everyone it moves
 * was on the waitlist, so a caller that recorded the training's audience before calling has
 * recorded them (Effects.addTrainingAudience); each one promoted is notified
 * (`waitlist_promoted`) in `changes`. The lock orders
 * this against every other booking, cancellation and waitlist change of the training, so the
 * entries read here are the list as it is. Each attempt runs in a savepoint; an entry that
 * cannot be booked (blocked user, already booked, no longer the trainer's student for a private
 * training, a way of paying that no longer fits) is deleted and the next one is tried. Stops
 * when the training is full, has started, or the list is empty.
 */
export async function promoteWaitlist(
  tx: Executor,
  trainingId: string,
  trainerId: string,
  changes: Effects,
): Promise<Promotion[]> {
  const promoted: Promotion[] = []
  for (;;) {
    // Re-read: each promotion moved booked_count. The trainer always sees their own training.
    const training: LockedTraining = await lockTraining(tx, trainingId, trainerId)
    if (training.status !== 'scheduled' || training.started || !training.trainerAvailable) break
    if (training.bookedCount >= training.capacity) break
    const entry = await queryRow(
      tx,
      entryRow,
      sql`
      select w.id, w.student_id, w.pay_with::text as pay_with, w.subscription_id, w.price,
             u.blocked_at is not null as blocked,
             exists (select 1 from trainer_students ts
                      where ts.trainer_id = ${training.trainerId} and ts.student_id = w.student_id) as is_student
      from waitlist_entries w join users u on u.id = w.student_id
      where w.training_id = ${trainingId}
      order by w.created_at, w.id
      limit 1`,
    )
    if (!entry) break

    const refusal = entry.blocked
      ? true
      : placeRefusal(
          training,
          { id: entry.student_id, isTrainersStudent: entry.is_student },
          { minimumNotice: false },
        )
    // A savepoint: a refused insert or a subscription that no longer fits must not abort the
    // cancellation around it (and the subscription is locked only for this attempt's sake).
    let paymentRefused = false
    try {
      const placed = refusal
        ? null
        : await tx.transaction(async (savepoint) => {
            // A place the student cancelled late comes back with what it cost (decision 0059).
            const reinstated = await reinstateForfeited(savepoint, training, entry.student_id)
            if (reinstated) return reinstated
            const terms = await promotionTerms(savepoint, training, entry)
            paymentRefused = terms instanceof AppError
            if (terms instanceof AppError) throw terms
            const booked = await placeBooking(savepoint, training, entry.student_id, terms)
            await settleBooking(savepoint, training, booked, entry.student_id, terms, changes)
            // Given after free cancellation ended, on a list joined before: the student did not
            // choose to be bound, so they may let it go free until the start (decision 0059).
            if (training.freeCancelPassed)
              await savepoint.update(bookings).set({ cancelsFree: true }).where(eq(bookings.id, booked.id))
            return booked
          })
      if (placed) {
        promoted.push({ studentId: entry.student_id, bookingId: placed.id })
        const facts = await trainingFacts(tx, trainingId)
        await changes.notify(tx, {
          userId: entry.student_id,
          type: 'waitlist_promoted',
          data: {
            ...forStudent(facts),
            bookingId: placed.id,
            ...(placed.status === 'requested' ? { requested: true } : {}),
          },
        })
        // The trainer hears of the place taken (or asked for) as of any booking: told only of the
        // cancellation, they did not know who comes instead.
        await changes.notify(tx, {
          userId: training.trainerId,
          type: placed.status === 'requested' ? 'booking_requested' : 'booking_created',
          data: await forTrainer(tx, facts, entry.student_id, placed.id),
        })
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      // Full cannot happen under the lock; if it ever does, the entry keeps its place.
      if (error.code === 'training_full') break
      // Skipped for the way they chose to pay (a package used up meanwhile): told, not dropped
      // in silence.
      if (paymentRefused) {
        await changes.notify(tx, {
          userId: entry.student_id,
          type: 'waitlist_dropped',
          data: forStudent(await trainingFacts(tx, trainingId)),
        })
      }
    }
    // Booked or not bookable: either way the entry is done.
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, entry.id))
  }
  return promoted
}
