// Issue 15, items 3 and 8: every instant and number the API takes is bounded and typed, and a
// refused or unanswerable write leaves nothing behind (decision 0021).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { insertTraining } from './booking-fixtures.ts'
import { caller, hoursFromNow, publishingTrainer, TRAINING } from './trainings-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
let trainer: Account

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  // PROFILE's minimum notice: 120 minutes.
  trainer = await publishingTrainer(t)
})

afterAll(async () => {
  await t.close()
})

const DAY_HOURS = 24
const trainingsOf = async (account: Account) =>
  Number(
    (await t.database.pool.query('select count(*) from trainings where trainer_id = $1', [account.id]))
      .rows[0].count,
  )

describe('the instants a training may start at', () => {
  it('refuses year 9999 with a field error and writes nothing', async () => {
    const before = await trainingsOf(trainer)
    const res = await call('POST', '/api/trainings', trainer, {
      ...TRAINING,
      startsAt: '9999-12-31T20:00:00Z',
      durationMin: 480,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'validation_error',
      fields: { startsAt: MESSAGES.dateOutOfRange },
    })
    expect(await trainingsOf(trainer)).toBe(before)
  })

  it('refuses a start more than 2 years ahead', async () => {
    const res = await call('POST', '/api/trainings', trainer, {
      ...TRAINING,
      startsAt: hoursFromNow(732 * DAY_HOURS),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toEqual({ startsAt: MESSAGES.startsTooFarAhead })
  })

  it("refuses a start inside the trainer's minimum notice, and takes one just past it", async () => {
    const soon = await call('POST', '/api/trainings', trainer, { ...TRAINING, startsAt: hoursFromNow(1) })
    expect(soon.statusCode).toBe(400)
    expect(soon.json().fields).toEqual({ startsAt: MESSAGES.startsWithinNotice })
    const later = await call('POST', '/api/trainings', trainer, { ...TRAINING, startsAt: hoursFromNow(2.5) })
    expect(later.statusCode).toBe(201)
    const farthest = await call('POST', '/api/trainings', trainer, {
      ...TRAINING,
      startsAt: hoursFromNow(730 * DAY_HOURS),
    })
    expect(farthest.statusCode).toBe(201)
  })

  it('refuses moving a training out of bounds and leaves it where it was', async () => {
    const created = await call('POST', '/api/trainings', trainer, {
      ...TRAINING,
      startsAt: hoursFromNow(3 * DAY_HOURS),
    })
    const { id, startsAt } = created.json().data as { id: string; startsAt: string }
    for (const [moved, message] of [
      ['9999-12-31T20:00:00Z', MESSAGES.dateOutOfRange],
      [hoursFromNow(1), MESSAGES.startsWithinNotice],
      [hoursFromNow(800 * DAY_HOURS), MESSAGES.startsTooFarAhead],
    ] as const) {
      const res = await call('PATCH', `/api/trainings/${id}`, trainer, { startsAt: moved, durationMin: 480 })
      expect(res.statusCode).toBe(400)
      expect(res.json().fields).toEqual({ startsAt: message })
    }
    const now = (await call('GET', `/api/trainings/${id}`, trainer)).json().data
    expect(now).toMatchObject({ startsAt, durationMin: TRAINING.durationMin })
  })

  it('rolls a change back when its answer would not fit the contract', async () => {
    // A row from before the bounds: its end, year 10000, has no place in the answer's schema.
    const id = await insertTraining(t, trainer.id, {
      startsAt: new Date('9999-12-31T20:00:00Z'),
      durationMin: 480,
      capacity: 2,
    })
    const res = await call('PATCH', `/api/trainings/${id}`, trainer, { title: 'Renamed' })
    expect(res.statusCode).toBe(500)
    const { rows } = await t.database.pool.query('select title from trainings where id = $1', [id])
    expect(rows[0].title).not.toBe('Renamed')
  })

  it('refuses a template that starts more than 2 years ahead, or a date outside 2000–2099', async () => {
    const template = {
      ...TRAINING,
      weekdays: [1],
      startTime: '09:00',
      timeZone: 'Europe/Moscow',
    }
    const far = new Date(clock.nowMs() + 800 * DAY_HOURS * 3_600_000).toISOString().slice(0, 10)
    const tooFar = await call('POST', '/api/training-templates', trainer, { ...template, validFrom: far })
    expect(tooFar.statusCode).toBe(400)
    expect(tooFar.json().fields).toEqual({ validFrom: MESSAGES.validFromTooFarAhead })
    const year9999 = await call('POST', '/api/training-templates/preview', trainer, {
      ...template,
      validFrom: '9999-01-04',
    })
    expect(year9999.statusCode).toBe(400)
    expect(year9999.json().fields).toEqual({ validFrom: MESSAGES.dateOutOfRange })
  })

  it('refuses query instants and dates outside 2000–2099', async () => {
    const slots = await call('GET', `/api/trainers/${trainer.id}/slots?from=9999-01-01T00:00:00Z`, trainer)
    expect(slots.statusCode).toBe(400)
    expect(slots.json().fields).toEqual({ from: MESSAGES.dateOutOfRange })
    const schedule = await t.app.inject({
      method: 'GET',
      url: '/api/schedule?startDate=1900-01-01&endDate=2026-12-01',
      headers: {
        authorization: `Bearer ${trainer.token}`,
        'x-user-id': trainer.id,
        'x-user-role': 'trainer',
      },
    })
    expect(schedule.statusCode).toBe(400)
    expect(schedule.json().fields).toEqual({ startDate: MESSAGES.dateOutOfRange })
  })
})

describe('numbers in JSON bodies', () => {
  it.each([
    ['price', null],
    ['price', ''],
    ['price', []],
    ['price', true],
    ['price', '100'],
    ['capacity', '0x10'],
    ['capacity', '16'],
    ['durationMin', '60'],
    ['durationMin', { valueOf: 60 }],
  ])('refuses %s: %j with a field error and writes nothing', async (field, value) => {
    const before = await trainingsOf(trainer)
    const res = await call('POST', '/api/trainings', trainer, {
      ...TRAINING,
      startsAt: hoursFromNow(5 * DAY_HOURS),
      [field]: value,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { [field]: expect.any(String) } })
    expect(await trainingsOf(trainer)).toBe(before)
  })

  it('refuses text weekdays in a template and text numbers in a service and a review', async () => {
    const template = await call('POST', '/api/training-templates/preview', trainer, {
      ...TRAINING,
      weekdays: ['1'],
      startTime: '09:00',
      timeZone: 'Europe/Moscow',
      validFrom: '2030-01-07',
    })
    expect(template.statusCode).toBe(400)
    expect(Object.keys(template.json().fields)).toEqual(['weekdays.0'])
    const service = await call('POST', '/api/trainer/services', trainer, {
      title: 'Session',
      specialization: 'strength',
      format: 'gym',
      durationMin: 60,
      capacity: 1,
      price: null,
    })
    expect(service.statusCode).toBe(400)
    expect(service.json().fields).toEqual({ price: MESSAGES.priceInvalid })
    const profile = await call('PUT', '/api/trainer/profile', trainer, {
      specializations: ['strength'],
      experienceYears: '6',
      city: 'Moscow',
      formats: ['gym'],
      manualApproval: false,
      minNoticeMinutes: 120,
      freeCancelMinutes: 0x10,
    })
    expect(profile.statusCode).toBe(400)
    expect(Object.keys(profile.json().fields)).toEqual(['experienceYears'])
  })
})

describe('numbers in query strings', () => {
  it('reads decimal digits and refuses anything else', async () => {
    expect((await call('GET', '/api/trainers?priceMin=1000&minRating=4.5&limit=5')).statusCode).toBe(200)
    for (const query of ['priceMin=0x10', 'priceMin=', 'limit=1e1', 'limit=%201', 'minRating=Infinity']) {
      const res = await call('GET', `/api/trainers?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(Object.keys(res.json().fields), query).toEqual([query.split('=')[0]])
    }
  })
})
