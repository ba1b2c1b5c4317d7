// A notification's delivery on one channel, queued after commit by effects/notifications.ts
// (decision 0016). A delivery job sends at most once: it takes the delivery row's lock while it is still pending, sends,
// and records the outcome in the same transaction.
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { notificationDeliveries } from '#server/db/schema.ts'
import { queryRow } from '#server/db/typed-sql.ts'
import { defineQueue } from '#server/effects/job-runner.ts'
import {
  type DeliveryJob,
  NOTIFICATION_DELIVERY_QUEUE,
  notificationLink,
} from '#server/effects/notifications.ts'
import { NOTIFICATION_TYPES, notificationData } from '#shared/api/notifications.ts'
import { clock } from '#shared/clock.ts'
import { LOCALES } from '#shared/locales.ts'
import { notificationMail, telegramMessage } from './texts.ts'

/** Tries of one delivery before it is given up as failed. */
export const DELIVERY_MAX_ATTEMPTS = 6
/** The first retry after this many seconds, then doubling (pg-boss retryBackoff). */
export const DELIVERY_RETRY_DELAY_S = 15

type DeliveryApp = Pick<FastifyInstance, 'database' | 'telegram' | 'mailer' | 'config' | 'log'>
/** What became of one try: `retry` leaves the delivery pending for the job's next attempt. */
export type DeliveryOutcome = 'sent' | 'skipped' | 'failed' | 'retry' | 'not_pending'

type Attempt =
  | { status: 'sent' }
  | { status: 'skipped'; error: string }
  | { status: 'failed'; error: string; retryable: boolean }

/**
 * One try of one delivery. Nothing happens unless the delivery is still pending (sent, skipped
 * or given up ones stay as they are), and its row lock keeps a second worker from sending it
 * at the same time.
 */
export async function deliverNotification(app: DeliveryApp, job: DeliveryJob): Promise<DeliveryOutcome> {
  return app.database.db.transaction(async (tx) => {
    // FOR UPDATE OF d SKIP LOCKED over a three-table join: the delivery row only.
    const row = await queryRow(
      tx,
      z.object({
        attempts: z.number(),
        user_id: z.string(),
        type: z.enum(NOTIFICATION_TYPES),
        data: z.preprocess((data) => data ?? {}, notificationData),
        language: z.enum(LOCALES).nullable(),
        time_zone: z.string(),
        email: z.string().nullable(),
        notify_telegram: z.boolean(),
        notify_email: z.boolean(),
        telegram_id: z.coerce.number().nullable(),
      }),
      sql`
      select d.attempts, n.user_id, n.type, n.data, u.language::text as language, u.time_zone, u.email,
             u.notify_telegram, u.notify_email, u.telegram_id
      from notification_deliveries d
      join notifications n on n.id = d.notification_id
      join users u on u.id = n.user_id
      where d.notification_id = ${job.notificationId} and d.channel = ${job.channel} and d.status = 'pending'
      for update of d skip locked`,
    )
    if (!row) return 'not_pending'
    const { type, data } = row
    const locale = row.language ?? 'en'
    const timeZone = row.time_zone
    const link = notificationLink(type, data)
    const attempts = row.attempts + 1

    let attempt: Attempt
    if (job.channel === 'telegram') {
      if (!row.notify_telegram || row.telegram_id === null) {
        attempt = { status: 'skipped', error: 'turned off or unlinked' }
      } else {
        const message = telegramMessage(type, data, locale, timeZone)
        const result = await app.telegram.sendToUser(row.user_id, message.text, {
          text: message.button,
          path: link,
        })
        attempt =
          result.status === 'sent'
            ? { status: 'sent' }
            : result.status === 'skipped'
              ? { status: 'skipped', error: result.reason }
              : { status: 'failed', error: result.description, retryable: result.retryable }
      }
    } else if (!row.notify_email || !row.email) {
      attempt = { status: 'skipped', error: 'turned off or no email' }
    } else {
      try {
        const url = new URL(link, app.config.PUBLIC_URL).toString()
        await app.mailer.send({
          to: row.email,
          ...notificationMail(type, data, locale, timeZone, url),
        })
        attempt = { status: 'sent' }
      } catch (error) {
        attempt = { status: 'failed', error: (error as Error).message, retryable: true }
      }
    }

    const retry = attempt.status === 'failed' && attempt.retryable && attempts < DELIVERY_MAX_ATTEMPTS
    const status = retry ? 'pending' : attempt.status
    await tx
      .update(notificationDeliveries)
      .set({
        status,
        attempts,
        lastError: attempt.status === 'sent' ? null : attempt.error,
        sentAt: attempt.status === 'sent' ? clock.now() : null,
      })
      .where(
        and(
          eq(notificationDeliveries.notificationId, job.notificationId),
          eq(notificationDeliveries.channel, job.channel),
          eq(notificationDeliveries.status, 'pending'),
        ),
      )
    if (attempt.status === 'failed') {
      app.log.warn({ ...job, attempts, error: attempt.error }, 'notification delivery failed')
    }
    return retry ? 'retry' : attempt.status
  })
}

/** The delivery queue: a try that may succeed later throws, and pg-boss retries it with backoff. */
export function notificationDeliveryQueue(app: DeliveryApp) {
  return defineQueue<DeliveryJob>({
    name: NOTIFICATION_DELIVERY_QUEUE,
    queue: {
      retryLimit: DELIVERY_MAX_ATTEMPTS - 1,
      retryDelay: DELIVERY_RETRY_DELAY_S,
      retryBackoff: true,
      expireInSeconds: 5 * 60,
    },
    async handle(job) {
      const outcome = await deliverNotification(app, job)
      if (outcome === 'retry') throw new Error(`${job.channel} delivery will be retried`)
    },
  })
}
