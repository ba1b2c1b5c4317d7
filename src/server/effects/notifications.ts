// The notifications a write raises (decision 0016): stored in the write's own transaction, with one
// pending delivery per channel the user has on; once it committed, the realtime push to the
// user's sockets (every instance, via the adapter) and one pg-boss job per pending delivery.
// The delivery job itself is modules/notifications/delivery.ts.
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Executor } from '#server/db/client.ts'
import { notificationDeliveries, notifications } from '#server/db/schema.ts'
import { isoTime, sqlNow } from '#server/db/sql-helpers.ts'
import { queryRow } from '#server/db/typed-sql.ts'
import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationChannel,
  type NotificationData,
  type NotificationType,
  notificationData,
} from '#shared/api/notifications.ts'
import type { JobQueue } from './job-runner.ts'

/** The queue of channel deliveries; its worker is modules/notifications/delivery.ts. */
export const NOTIFICATION_DELIVERY_QUEUE = 'notification-delivery'

/** One delivery: a stored notification on one channel. */
export interface DeliveryJob {
  notificationId: string
  channel: NotificationChannel
}

type PushApp = Pick<FastifyInstance, 'database' | 'realtime' | 'jobs' | 'log'>

/** The in-app path of the screen a notification concerns (the `link` of the shape). */
export function notificationLink(type: NotificationType, data: NotificationData): string {
  switch (type) {
    case 'booking_requested':
      return '/trainer-requests'
    case 'trainer_request_accepted':
      return data.personId ? `/booking?trainerId=${data.personId}` : '/schedule'
    case 'trainer_request_declined':
      return data.personId ? `/trainer-profile/${data.personId}` : '/schedule'
    case 'payment_received':
    case 'payment_pending':
      return '/trainer-payments'
    case 'payment_cancelled':
      return '/payments'
    case 'payment_refunded':
      return '/student-payments'
    case 'subscription_expiring':
    case 'subscription_used_up':
      return '/student-subscription'
    case 'trainer_plan_expiring':
      return '/trainer-subscription'
    case 'trainer_application_approved':
    case 'trainer_application_rejected':
      return '/become-trainer'
    case 'session_ended':
      return '/settings/sessions'
    default:
      return '/schedule'
  }
}

export interface NotifyInput {
  userId: string
  type: NotificationType
  data: NotificationData
}

/** A stored notification and the channels it waits to go out on. */
export interface StoredNotification {
  userId: string
  notification: Notification
  channels: NotificationChannel[]
}

/** A row holding NOTIFICATION_COLUMNS. */
export const notificationRow = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  data: z.preprocess((data) => data ?? {}, notificationData),
  created_at: z.string(),
  read_at: z.string().nullable(),
})

export function toNotification(row: z.output<typeof notificationRow>): Notification {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    link: notificationLink(row.type, row.data),
    createdAt: row.created_at,
    readAt: row.read_at,
  }
}

export const NOTIFICATION_COLUMNS = sql`n.id, n.type, n.data, ${isoTime(sql`n.created_at`)} as created_at,
  case when n.read_at is null then null else ${isoTime(sql`n.read_at`)} end as read_at`

/**
 * Stores a notification in the caller's transaction (a rolled-back action notifies nobody) and
 * a pending delivery for each channel that applies now: Telegram when the user has it linked and
 * on, email when on and the user has an email.
 */
export async function notify(tx: Executor, input: NotifyInput): Promise<StoredNotification> {
  // One statement: the insert (created_at the database's default) and the user's channels.
  const row = await queryRow(
    tx,
    notificationRow.extend({ telegram: z.boolean(), email: z.boolean() }),
    sql`
    with n as (
      insert into notifications (user_id, type, data, created_at)
      values (${input.userId}, ${input.type}, ${JSON.stringify(input.data)}::jsonb, ${sqlNow()})
      returning *)
    select ${NOTIFICATION_COLUMNS},
           (u.telegram_id is not null and u.notify_telegram) as telegram,
           (u.email is not null and u.notify_email) as email
    from n join users u on u.id = n.user_id`,
  )
  const stored = row!
  const channels: NotificationChannel[] = []
  if (stored.telegram) channels.push('telegram')
  if (stored.email) channels.push('email')
  for (const channel of channels) {
    await tx.insert(notificationDeliveries).values({ notificationId: stored.id, channel })
  }
  return { userId: input.userId, notification: toNotification(stored), channels }
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.n ?? 0
}

/** What `send` needs of the queue (its name); its worker is modules/notifications/delivery.ts. */
const DELIVERY_QUEUE_REF = { name: NOTIFICATION_DELIVERY_QUEUE } as JobQueue<DeliveryJob>

/**
 * Tells the users their new notifications (with the unread count) on every instance, then queues
 * a delivery job per pending channel. Call after commit; never throws (a delivery left pending
 * without a job is a log line, the notification itself is in the app).
 */
export async function pushNotifications(app: PushApp, stored: ReadonlyArray<StoredNotification>) {
  if (stored.length === 0) return
  try {
    const counts = new Map<string, number>()
    for (const { userId } of stored) {
      if (!counts.has(userId)) counts.set(userId, await unreadCount(app.database.db, userId))
    }
    for (const { userId, notification } of stored) {
      app.realtime.emitNotification(userId, notification, counts.get(userId) ?? 0)
    }
  } catch (err) {
    app.log.warn({ err }, 'notification:new not sent')
  }
  if (!app.jobs) return
  for (const { notification, channels } of stored) {
    for (const channel of channels) {
      try {
        await app.jobs.send(DELIVERY_QUEUE_REF, { notificationId: notification.id, channel })
      } catch (err) {
        app.log.error({ err, notificationId: notification.id, channel }, 'notification delivery not queued')
      }
    }
  }
}
