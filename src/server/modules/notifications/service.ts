// PRODUCT.md §2 "Notification" and §6 "notifications" (decision 0016): a notification is stored
// inside the transaction of the action that raised it, with one pending delivery per channel
// the user has on; the realtime push and the delivery jobs follow once it committed
// (effects/after-commit.ts, effects/notifications.ts); delivery.ts sends them.
import { and, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Executor } from '#server/db/client.ts'
import { decodeCursor, encodeCursor } from '#server/db/cursor.ts'
import { displayNameSql, personName } from '#server/db/people.ts'
import { notifications } from '#server/db/schema.ts'
import { isoTime, sqlNow } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import {
  NOTIFICATION_COLUMNS,
  notificationRow,
  toNotification,
  unreadCount,
} from '#server/effects/notifications.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'

const ORDER = 'notifications'

/** The user's notifications, unread first, then newest first; a keyset cursor pages on. */
export async function listNotifications(
  db: Executor,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
) {
  const after = query.cursor ? decodeCursor(query.cursor, ORDER, ['int', 'timestamp']) : null
  const rows = await queryRows(
    db,
    notificationRow.extend({ unread: z.number(), cursor_time: z.string() }),
    sql`
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
    limit ${query.limit + 1}`,
  )
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    data: page.map(toNotification),
    unreadCount: await unreadCount(db, userId),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({
            order: ORDER,
            keys: [last.unread, last.cursor_time],
            id: last.id,
          })
        : null,
  }
}

/** Marks the user's own notification read (another user's is 404); the unread count after it. */
export async function markRead(db: Executor, userId: string, id: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${sqlNow()})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id })
  if (rows.length === 0) throw AppError.notFound(MESSAGES.notificationNotFound)
  return unreadCount(db, userId)
}

export async function markAllRead(db: Executor, userId: string): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: clock.now() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
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
  const row = await queryRow(
    tx,
    z.object({ title: z.string(), starts_at: z.string(), trainer_id: z.string(), trainer_name: z.string() }),
    sql`select t.title, ${isoTime(sql`t.starts_at`)} as starts_at, t.trainer_id,
               ${displayNameSql('u')} as trainer_name
        from trainings t join users u on u.id = t.trainer_id where t.id = ${trainingId}`,
  )
  return {
    trainingId,
    trainingTitle: row!.title,
    startsAt: row!.starts_at,
    trainerId: row!.trainer_id,
    trainerName: row!.trainer_name,
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
