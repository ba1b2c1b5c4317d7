import type { FastifyInstance } from 'fastify'
import { defineQueue } from '#server/effects/job-runner.ts'
import { pruneScheduleChanges } from '#server/modules/schedule/index.ts'

export const SCHEDULE_CHANGES_PRUNE_QUEUE = 'schedule-changes-prune'
/** Every 10 minutes: a trainer's schedule version counts at most 10 minutes of change rows. */
export const SCHEDULE_CHANGES_PRUNE_CRON = '*/10 * * * *'

/** Folds the schedule change rows into the trainers' totals (decision 0033, fourth addendum). */
export function scheduleChangesPruneQueue(app: Pick<FastifyInstance, 'database' | 'log'>) {
  return defineQueue({
    name: SCHEDULE_CHANGES_PRUNE_QUEUE,
    queue: { policy: 'stately', retryLimit: 3, retryDelay: 60, expireInSeconds: 5 * 60 },
    cron: { expression: SCHEDULE_CHANGES_PRUNE_CRON, tz: 'UTC' },
    runAtStart: true,
    async handle() {
      const folded = await pruneScheduleChanges(app.database.db)
      if (folded > 0) app.log.debug({ folded }, 'schedule change rows folded')
    },
  })
}
