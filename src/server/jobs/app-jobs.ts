import type { FastifyInstance } from 'fastify'
import { type JobRunner, type JobRunnerOptions, startJobs } from '#server/effects/job-runner.ts'
import { notificationDeliveryQueue, remindersQueue } from '#server/modules/notifications/index.ts'
import { planRemindersQueue } from '#server/modules/platform-plan/index.ts'
import { changeRowsPruneQueue } from './change-rows-prune.ts'
import { invoiceHoldExpiryQueue } from './invoice-hold-expiry.ts'
import { subscriptionExpiryQueue } from './subscription-expiry.ts'
import { templateExpansionQueue } from './template-expansion.ts'
import { trainingCompletionQueue } from './training-completion.ts'

export interface AppJobsOptions {
  /** Cron of the template expansion (default daily); tests run it every minute. */
  templateExpansionCron?: string
  /** Cron of the reminders (default every minute). */
  remindersCron?: string
  /** Cron of the completion of ended trainings (default every 5 minutes). */
  trainingCompletionCron?: string
  boss?: JobRunnerOptions['boss']
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job runner once the app is ready; null when the app runs without jobs. */
    jobs: JobRunner | null
  }
}

/**
 * Every queue of the app. Jobs start when the app is ready (listen, or ready() in tests) and
 * stop when it closes, before the database pool does.
 */
export function registerJobs(app: FastifyInstance, options: AppJobsOptions | undefined) {
  app.decorate('jobs', null)
  if (!options) return
  app.addHook('onReady', async () => {
    app.jobs = await startJobs(app.database, {
      queues: [
        templateExpansionQueue(app.database, {
          ...(options.templateExpansionCron ? { cron: options.templateExpansionCron } : {}),
          onDone: (result) => {
            if (result.created > 0) app.log.info(result, 'templates expanded')
          },
          notifier: app.realtime,
        }),
        trainingCompletionQueue(app.database, {
          ...(options.trainingCompletionCron ? { cron: options.trainingCompletionCron } : {}),
          onDone: (completed) => {
            if (completed > 0) app.log.info({ completed }, 'trainings completed')
          },
          notifier: app.realtime,
        }),
        notificationDeliveryQueue(app),
        remindersQueue(app, options.remindersCron ? { cron: options.remindersCron } : {}),
        planRemindersQueue(app),
        subscriptionExpiryQueue(app),
        invoiceHoldExpiryQueue(app),
        changeRowsPruneQueue(app),
      ],
      log: {
        info: (message) => app.log.info(message),
        error: (err, message) => app.log.error({ err }, message),
      },
      ...(options.boss ? { boss: options.boss } : {}),
    })
  })
  app.addHook('onClose', async () => {
    await app.jobs?.stop()
  })
}
