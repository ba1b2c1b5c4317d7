import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Effects } from '#server/effects/after-commit.ts'
import { completeEndedTrainings } from '#server/modules/trainings/index.ts'
import { clock } from '#shared/clock.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'

// Trainings become `completed` by a job once they have ended: first the rule, moved by the
// clock; then the job as it runs in production, on pg-boss at start.

const JOBS = { boss: { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 } }

let t: TestApp
const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { jobs: JOBS })
})

afterAll(async () => {
  await t.close()
})

async function trainer(): Promise<string> {
  const { rows } = await sql(`insert into users (email, first_name) values ($1, 'Coach') returning id`, [
    `completion.${randomBytes(4).toString('hex')}@example.test`,
  ])
  return rows[0].id
}

/** A training starting `startsInMin` minutes from the clock's now, 60 minutes long. */
async function training(trainerId: string, startsInMin: number, status = 'scheduled'): Promise<string> {
  const { rows } = await sql(
    `insert into trainings (trainer_id, title, specialization, format, starts_at, duration_min, capacity, price, status)
     values ($1, 'Session', 'strength', 'online', ${sqlNow()} + make_interval(mins => $2), 60, 1, 0, $3) returning id`,
    [trainerId, startsInMin, status],
  )
  return rows[0].id
}

const statusOf = async (id: string) =>
  (await sql('select status from trainings where id = $1', [id])).rows[0].status as string

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`still waiting for ${what}`)
}

describe('trainings become completed after they end', () => {
  it('completes an ended training, not one under way, to come or cancelled, and tells the trainer', async () => {
    const coach = await trainer()
    const ended = await training(coach, -120)
    const running = await training(coach, -30)
    const coming = await training(coach, 60)
    const cancelled = await training(coach, -180, 'cancelled')

    const changes = new Effects()
    const emitted: unknown[] = []
    // The job also runs on its own at start; the rule is idempotent either way.
    await completeEndedTrainings(t.database.db, changes)
    changes.announce({ emitScheduleChanged: (...args: unknown[]) => void emitted.push(args) })
    expect(await statusOf(ended)).toBe('completed')
    expect(await statusOf(running)).toBe('scheduled')
    expect(await statusOf(coming)).toBe('scheduled')
    expect(await statusOf(cancelled)).toBe('cancelled')
    expect(JSON.stringify(emitted)).toContain(coach)

    // 31 minutes later the one under way has ended too.
    clock.advance(31 * 60_000)
    expect(await completeEndedTrainings(t.database.db, new Effects())).toBeGreaterThanOrEqual(1)
    expect(await statusOf(running)).toBe('completed')
    expect(await statusOf(coming)).toBe('scheduled')
    expect(await completeEndedTrainings(t.database.db, new Effects())).toBe(0)
  })

  it('runs as a job when the app starts', async () => {
    const coach = await trainer()
    const ended = await training(coach, -90)
    await t.app.ready()
    expect(
      await eventually(
        () => statusOf(ended),
        (s) => s === 'completed',
        'the start-up run',
      ),
    ).toBe('completed')
  })
})
