// A booking paid by Telegram invoice holds its place while the invoice waits (decision 0037);
// one that waits longer than INVOICE_HOLD_MINUTES lets the place go (decision 0043), so that an
// invoice opened and forgotten never keeps a full class full.
import type { Db } from '#server/db/client.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import { cancelLapsedInvoice, lapsedInvoiceHolds } from '#server/modules/money/index.ts'
import { forStudent, trainingFacts } from '#server/modules/notifications/index.ts'
import { lockTraining, releaseBooking } from './rules.ts'
import { promoteWaitlist } from './waitlist.ts'

/**
 * Releases every lapsed hold in one transaction, trainings locked in id order: the invoice is
 * cancelled (a later pre-checkout is refused), the booking cancelled by the system, the student
 * told, and the place offered to the waitlist. Returns how many were released.
 */
export async function releaseLapsedInvoiceHolds(db: Db, changes: Effects): Promise<number> {
  const lapsed = await lapsedInvoiceHolds(db)
  if (lapsed.length === 0) return 0
  return db.transaction(async (tx) => {
    let released = 0
    for (const hold of lapsed) {
      const training = await lockTraining(tx, hold.training_id, null)
      if (training.started || training.status !== 'scheduled') continue
      // The one decision, under the payment's row lock: still pending and still lapsed.
      if (!(await cancelLapsedInvoice(tx, hold.payment_id))) continue
      await changes.addTrainingAudience(tx, training.id)
      const row = await releaseBooking(tx, hold.booking_id, { by: 'system' })
      if (!row) continue
      released += 1
      const facts = await trainingFacts(tx, training.id)
      await changes.notify(tx, {
        userId: row.studentId,
        type: 'booking_cancelled',
        data: { ...forStudent(facts), bookingId: hold.booking_id, cancelledBy: 'unpaid' },
      })
      await promoteWaitlist(tx, training.id, training.trainerId, changes)
    }
    return released
  })
}
