// /api/admin/trainings (issue 16): every training with filters and paging, and an admin's
// cancellation with a reason — the trainer's own cancellation's effects, the trainer told, audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notificationTexts } from '#server/modules/notifications/texts.ts'
import { clock } from '#shared/clock.ts'
import { STAFF_MESSAGES } from '#shared/staff-messages.ts'
import { type Account, registerAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import {
  bookingRow,
  caller,
  DAY_MS,
  HOUR_MS,
  insertStudents,
  insertTraining,
  insertWaitlist,
  trainingRow,
  waitlistOf,
} from './booking-fixtures.ts'
import { registerTrainer } from './catalogue-fixtures.ts'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
let t: TestApp
let call: ReturnType<typeof caller>
let admin: Account
let moderator: Account
let trainer: Account
let otherTrainer: Account
let student: Account

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  admin = await registerAccount(t, { firstName: 'Ada' })
  moderator = await registerAccount(t, { firstName: 'Mona' })
  await sql(`insert into user_roles (user_id, role) values ($1, 'admin'), ($2, 'moderator')`, [
    admin.id,
    moderator.id,
  ])
  await sql(`update users set time_zone = 'Europe/Moscow' where id = $1`, [admin.id])
  trainer = await registerTrainer(t, { firstName: 'Marat' })
  otherTrainer = await registerTrainer(t, { firstName: 'Olga' })
  student = (await insertStudents(t, 1, { firstName: 'Sasha' }))[0]!
})
afterAll(async () => {
  await t.close()
})

const list = (query: string, as: Account = admin) => call('GET', `/api/admin/trainings${query}`, as)
const ids = (res: { json(): { data: Array<{ id: string }> } }) => res.json().data.map((x) => x.id)
const cancel = (id: string, body: unknown, as: Account = admin) =>
  call('POST', `/api/admin/trainings/${id}/cancel`, as, body)

async function notificationsOf(userId: string) {
  const { rows } = await sql(
    `select type, data from notifications where user_id = $1 order by created_at, id`,
    [userId],
  )
  return rows as Array<{ type: string; data: Record<string, unknown> }>
}

describe('who may call /api/admin/trainings', () => {
  it('refuses guests (401) and every non-admin (403), and changes nothing', async () => {
    const id = await insertTraining(t, trainer.id)
    for (const [method, url, body] of [
      ['GET', '/api/admin/trainings', undefined],
      ['POST', `/api/admin/trainings/${id}/cancel`, { reason: 'Test' }],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401)
      for (const who of [student, trainer, moderator]) {
        expect((await call(method, url, who, body)).statusCode, url).toBe(403)
      }
    }
    expect((await trainingRow(t, id)).status).toBe('scheduled')
  })
})

describe('listing trainings', () => {
  it('filters by trainer, status and dates (in the admin’s zone), and pages', async () => {
    // 2026-11-23 13:15 UTC is the pinned now: 16:15 in Moscow.
    const base = Date.parse('2026-12-10T00:00:00Z')
    const early = await insertTraining(t, otherTrainer.id, {
      title: 'Early yoga',
      startsAt: new Date(base - 2 * HOUR_MS), // 9 Dec 22:00 UTC = 10 Dec 01:00 in Moscow
    })
    const late = await insertTraining(t, otherTrainer.id, {
      title: 'Late yoga',
      startsAt: new Date(base + 22 * HOUR_MS), // 11 Dec 01:00 in Moscow
      status: 'cancelled',
    })
    const all = await list(`?trainerId=${otherTrainer.id}`)
    expect(all.statusCode).toBe(200)
    expect(ids(all)).toEqual([late, early])
    expect(all.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 })
    expect(all.json().data[1]).toMatchObject({
      id: early,
      title: 'Early yoga',
      status: 'scheduled',
      ended: false,
      capacity: 1,
      bookedCount: 0,
      trainer: { id: otherTrainer.id, name: expect.stringContaining('Olga') },
    })
    expect(all.json().trainers.map((x: { id: string }) => x.id)).toEqual(
      expect.arrayContaining([trainer.id, otherTrainer.id]),
    )
    expect(ids(await list(`?trainerId=${otherTrainer.id}&from=2026-12-10&to=2026-12-10`))).toEqual([early])
    expect(ids(await list(`?trainerId=${otherTrainer.id}&from=2026-12-11`))).toEqual([late])
    expect(ids(await list(`?trainerId=${otherTrainer.id}&status=cancelled`))).toEqual([late])
    expect(ids(await list(`?trainerId=${otherTrainer.id}&status=completed`))).toEqual([])
    const far = await list(`?trainerId=${otherTrainer.id}&page=2`)
    expect(far.json()).toMatchObject({ data: [], total: 2, page: 2 })

    for (let i = 0; i < 21; i += 1) {
      await insertTraining(t, trainer.id, { startsAt: new Date(base + 30 * DAY_MS + i * HOUR_MS) })
    }
    const first = await list(`?trainerId=${trainer.id}&from=2027-01-09`)
    expect(first.json().data).toHaveLength(20)
    expect(first.json().total).toBe(21)
    const second = await list(`?trainerId=${trainer.id}&from=2027-01-09&page=2`)
    expect(second.json().data).toHaveLength(1)
    expect(ids(first)).not.toContain(ids(second)[0])
  })

  it('refuses bad filters with 400 and field errors', async () => {
    for (const bad of [
      'trainerId=42',
      'status=postponed',
      'from=2026-13-01',
      'to=1999-01-01',
      'page=0',
      'page=x',
      'from=2026-12-10&to=2026-12-01',
    ]) {
      const res = await list(`?${bad}`)
      expect(res.statusCode, bad).toBe(400)
      expect(res.json().status, bad).toBe('error')
    }
    const range = await list('?from=2026-12-10&to=2026-12-01')
    expect(JSON.stringify(range.json())).toContain(STAFF_MESSAGES.trainingDateRange)
  })
})

describe('an admin cancels a training', () => {
  it('cancels the bookings, empties the waitlist, tells students, waitlist and trainer, and audits it', async () => {
    // Students-only: staff see every training, not just the ones the public sees.
    const id = await insertTraining(t, trainer.id, {
      title: 'Private HIIT',
      capacity: 2,
      visibility: 'students',
      startsAt: new Date(clock.nowMs() + 2 * DAY_MS),
    })
    const [a, b, waiting] = await insertStudents(t, 3)
    const bookingIds: string[] = []
    for (const s of [a!, b!]) {
      const { rows } = await sql(
        `insert into bookings (training_id, student_id, status) values ($1, $2, 'confirmed') returning id`,
        [id, s.id],
      )
      bookingIds.push(rows[0].id)
    }
    await insertWaitlist(t, id, [waiting!])

    const res = await cancel(id, { reason: '  Hall flooded  ' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      id,
      status: 'cancelled',
      cancelReason: 'Hall flooded',
      bookedCount: 0,
      waitlistCount: 0,
    })
    expect(await trainingRow(t, id)).toMatchObject({ status: 'cancelled', cancel_reason: 'Hall flooded' })
    for (const bookingId of bookingIds) {
      expect(await bookingRow(t, bookingId)).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'system',
        cancel_reason: 'Hall flooded',
        late_cancel: false,
      })
    }
    expect(await waitlistOf(t, id)).toEqual([])
    for (const s of [a!, b!, waiting!]) {
      const notes = await notificationsOf(s.id)
      expect(notes).toEqual([
        {
          type: 'training_cancelled',
          data: expect.objectContaining({
            trainingId: id,
            trainingTitle: 'Private HIIT',
            reason: 'Hall flooded',
            cancelledBy: 'staff',
          }),
        },
      ])
    }
    const toTrainer = (await notificationsOf(trainer.id)).filter((n) => n.type === 'training_cancelled')
    expect(toTrainer).toEqual([
      {
        type: 'training_cancelled',
        data: expect.objectContaining({ trainingId: id, reason: 'Hall flooded', cancelledBy: 'staff' }),
      },
    ])
    // The students see it cancelled in their schedule.
    const schedule = await call(
      'GET',
      `/api/schedule?startDate=2026-11-23&endDate=2026-11-30`,
      a,
      undefined,
      { 'x-user-id': a!.id, 'x-user-role': 'student' },
    )
    expect(schedule.statusCode).toBe(200)
    expect(schedule.json().data.find((x: { id: string }) => x.id === id)).toMatchObject({
      status: 'cancelled',
    })

    const audit = await sql(
      `select actor_id, action, target_type, target_id, reason, before, after from audit_entries
       where target_id = $1`,
      [id],
    )
    expect(audit.rows).toEqual([
      {
        actor_id: admin.id,
        action: 'training_cancelled',
        target_type: 'training',
        target_id: id,
        reason: 'Hall flooded',
        before: expect.objectContaining({ status: 'scheduled', activeBookings: 2, waitlist: 1 }),
        after: expect.objectContaining({ status: 'cancelled' }),
      },
    ])
    // The audit log shows it.
    const log = await call('GET', '/api/admin/audit?action=training_cancelled', admin)
    expect(log.json().data.map((e: { target: { id: string } }) => e.target.id)).toContain(id)
  })

  it('answers a second cancellation 409 and an ended or completed one 422, auditing neither', async () => {
    const id = await insertTraining(t, trainer.id)
    expect((await cancel(id, { reason: 'Once' })).statusCode).toBe(200)
    const again = await cancel(id, { reason: 'Twice' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ status: 'error', message: STAFF_MESSAGES.trainingAlreadyCancelled })
    const past = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() - 3 * HOUR_MS) })
    const completed = await insertTraining(t, trainer.id, {
      startsAt: new Date(clock.nowMs() - 3 * DAY_MS),
      status: 'completed',
    })
    for (const ended of [past, completed]) {
      const res = await cancel(ended, { reason: 'Late' })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({ message: STAFF_MESSAGES.trainingAlreadyEnded })
      expect((await trainingRow(t, ended)).status).not.toBe('cancelled')
    }
    const audit = await sql(`select reason from audit_entries where target_id = any($1)`, [
      [id, past, completed],
    ])
    expect(audit.rows).toEqual([{ reason: 'Once' }])
  })

  it('cancels a training already under way (not ended), as its trainer could', async () => {
    const id = await insertTraining(t, trainer.id, {
      startsAt: new Date(clock.nowMs() - 10 * 60_000),
      durationMin: 60,
    })
    expect((await cancel(id, { reason: 'Fire alarm' })).statusCode).toBe(200)
  })

  it('refuses a missing reason, a bad id and an unknown training with 4xx and changes nothing', async () => {
    const id = await insertTraining(t, trainer.id)
    for (const body of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 'a\u0000b' },
    ]) {
      const res = await cancel(id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().status).toBe('error')
    }
    expect((await cancel('not-a-uuid', { reason: 'x' })).statusCode).toBe(400)
    expect((await cancel(UNKNOWN_ID, { reason: 'x' })).statusCode).toBe(404)
    expect((await trainingRow(t, id)).status).toBe('scheduled')
    const audit = await sql(`select 1 from audit_entries where target_id = $1`, [id])
    expect(audit.rows).toEqual([])
  })
})

describe('what the bot and the mail say of a staff cancellation', () => {
  it('names Trainly staff and the reason, in both languages', () => {
    const data = {
      trainingTitle: 'Yoga',
      startsAt: '2030-03-05T07:00:00.000Z',
      reason: 'Hall flooded',
      cancelledBy: 'staff' as const,
    }
    const en = notificationTexts('training_cancelled', data, 'en', 'Europe/Moscow')
    expect(en.body).toMatch(
      /^"Yoga" on .*10:00 AM GMT\+3 was cancelled by Trainly staff\.\nReason: Hall flooded$/,
    )
    // The trainer's own cancellation reads as before.
    const own = notificationTexts('training_cancelled', { ...data, cancelledBy: undefined }, 'en', 'UTC')
    expect(own.body).not.toContain('staff')
  })
})
