import type { FastifyInstance } from 'fastify'
import { defineQueue } from '#server/effects/job-runner.ts'
import { pruneCatalogueChanges } from '#server/modules/catalogue/index.ts'
import { pruneScheduleChanges } from '#server/modules/schedule/index.ts'

export const CHANGE_ROWS_PRUNE_QUEUE = 'change-rows-prune'
/** Every 10 minutes: a version counts at most 10 minutes of change rows. */
export const CHANGE_ROWS_PRUNE_CRON = '*/10 * * * *'

/**
 * Folds the change rows of the schedules and of the catalogue into their totals (decision 0033,
 * fourth and fifth addenda); the versions read the same before and after.
 */
export function changeRowsPruneQueue(app: Pick<FastifyInstance, 'database' | 'log'>) {
  return defineQueue({
    name: CHANGE_ROWS_PRUNE_QUEUE,
    queue: { policy: 'stately', retryLimit: 3, retryDelay: 60, expireInSeconds: 5 * 60 },
    cron: { expression: CHANGE_ROWS_PRUNE_CRON, tz: 'UTC' },
    runAtStart: true,
    async handle() {
      const schedule = await pruneScheduleChanges(app.database.db)
      const catalogue = await pruneCatalogueChanges(app.database.db)
      if (schedule + catalogue > 0) app.log.debug({ schedule, catalogue }, 'change rows folded')
    },
  })
}
