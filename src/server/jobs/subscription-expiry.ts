import type { FastifyInstance } from 'fastify'
import { Effects } from '#server/effects/after-commit.ts'
import { defineQueue } from '#server/effects/job-runner.ts'
import { expireSubscriptions } from '#server/modules/money/index.ts'

export const SUBSCRIPTION_EXPIRY_QUEUE = 'subscription-expiry'
/** Every 15 minutes: a subscription ends at midnight of the trainer's zone, whichever zone that is. */
export const SUBSCRIPTION_EXPIRY_CRON = '*/15 * * * *'

/**
 * Expires active subscriptions past their end and warns students 3 days before (decision 0028);
 * the notifications go out after the work committed.
 */
export function subscriptionExpiryQueue(
  app: Pick<FastifyInstance, 'database' | 'realtime' | 'jobs' | 'log'>,
  options: { cron?: string } = {},
) {
  return defineQueue({
    name: SUBSCRIPTION_EXPIRY_QUEUE,
    queue: { policy: 'stately', retryLimit: 3, retryDelay: 60, expireInSeconds: 5 * 60 },
    cron: { expression: options.cron ?? SUBSCRIPTION_EXPIRY_CRON, tz: 'UTC' },
    runAtStart: true,
    async handle() {
      const changes = new Effects()
      const result = await expireSubscriptions(app.database.db, changes)
      await changes.afterCommit(app)
      if (result.expired + result.warned > 0) app.log.info(result, 'subscriptions expired or warned')
    },
  })
}
