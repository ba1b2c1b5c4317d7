// Reminders 24 h and 2 h before each confirmed booking's training (decision 0016). A job every
// minute claims the reminders that are due by inserting their keys into reminder_sends; the key
// (booking, kind, start) makes each claim happen once however many instances run, and only the
// instance whose insert went in notifies, in the same transaction.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { displayNameSql } from '#server/db/people.ts'
import { queryRows } from '#server/db/typed-sql.ts'
import { Effects } from '#server/effects/after-commit.ts'
import { defineQueue } from '#server/effects/job-runner.ts'
import { REMINDER_OFFSETS_MS } from '#shared/api/notifications.ts'
import { clock } from '#shared/clock.ts'

export const REMINDERS_QUEUE = 'reminders'
export const REMINDERS_CRON = '* * * * *'
/**
 * A reminder whose moment passed longer ago than this (the app was down) is not sent late: a
 * "tomorrow" reminder an hour before the training would be wrong, and the 2 h one follows.
 */
export const REMINDER_GRACE_MS = 15 * 60_000

const KINDS = [
  { type: 'reminder_24h', kind: '24h', offsetMs: REMINDER_OFFSETS_MS.reminder_24h },
  { type: 'reminder_2h', kind: '2h', offsetMs: REMINDER_OFFSETS_MS.reminder_2h },
] as const

type ReminderApp = Pick<FastifyInstance, 'database' | 'realtime' | 'jobs' | 'log'>

/**
 * Sends every reminder due at `now`: bookings confirmed now, of scheduled trainings that have not
 * started, whose reminder moment (start − offset) has come but not more than the grace ago, and
 * that were made before that moment (a booking made 3 h before the start gets only the 2 h
 * reminder). Moved trainings are reminded for their new start (it is in the key); cancelled
 * bookings and trainings are not, as the status is read when the reminder goes out.
 */
export async function sendDueReminders(app: ReminderApp, now: Date = clock.now()): Promise<number> {
  const changes = new Effects()
  let sent = 0
  await app.database.db.transaction(async (tx) => {
    for (const { type, kind, offsetMs } of KINDS) {
      // A data-modifying CTE: claim the due keys and read what to say, in one statement.
      const rows = await queryRows(
        tx,
        z.object({
          booking_id: z.string(),
          student_id: z.string(),
          training_id: z.string(),
          title: z.string(),
          trainer_id: z.string(),
          trainer_name: z.string(),
          starts_at: z.string(),
        }),
        sql`
        with due as (
          select b.id as booking_id, b.student_id, t.id as training_id, t.title, t.starts_at, t.trainer_id,
                 ${displayNameSql('u')} as trainer_name
          from bookings b
          join trainings t on t.id = b.training_id
          join users u on u.id = t.trainer_id
          where b.status = 'confirmed' and t.status = 'scheduled'
            and t.starts_at > ${now.toISOString()}::timestamptz
            and t.starts_at - ${`${offsetMs} milliseconds`}::interval <= ${now.toISOString()}::timestamptz
            and t.starts_at - ${`${offsetMs} milliseconds`}::interval
                > ${new Date(now.getTime() - REMINDER_GRACE_MS).toISOString()}::timestamptz
            and b.created_at <= t.starts_at - ${`${offsetMs} milliseconds`}::interval
        ), claimed as (
          insert into reminder_sends (booking_id, kind, starts_at)
          select booking_id, ${kind}::reminder_kind, starts_at from due
          on conflict do nothing
          returning booking_id, starts_at
        )
        select due.booking_id, due.student_id, due.training_id, due.title, due.trainer_id, due.trainer_name,
               to_char(due.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as starts_at
        from claimed join due on due.booking_id = claimed.booking_id and due.starts_at = claimed.starts_at`,
      )
      for (const row of rows) {
        await changes.notify(tx, {
          userId: row.student_id,
          type,
          data: {
            trainingId: row.training_id,
            bookingId: row.booking_id,
            trainingTitle: row.title,
            startsAt: row.starts_at,
            personId: row.trainer_id,
            personName: row.trainer_name,
          },
        })
        sent += 1
      }
    }
  })
  await changes.afterCommit(app)
  return sent
}

/** Every minute, once per cluster (pg-boss cron), and once at start to catch up. */
export function remindersQueue(app: ReminderApp, options: { cron?: string } = {}) {
  return defineQueue({
    name: REMINDERS_QUEUE,
    queue: { policy: 'stately', retryLimit: 1, retryDelay: 30, expireInSeconds: 5 * 60 },
    cron: { expression: options.cron ?? REMINDERS_CRON, tz: 'UTC' },
    runAtStart: true,
    async handle() {
      const sent = await sendDueReminders(app)
      if (sent > 0) app.log.info({ sent }, 'reminders sent')
    },
  })
}
