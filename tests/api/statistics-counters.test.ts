// A training's attended_count and no_show_count (decision 0042) are kept by the bookings trigger
// in the same transaction as every booking write: after a mixed sequence of writes (booking,
// marking, re-marking, cancelling, re-booking, moving a booking to another training, deleting,
// moving and cancelling a training, the trainer changing zone) they equal the raw count of the
// bookings, and the trainer's statistics equal the aggregate computed from the bookings directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { caller, insertStudent, insertStudents } from './booking-fixtures.ts'
import { grantTrainer } from './catalogue-fixtures.ts'

// The pinned now: Monday 2026-11-23 13:15 UTC.
let t: TestApp
let call: ReturnType<typeof caller>
let trainer: Account
let students: Account[]

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  trainer = await insertStudent(t, { firstName: 'Counter' })
  await grantTrainer(t, trainer)
  students = await insertStudents(t, 4)
})
afterAll(async () => {
  await t.close()
})

async function training(startsAt: string) {
  const { rows } = await sql(
    `insert into trainings (trainer_id, title, specialization, format, starts_at, duration_min, capacity,
                            allow_parallel)
     values ($1, 'Session', 'strength', 'gym', $2, 60, 10, true) returning id`,
    [trainer.id, startsAt],
  )
  return rows[0].id as string
}

async function book(trainingId: string, student: Account, status: string) {
  const { rows } = await sql(
    `insert into bookings (training_id, student_id, status) values ($1, $2, $3) returning id`,
    [trainingId, student.id, status],
  )
  return rows[0].id as string
}

const setStatus = (bookingId: string, status: string) =>
  sql(`update bookings set status = $2 where id = $1`, [bookingId, status])

/** Trainings whose kept counts differ from their bookings' raw counts (none expected). */
async function drift() {
  const { rows } = await sql(
    `select t.id, t.booked_count, t.attended_count, t.no_show_count, raw.booked, raw.attended, raw.no_show
     from trainings t
     cross join lateral (
       select count(*) filter (where b.status <> 'cancelled')::int as booked,
              count(*) filter (where b.status = 'attended')::int as attended,
              count(*) filter (where b.status = 'no_show')::int as no_show
       from bookings b where b.training_id = t.id) raw
     where t.booked_count <> raw.booked or t.attended_count <> raw.attended or t.no_show_count <> raw.no_show`,
  )
  return rows
}

/** The trainer's figures over the last 4 weeks straight from the bookings (decision 0032's rules). */
async function rawFigures(zone: string) {
  const { rows } = await sql(
    `with visits as (
       select (date_trunc('week', t.starts_at at time zone $2))::date::text as bucket, t.id, b.student_id, b.status
       from trainings t join bookings b on b.training_id = t.id and b.status <> 'cancelled'
       where t.trainer_id = $1 and t.status <> 'cancelled' and t.ends_at <= $3::timestamptz
         and t.starts_at >= ((date_trunc('week', $3::timestamptz at time zone $2) - interval '3 weeks')
                             at time zone $2))
     select bucket, count(distinct id)::int as held,
            count(*) filter (where status = 'attended')::int as attended,
            count(*) filter (where status = 'no_show')::int as no_show,
            count(distinct student_id) filter (where status = 'attended')::int as students
     from visits group by bucket order by bucket`,
    [trainer.id, zone, '2026-11-23T13:15:00Z'],
  )
  return rows
}

async function expectStatisticsMatchRaw(zone: string) {
  const res = await call('GET', '/api/statistics?role=trainer&period=4w', trainer)
  expect(res.statusCode).toBe(200)
  const data = res.json().data
  expect(data.timeZone).toBe(zone)
  const raw = await rawFigures(zone)
  const shown = data.sessions.filter((s: { held: number }) => s.held > 0)
  expect(shown).toEqual(
    raw.map((r) => ({
      start: r.bucket,
      held: r.held,
      attended: r.attended,
      noShow: r.no_show,
      students: r.students,
    })),
  )
  return data
}

describe('attended and no-show counts kept on trainings', () => {
  it('stay equal to the bookings through a mixed sequence of writes, and the statistics with them', async () => {
    const [a, b, c, d] = students as [Account, Account, Account, Account]
    await sql(`update users set time_zone = 'Europe/Moscow' where id = $1`, [trainer.id])
    // Monday 2026-11-16 00:30 Moscow = Sunday 2026-11-15 21:30 UTC: week boundaries depend on the zone.
    const edge = await training('2026-11-15T21:30:00Z')
    const mid = await training('2026-11-18T10:00:00Z')
    const last = await training('2026-11-20T10:00:00Z')
    const future = await training('2026-11-25T10:00:00Z')

    const e1 = await book(edge, a, 'confirmed')
    const e2 = await book(edge, b, 'attended')
    await book(edge, c, 'no_show')
    const m1 = await book(mid, a, 'requested')
    const m2 = await book(mid, d, 'attended')
    const l1 = await book(last, c, 'confirmed')
    await book(future, b, 'confirmed')
    expect(await drift()).toEqual([])

    // Marking, re-marking, cancelling, re-booking after a cancel.
    await setStatus(e1, 'attended')
    await setStatus(e2, 'no_show')
    await setStatus(m1, 'attended')
    await setStatus(m2, 'cancelled')
    await book(mid, d, 'no_show')
    await setStatus(l1, 'attended')
    await setStatus(l1, 'cancelled')
    expect(await drift()).toEqual([])
    await expectStatisticsMatchRaw('Europe/Moscow')

    // A booking moved to another training, one deleted, several writes in one transaction that
    // is rolled back, and a training cancelled (its counts stay; the statistics skip it).
    await sql(`update bookings set training_id = $2 where id = $1`, [e1, last])
    await sql(`delete from bookings where id = $1`, [e2])
    const client = await t.database.pool.connect()
    try {
      await client.query('begin')
      await client.query(
        `update bookings set status = 'attended' where training_id = $1 and status <> 'cancelled'`,
        [mid],
      )
      await client.query('rollback')
    } finally {
      client.release()
    }
    await sql(`update trainings set status = 'cancelled' where id = $1`, [future])
    expect(await drift()).toEqual([])
    await expectStatisticsMatchRaw('Europe/Moscow')

    // A training moved across days and weeks: its counts move with it.
    await sql(`update trainings set starts_at = '2026-11-09T10:00:00Z' where id = $1`, [mid])
    expect(await drift()).toEqual([])
    await expectStatisticsMatchRaw('Europe/Moscow')

    // The trainer changes zone: buckets are cut at read time in the new zone (the edge training
    // is Sunday evening in New York, so it falls in the week before).
    const moscow = await expectStatisticsMatchRaw('Europe/Moscow')
    await sql(`update users set time_zone = 'America/New_York' where id = $1`, [trainer.id])
    const newYork = await expectStatisticsMatchRaw('America/New_York')
    expect(newYork.sessions.map((s: { held: number }) => s.held)).not.toEqual(
      moscow.sessions.map((s: { held: number }) => s.held),
    )
    expect(newYork.totalHeld).toBe(moscow.totalHeld)
  })

  it('refuses counts that do not add up', async () => {
    const id = await training('2026-11-19T10:00:00Z')
    await expect(sql(`update trainings set attended_count = 1 where id = $1`, [id])).rejects.toThrow(
      /trainings_marked_within_booked/,
    )
  })
})
