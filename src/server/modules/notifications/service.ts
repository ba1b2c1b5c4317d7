// PRODUCT.md §2 "Notification" and §6 "notifications" (decision 0016): a notification is stored
// inside the transaction of the action that raised it, with one pending delivery per channel
// the user has on; the realtime push and the delivery jobs follow once it committed
// (modules/schedule/changes.ts, delivery.ts).
import { sql } from 'drizzle-orm'
import {
  type Notification,
  type NotificationChannel,
  type NotificationData,
  type NotificationType,
  notificationData,
} from '#shared/api/notifications.ts'
import { MESSAGES } from '#shared/messages.ts'
import type { Executor } from '../../db/client.ts'
import { isoTime, sqlNow } from '../../db/sql-helpers.ts'
import { AppError } from '../../http/errors.ts'
import { decodeCursor, encodeCursor } from '../catalogue/cursor.ts'
import { notificationLink } from './texts.ts'

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

function toNotification(row: Record<string, unknown>): Notification {
  const type = row.type as NotificationType
  const data = notificationData.parse(row.data ?? {})
  return {
    id: row.id as string,
    type,
    data,
    link: notificationLink(type, data),
    createdAt: row.created_at as string,
    readAt: (row.read_at as string | null) ?? null,
  }
}

const NOTIFICATION_COLUMNS = sql`n.id, n.type, n.data, ${isoTime(sql`n.created_at`)} as created_at,
  case when n.read_at is null then null else ${isoTime(sql`n.read_at`)} end as read_at`

/**
 * Stores a notification in the caller's transaction (a rolled-back action notifies nobody) and
 * a pending delivery for each channel that applies now: Telegram when the user has it linked and
 * on, email when on and the user has an email.
 */
export async function notify(tx: Executor, input: NotifyInput): Promise<StoredNotification> {
  const { rows } = await tx.execute(sql`
    with n as (
      insert into notifications (user_id, type, data, created_at)
      values (${input.userId}, ${input.type}, ${JSON.stringify(input.data)}::jsonb, ${sqlNow()})
      returning *)
    select ${NOTIFICATION_COLUMNS},
           (u.telegram_id is not null and u.notify_telegram) as telegram,
           (u.email is not null and u.notify_email) as email
    from n join users u on u.id = n.user_id`)
  const row = rows[0]!
  const channels: NotificationChannel[] = []
  if (row.telegram) channels.push('telegram')
  if (row.email) channels.push('email')
  for (const channel of channels) {
    await tx.execute(sql`
      insert into notification_deliveries (notification_id, channel) values (${row.id as string}, ${channel})`)
  }
  return { userId: input.userId, notification: toNotification(row), channels }
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const { rows } = await db.execute(sql`
    select count(*)::int as n from notifications where user_id = ${userId} and read_at is null`)
  return rows[0]!.n as number
}

const ORDER = 'notifications'

/** The user's notifications, unread first, then newest first; a keyset cursor pages on. */
export async function listNotifications(
  db: Executor,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
) {
  const after = query.cursor ? decodeCursor(query.cursor, ORDER, ['int', 'timestamp']) : null
  const { rows } = await db.execute(sql`
    select ${NOTIFICATION_COLUMNS}, (n.read_at is null)::int as unread,
           to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_time
    from notifications n
    where n.user_id = ${userId}
      ${
        after
          ? sql`and ((n.read_at is null)::int, n.created_at, n.id)
                    < (${after.keys[0]}::int, ${after.keys[1]}::timestamptz, ${after.id}::uuid)`
          : sql``
      }
    order by (n.read_at is null) desc, n.created_at desc, n.id desc
    limit ${query.limit + 1}`)
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    data: page.map(toNotification),
    unreadCount: await unreadCount(db, userId),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({
            order: ORDER,
            keys: [last.unread as number, last.cursor_time as string],
            id: last.id as string,
          })
        : null,
  }
}

/** Marks the user's own notification read (another user's is 404); the unread count after it. */
export async function markRead(db: Executor, userId: string, id: string): Promise<number> {
  const { rows } = await db.execute(sql`
    update notifications set read_at = coalesce(read_at, ${sqlNow()})
    where id = ${id} and user_id = ${userId} returning id`)
  if (rows.length === 0) throw AppError.notFound(MESSAGES.notificationNotFound)
  return unreadCount(db, userId)
}

export async function markAllRead(db: Executor, userId: string): Promise<number> {
  await db.execute(sql`
    update notifications set read_at = ${sqlNow()} where user_id = ${userId} and read_at is null`)
  return unreadCount(db, userId)
}

/** What a notification about a training says of it: title, start, and its trainer. */
export interface TrainingFacts {
  trainingId: string
  trainingTitle: string
  startsAt: string
  trainerId: string
  trainerName: string
}

export async function trainingFacts(tx: Executor, trainingId: string): Promise<TrainingFacts> {
  const { rows } = await tx.execute(sql`
    select t.title, ${isoTime(sql`t.starts_at`)} as starts_at, t.trainer_id,
           trim(u.first_name || ' ' || u.last_name) as trainer_name
    from trainings t join users u on u.id = t.trainer_id where t.id = ${trainingId}`)
  const row = rows[0]!
  return {
    trainingId,
    trainingTitle: row.title as string,
    startsAt: row.starts_at as string,
    trainerId: row.trainer_id as string,
    trainerName: row.trainer_name as string,
  }
}

/** The data of a notification to a student about the training: its trainer is the other person. */
export const forStudent = (facts: TrainingFacts) => ({
  trainingId: facts.trainingId,
  trainingTitle: facts.trainingTitle,
  startsAt: facts.startsAt,
  personId: facts.trainerId,
  personName: facts.trainerName,
})

export async function personName(tx: Executor, userId: string): Promise<string> {
  const { rows } = await tx.execute(sql`
    select trim(first_name || ' ' || last_name) as name from users where id = ${userId}`)
  return (rows[0]?.name as string | undefined) ?? ''
}

/** The data of a notification to the trainer about a student's booking. */
export async function forTrainer(tx: Executor, facts: TrainingFacts, studentId: string, bookingId?: string) {
  return {
    trainingId: facts.trainingId,
    trainingTitle: facts.trainingTitle,
    startsAt: facts.startsAt,
    personId: studentId,
    personName: await personName(tx, studentId),
    ...(bookingId ? { bookingId } : {}),
  }
}
