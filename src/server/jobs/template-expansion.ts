import type { Database } from '#server/db/client.ts'
import { Effects } from '#server/effects/after-commit.ts'
import { defineQueue } from '#server/effects/job-runner.ts'
import { extendActiveTemplates } from '#server/modules/trainings/index.ts'
import type { Realtime } from '#server/realtime/server.ts'
import { clock } from '#shared/clock.ts'

export const TEMPLATE_EXPANSION_QUEUE = 'template-expansion'
/** Daily, shortly after midnight UTC; and once at every start, to catch up after downtime. */
export const TEMPLATE_EXPANSION_CRON = '5 0 * * *'

/** Extends every active template to today + 8 weeks (decision 0010). */
export function templateExpansionQueue(
  database: Database,
  options: {
    cron?: string
    onDone?: (result: Awaited<ReturnType<typeof extendActiveTemplates>>) => void
    /** Told which trainers' schedules got new trainings (the app's realtime); none without it. */
    notifier?: Pick<Realtime, 'emitScheduleChanged'>
  } = {},
) {
  return defineQueue({
    name: TEMPLATE_EXPANSION_QUEUE,
    // One run waiting and one running at most: the start-up job and the cron never pile up.
    queue: { policy: 'stately', retryLimit: 3, retryDelay: 60, expireInSeconds: 15 * 60 },
    cron: { expression: options.cron ?? TEMPLATE_EXPANSION_CRON, tz: 'UTC' },
    runAtStart: true,
    async handle() {
      const changes = new Effects()
      try {
        const result = await extendActiveTemplates(database.db, clock.now(), changes)
        options.onDone?.(result)
      } finally {
        // Each template commits on its own: those done before a failure are told all the same.
        if (options.notifier) changes.announce(options.notifier)
      }
    },
  })
}
