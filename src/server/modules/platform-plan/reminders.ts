// "Your Trainly plan ends in 3 days" (decision 0029): once per plan end, claimed by an UPDATE so
// that several instances send it once. A plan Telegram renews (a running Stars subscription) is
// not reminded; nor one that already ended.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { queryRows } from '#server/db/typed-sql.ts'
import { Effects } from '#server/effects/after-commit.ts'
import { defineQueue } from '#server/effects/job-runner.ts'
import { clock } from '#shared/clock.ts'

export const PLAN_REMINDER_DAYS = 3
export const PLAN_REMINDERS_QUEUE = 'trainer-plan-reminders'

type ReminderApp = Pick<FastifyInstance, 'database' | 'realtime' | 'jobs' | 'log'>

export async function sendPlanExpiryReminders(app: ReminderApp, now: Date = clock.now()): Promise<number> {
  const changes = new Effects()
  let sent = 0
  await app.database.db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      z.object({ user_id: z.string(), valid_until: z.string() }),
      sql`
      update trainer_plans set expiry_notified_at = ${now.toISOString()}::timestamptz
      where expiry_notified_at is null
        and telegram_subscription_charge_id is null
        and valid_until > ${now.toISOString()}::timestamptz
        and valid_until <= ${now.toISOString()}::timestamptz + make_interval(days => ${PLAN_REMINDER_DAYS})
      returning user_id, to_char(valid_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as valid_until`,
    )
    for (const row of rows) {
      await changes.notify(tx, {
        userId: row.user_id,
        type: 'trainer_plan_expiring',
        data: { startsAt: row.valid_until },
      })
      sent += 1
    }
  })
  await changes.afterCommit(app)
  return sent
}

/** Hourly, once per cluster, and at start to catch up. */
export function planRemindersQueue(app: ReminderApp, options: { cron?: string } = {}) {
  return defineQueue({
    name: PLAN_REMINDERS_QUEUE,
    queue: { policy: 'stately', retryLimit: 1, retryDelay: 60, expireInSeconds: 5 * 60 },
    cron: { expression: options.cron ?? '7 * * * *', tz: 'UTC' },
    runAtStart: true,
    async handle() {
      const sent = await sendPlanExpiryReminders(app)
      if (sent > 0) app.log.info({ sent }, 'trainer plan reminders sent')
    },
  })
}
