// A person leaving the platform (account deletion, decision 0035): what they hold in others'
// schedules is let go inside the caller's transaction, with the same locks, effects and
// notifications as when they cancel by hand. Trainings that have started are history and stay.
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '#server/db/client.ts'
import { trainingTemplates, waitlistEntries } from '#server/db/schema.ts'
import { sqlNow } from '#server/db/sql-helpers.ts'
import { queryRows } from '#server/db/typed-sql.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import { cancelBookingPayments, returnSession } from '#server/modules/money/index.ts'
import { forTrainer, trainingFacts } from '#server/modules/notifications/index.ts'
import { lockTraining, releaseBooking } from './rules.ts'
import { cancelTrainingIn } from './service.ts'
import { promoteWaitlist } from './waitlist.ts'

/**
 * The student's bookings of trainings that have not started are cancelled by the student (each
 * trainer is told, the freed place goes to the waitlist) and their waitlist entries removed.
 * Trainings are locked in id order, so two departures never wait on each other crosswise.
 */
export async function withdrawStudentIn(tx: Executor, studentId: string, changes: Effects): Promise<number> {
  const held = await queryRows(
    tx,
    z.object({ id: z.string(), training_id: z.string() }),
    sql`select b.id, b.training_id from bookings b join trainings t on t.id = b.training_id
        where b.student_id = ${studentId} and b.status in ('requested', 'confirmed')
          and t.status = 'scheduled' and t.starts_at > ${sqlNow()}
        order by b.training_id`,
  )
  let cancelled = 0
  for (const booking of held) {
    const training = await lockTraining(tx, booking.training_id, null)
    if (training.started || training.status !== 'scheduled') continue
    await changes.addTrainingAudience(tx, training.id)
    const row = await releaseBooking(tx, booking.id, { by: 'student' })
    if (!row) continue
    cancelled += 1
    // As an in-time cancellation: the session comes back and nothing is owed for it.
    await returnSession(tx, booking.id, 'account_deleted')
    await cancelBookingPayments(tx, sql`${booking.id}::uuid`)
    const facts = await trainingFacts(tx, training.id)
    await changes.notify(tx, {
      userId: training.trainerId,
      type: 'booking_cancelled',
      data: { ...(await forTrainer(tx, facts, studentId, booking.id)), cancelledBy: 'student' },
    })
    await promoteWaitlist(tx, training.id, training.trainerId, changes)
  }
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.studentId, studentId))
  return cancelled
}

/**
 * The trainer's trainings that have not started are cancelled with the reason (every booked or
 * waiting student is told), and their weekly templates stop making new ones.
 */
export async function withdrawTrainerIn(
  tx: Executor,
  trainerId: string,
  reason: string,
  changes: Effects,
): Promise<number> {
  const upcoming = await queryRows(
    tx,
    z.object({ id: z.string() }),
    sql`select id from trainings
        where trainer_id = ${trainerId} and status = 'scheduled' and starts_at > ${sqlNow()}
        order by id`,
  )
  for (const training of upcoming) {
    await cancelTrainingIn(tx, training.id, reason, changes, { by: 'departing_trainer', trainerId })
  }
  await tx.delete(trainingTemplates).where(eq(trainingTemplates.trainerId, trainerId))
  return upcoming.length
}
