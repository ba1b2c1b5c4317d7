import type { Database } from '#server/db/client.ts'
import { Effects } from '#server/effects/after-commit.ts'
import { defineQueue } from '#server/effects/job-runner.ts'
import { completeEndedTrainings } from '#server/modules/trainings/index.ts'
import type { Realtime } from '#server/realtime/server.ts'

export const TRAINING_COMPLETION_QUEUE = 'training-completion'
/** Every 5 minutes: a training shows `completed` at most 5 minutes after its end. */
export const TRAINING_COMPLETION_CRON = '*/5 * * * *'

/** Trainings become `completed` once they have ended (decision 0034). */
export function trainingCompletionQueue(
  database: Database,
  options: {
    cron?: string
    onDone?: (completed: number) => void
    notifier?: Pick<Realtime, 'emitScheduleChanged'>
  } = {},
) {
  return defineQueue({
    name: TRAINING_COMPLETION_QUEUE,
    queue: { policy: 'stately', retryLimit: 3, retryDelay: 60, expireInSeconds: 5 * 60 },
    cron: { expression: options.cron ?? TRAINING_COMPLETION_CRON, tz: 'UTC' },
    runAtStart: true,
    async handle() {
      const changes = new Effects()
      const completed = await completeEndedTrainings(database.db, changes)
      options.onDone?.(completed)
      if (options.notifier) changes.announce(options.notifier)
    },
  })
}
