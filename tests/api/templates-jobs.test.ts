import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { connectDatabase, type Database } from '#server/db/client.ts'
import { TEMPLATE_EXPANSION_QUEUE, templateExpansionQueue } from '#server/jobs/template-expansion.ts'
import { extendActiveTemplates } from '#server/modules/trainings/expansion.ts'
import { clock } from '#shared/clock.ts'
import { addDays, dateInZone, isoWeekday } from '#shared/time.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'

// The rolling expansion as it runs in production: on pg-boss, in the test's own database, with
// the cron checked every second and a schedule of every minute instead of daily.

const JOBS = {
  templateExpansionCron: '* * * * *',
  boss: { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
}

let t: TestApp
const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { jobs: JOBS })
})

afterAll(async () => {
  await t.close()
})

/** Tuesdays and Thursdays at noon UTC from today to today + 8 weeks, not yet begun. */
function expectedDates() {
  const today = dateInZone(clock.now(), 'UTC')
  const dates: string[] = []
  for (let i = 0; i <= 56; i += 1) {
    const date = addDays(today, i)
    if ([2, 4].includes(isoWeekday(date)) && Date.parse(`${date}T12:00:00Z`) > clock.nowMs()) dates.push(date)
  }
  return dates
}

/** A trainer with a plan and a template that nothing has expanded yet, straight into the tables. */
async function unexpandedTemplate(): Promise<string> {
  const { rows: user } = await sql(
    `insert into users (email, first_name) values ($1, 'Runner') returning id`,
    [`jobs.${randomBytes(4).toString('hex')}@example.test`],
  )
  const trainerId = user[0].id
  await sql(`insert into user_roles (user_id, role) values ($1, 'trainer')`, [trainerId])
  await sql(
    `insert into trainer_plans (user_id, kind, valid_until) values ($1, 'trial', ${sqlNow()} + interval '30 days')`,
    [trainerId],
  )
  const { rows } = await sql(
    `insert into training_templates (trainer_id, title, specialization, format, duration_min, capacity, price,
                                     weekdays, start_time, time_zone, valid_from)
     values ($1, 'Noon run', 'running', 'online', 45, 5, 0, '{2,4}', '12:00', 'UTC', $2) returning id`,
    [trainerId, dateInZone(clock.now(), 'UTC')],
  )
  return rows[0].id
}

async function datesOf(templateId: string) {
  const { rows } = await sql(
    'select occurrence_date::text as date from trainings where template_id = $1 order by occurrence_date',
    [templateId],
  )
  return rows.map((r) => r.date as string)
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = clock.nowMs() + 30_000
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (clock.nowMs() > deadline) throw new Error(`still waiting for ${what}: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const jobsCount = async (where: string) =>
  (await sql(`select count(*)::int as n from pgboss.job where ${where}`)).rows[0].n as number

describe('the rolling template expansion on pg-boss', () => {
  it('runs at start, on its cron schedule and when sent, each run idempotent', async () => {
    const first = await unexpandedTemplate()
    await t.app.ready()
    expect(
      await eventually(
        () => datesOf(first),
        (d) => d.length > 0,
        'the start-up run',
      ),
    ).toEqual(expectedDates())
    const { rows } = await sql('select generated_until::text as d from training_templates where id = $1', [
      first,
    ])
    expect(rows[0].d).toBe(addDays(dateInZone(clock.now(), 'UTC'), 56))

    // The cron schedule is pg-boss's: its timekeeper sends the job through its internal queue.
    const { rows: schedules } = await sql(
      'select name, cron, timezone from pgboss.schedule where name = $1',
      [TEMPLATE_EXPANSION_QUEUE],
    )
    expect(schedules).toEqual([{ name: TEMPLATE_EXPANSION_QUEUE, cron: '* * * * *', timezone: 'UTC' }])
    await eventually(
      () =>
        jobsCount(
          `name = '__pgboss__send-it' and data->>'name' = '${TEMPLATE_EXPANSION_QUEUE}' and state = 'completed'`,
        ),
      (n) => n > 0,
      'the cron to fire',
    )

    const second = await unexpandedTemplate()
    await t.app.jobs!.send(templateExpansionQueue(t.database), {})
    expect(
      await eventually(
        () => datesOf(second),
        (d) => d.length > 0,
        'the sent run',
      ),
    ).toEqual(expectedDates())
    await eventually(
      () => jobsCount(`name = '${TEMPLATE_EXPANSION_QUEUE}' and state <> 'completed'`),
      (n) => n === 0,
      'every run to complete',
    )
    expect(
      await jobsCount(`name = '${TEMPLATE_EXPANSION_QUEUE}' and state = 'completed'`),
    ).toBeGreaterThanOrEqual(2)
    // Every run found the first template done.
    expect(await datesOf(first)).toEqual(expectedDates())
  })

  describe('with a second instance on the same database', () => {
    let other: FastifyInstance
    let otherDatabase: Database

    beforeAll(async () => {
      otherDatabase = connectDatabase(t.config.DATABASE_URL!, { max: 5 })
      other = await buildApp({
        config: t.config,
        database: otherDatabase,
        jwtSecret: randomBytes(32).toString('base64url'),
        jobs: JOBS,
      })
      await other.ready()
    })

    afterAll(async () => {
      await other.close()
      await otherDatabase.close()
    })

    it('expands each template once when both run at the same time', async () => {
      const template = await unexpandedTemplate()
      const runs = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          extendActiveTemplates((i % 2 === 0 ? t.database : otherDatabase).db),
        ),
      )
      expect(runs.reduce((sum, run) => sum + run.created, 0)).toBe(expectedDates().length)
      expect(await datesOf(template)).toEqual(expectedDates())

      // And through the queue, sent by both instances at once.
      const queued = await unexpandedTemplate()
      await Promise.all([
        t.app.jobs!.send(templateExpansionQueue(t.database), {}),
        other.jobs!.send(templateExpansionQueue(otherDatabase), {}),
      ])
      expect(
        await eventually(
          () => datesOf(queued),
          (d) => d.length > 0,
          'the queued run',
        ),
      ).toEqual(expectedDates())
      expect(await jobsCount(`name = '${TEMPLATE_EXPANSION_QUEUE}' and state = 'failed'`)).toBe(0)
    })
  })
})
