import type { FastifyInstance } from 'fastify'
import { Effects } from '#server/effects/after-commit.ts'
import { defineQueue } from '#server/effects/job-runner.ts'
import { expireUnansweredRequests, releaseLapsedInvoiceHolds } from '#server/modules/booking/index.ts'

export const INVOICE_HOLD_EXPIRY_QUEUE = 'invoice-hold-expiry'
/** Every minute: a place held by an unpaid invoice is free at most a minute after its hold ends. */
export const INVOICE_HOLD_EXPIRY_CRON = '* * * * *'

/**
 * Lets go of places held without an answer: a Telegram invoice that waited too long (decision
 * 0043), and a booking request its trainer did not answer before the training started (decision
 * 0059). Tells after commit.
 */
export function invoiceHoldExpiryQueue(
  app: Pick<FastifyInstance, 'database' | 'realtime' | 'jobs' | 'log'>,
  options: { cron?: string } = {},
) {
  return defineQueue({
    name: INVOICE_HOLD_EXPIRY_QUEUE,
    queue: { policy: 'stately', retryLimit: 3, retryDelay: 60, expireInSeconds: 5 * 60 },
    cron: { expression: options.cron ?? INVOICE_HOLD_EXPIRY_CRON, tz: 'UTC' },
    runAtStart: true,
    async handle() {
      const changes = new Effects()
      const released = await releaseLapsedInvoiceHolds(app.database.db, changes)
      const expired = await expireUnansweredRequests(app.database.db, changes)
      await changes.afterCommit(app)
      if (released > 0) app.log.info({ released }, 'unpaid invoice holds released')
      if (expired > 0) app.log.info({ expired }, 'unanswered booking requests let go')
    },
  })
}
