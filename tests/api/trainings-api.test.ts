import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import { type Account, registerAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import { makeStudentOf, UNKNOWN_ID } from './catalogue-fixtures.ts'
import { caller, hoursFromNow, insertBooking, publishingTrainer, TRAINING } from './trainings-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
})

afterAll(async () => {
  await t.close()
})

/** Each test takes its own day, so that trainings of different tests never overlap. */
let day = 0
function slot(hour = 10) {
  day += 1
  return hoursFromNow(24 * day + hour)
}

async function create(trainer: Account, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/trainings', trainer, { ...TRAINING, startsAt: slot(), ...body })
  if (res.statusCode !== 201) throw new Error(`create training: ${res.statusCode} ${res.body}`)
  return res.json().data as { id: string; startsAt: string; endsAt: string; [key: string]: unknown }
}

describe('POST /api/trainings', () => {
  it('publishes a training and answers it as its trainer sees it', async () => {
    const trainer = await publishingTrainer(t, { firstName: 'Vera' })
    const startsAt = slot()
    const res = await call('POST', '/api/trainings', trainer, {
      ...TRAINING,
      startsAt,
      price: 150_050,
      notes: 'Bring a mat',
      onlineUrl: 'https://meet.example.com/vera',
    })
    expect(res.statusCode).toBe(201)
    const data = res.json().data
    expect(data).toMatchObject({
      trainer: { id: trainer.id, firstName: 'Vera' },
      title: 'Morning strength',
      // The profile's first specialization (PROFILE: strength, functional).
      specialization: 'strength',
      format: 'online',
      location: '',
      onlineUrl: 'https://meet.example.com/vera',
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(Date.parse(startsAt) + 60 * 60_000).toISOString(),
      durationMin: 60,
      capacity: 1,
      bookedCount: 0,
      waitlistCount: 0,
      price: 150_050,
      currency: 'RUB',
      visibility: 'public',
      status: 'scheduled',
      cancelReason: null,
      templateId: null,
      serviceId: null,
      notes: 'Bring a mat',
      allowParallel: false,
      myBooking: null,
      myWaitlistPosition: null,
      attendees: [],
    })
    const stored = await sql('select price, ends_at from trainings where id = $1', [data.id])
    expect(stored.rows[0].price).toBe(150_050)
  })

  it('takes the specialization given, else the service’s, else the trainer’s first, else functional', async () => {
    const trainer = await publishingTrainer(t, { profile: { specializations: ['yoga', 'pilates'] } })
    const service = await call('POST', '/api/trainer/services', trainer, {
      title: 'Boxing pads',
      specialization: 'boxing',
      format: 'gym',
      durationMin: 45,
      capacity: 1,
      price: 100_000,
    })
    const serviceId = service.json().data.id
    expect((await create(trainer, { serviceId })).specialization).toBe('boxing')
    expect((await create(trainer, { serviceId })).serviceId).toBe(serviceId)
    expect((await create(trainer, { serviceId, specialization: 'dance' })).specialization).toBe('dance')
    expect((await create(trainer)).specialization).toBe('yoga')

    const withoutProfile = await registerAccount(t)
    await sql(`insert into user_roles (user_id, role) values ($1, 'trainer')`, [withoutProfile.id])
    await sql(
      `insert into trainer_plans (user_id, kind, valid_until) values ($1, 'trial', ${sqlNow()} + interval '1 day')`,
      [withoutProfile.id],
    )
    expect((await create(withoutProfile)).specialization).toBe('functional')
  })

  it('refuses a service of another trainer, or none at all, as a field error', async () => {
    const owner = await publishingTrainer(t)
    const other = await publishingTrainer(t)
    const service = await call('POST', '/api/trainer/services', owner, {
      title: 'Personal session',
      specialization: 'strength',
      format: 'gym',
      durationMin: 60,
      capacity: 1,
      price: 100_000,
    })
    for (const serviceId of [service.json().data.id, UNKNOWN_ID]) {
      const res = await call('POST', '/api/trainings', other, { ...TRAINING, startsAt: slot(), serviceId })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        fields: { serviceId: MESSAGES.serviceNotYours },
      })
    }
  })

  it('refuses a start in the past, and says which field is wrong for every bad value', async () => {
    const trainer = await publishingTrainer(t)
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ startsAt: hoursFromNow(-1) }, { startsAt: MESSAGES.startsInPast }],
      [{ startsAt: new Date(clock.nowMs() - 1000).toISOString() }, { startsAt: MESSAGES.startsInPast }],
      [{ startsAt: 'tomorrow at nine' }, { startsAt: MESSAGES.startsAtInvalid }],
      [{ startsAt: '2030-01-01T09:00:00' }, { startsAt: MESSAGES.startsAtInvalid }],
      [{ onlineUrl: '' }, { onlineUrl: MESSAGES.onlineUrlRequired }],
      [{ durationMin: 10 }, { durationMin: MESSAGES.durationRange }],
      [{ durationMin: 481 }, { durationMin: MESSAGES.durationRange }],
      [{ capacity: 0 }, { capacity: MESSAGES.capacityRange }],
      [{ capacity: 101 }, { capacity: MESSAGES.capacityRange }],
      [{ price: -1 }, { price: MESSAGES.priceInvalid }],
      // Money is a whole number of minor units.
      [{ price: 1500.5 }, { price: MESSAGES.priceInvalid }],
      [{ title: '   ' }, { title: MESSAGES.titleRequired }],
      [{ format: 'gym', location: '' }, { location: MESSAGES.locationRequired }],
      [{ onlineUrl: 'http://insecure.example.com' }, { onlineUrl: MESSAGES.onlineUrlInvalid }],
      [{ capacity: 1, allowParallel: true }, { allowParallel: MESSAGES.parallelNeedsGroup }],
    ]
    for (const [change, fields] of cases) {
      const res = await call('POST', '/api/trainings', trainer, { ...TRAINING, startsAt: slot(), ...change })
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(res.json(), JSON.stringify(change)).toMatchObject({ code: 'validation_error', fields })
    }
    const { rows } = await sql('select count(*)::int as n from trainings where trainer_id = $1', [trainer.id])
    expect(rows[0].n).toBe(0)
  })
})

describe('overlapping trainings of one trainer', () => {
  it('refuses a training that overlaps another one, and allows one that starts as the other ends', async () => {
    const trainer = await publishingTrainer(t)
    const first = await create(trainer, { durationMin: 60 })
    const inside = await call('POST', '/api/trainings', trainer, {
      ...TRAINING,
      startsAt: new Date(Date.parse(first.startsAt) + 30 * 60_000).toISOString(),
    })
    expect(inside.statusCode).toBe(409)
    expect(inside.json()).toEqual({
      status: 'error',
      code: 'training_overlap',
      message: MESSAGES.trainingOverlap,
      fields: { startsAt: MESSAGES.trainingOverlap },
    })
    const before = await call('POST', '/api/trainings', trainer, {
      ...TRAINING,
      durationMin: 90,
      startsAt: new Date(Date.parse(first.startsAt) - 60 * 60_000).toISOString(),
    })
    expect(before.statusCode).toBe(409)

    const next = await call('POST', '/api/trainings', trainer, { ...TRAINING, startsAt: first.endsAt })
    expect(next.statusCode).toBe(201)
  })

  it('allows a parallel group session and another trainer at the same time, and a cancelled one frees its time', async () => {
    const trainer = await publishingTrainer(t)
    const first = await create(trainer)
    const parallel = await call('POST', '/api/trainings', trainer, {
      ...TRAINING,
      startsAt: first.startsAt,
      capacity: 8,
      allowParallel: true,
    })
    expect(parallel.statusCode).toBe(201)
    expect(parallel.json().data.allowParallel).toBe(true)

    const other = await publishingTrainer(t)
    expect(
      (await call('POST', '/api/trainings', other, { ...TRAINING, startsAt: first.startsAt })).statusCode,
    ).toBe(201)

    await sql(`update trainings set status = 'cancelled' where id = $1`, [first.id])
    const again = await call('POST', '/api/trainings', trainer, { ...TRAINING, startsAt: first.startsAt })
    expect(again.statusCode).toBe(201)
  })

  it('lets exactly one of many simultaneous trainings at one time through', async () => {
    const trainer = await publishingTrainer(t)
    const startsAt = slot()
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', '/api/trainings', trainer, {
          ...TRAINING,
          title: `Try ${i}`,
          startsAt: new Date(Date.parse(startsAt) + i * 60_000).toISOString(),
        }),
      ),
    )
    const statuses = answers.map((a) => a.statusCode).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(11)
  })
})

describe('GET /api/trainings/{id}', () => {
  it('shows a public training to anyone logged in, and the booked people only to its trainer', async () => {
    const trainer = await publishingTrainer(t)
    const student = await registerAccount(t, { firstName: 'Lena' })
    const stranger = await registerAccount(t)
    const training = await create(trainer, { capacity: 4 })
    await insertBooking(t, training.id, student.id)

    const forTrainer = await call('GET', `/api/trainings/${training.id}`, trainer)
    expect(forTrainer.statusCode).toBe(200)
    expect(forTrainer.json().data.bookedCount).toBe(1)
    expect(forTrainer.json().data.attendees).toMatchObject([{ id: student.id, firstName: 'Lena' }])

    const forStudent = await call('GET', `/api/trainings/${training.id}`, student)
    expect(forStudent.json().data).toMatchObject({
      bookedCount: 1,
      attendees: [],
      myBooking: { status: 'confirmed' },
    })
    const forStranger = await call('GET', `/api/trainings/${training.id}`, stranger)
    expect(forStranger.statusCode).toBe(200)
    expect(forStranger.json().data).toMatchObject({ attendees: [], myBooking: null })

    expect((await call('GET', `/api/trainings/${training.id}`)).statusCode).toBe(401)
  })

  it('hides a students-only training from everyone but the trainer and their students', async () => {
    const trainer = await publishingTrainer(t)
    const ownStudent = await registerAccount(t)
    await makeStudentOf(t, trainer.id, ownStudent.id)
    const stranger = await registerAccount(t)
    const otherTrainer = await publishingTrainer(t)
    const training = await create(trainer, { visibility: 'students' })

    expect((await call('GET', `/api/trainings/${training.id}`, trainer)).statusCode).toBe(200)
    expect((await call('GET', `/api/trainings/${training.id}`, ownStudent)).statusCode).toBe(200)
    for (const who of [stranger, otherTrainer]) {
      const res = await call('GET', `/api/trainings/${training.id}`, who)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'not_found', message: MESSAGES.trainingNotFound })
    }
  })

  it('answers 404 for an unknown training and 400 for an id that is not one', async () => {
    const someone = await registerAccount(t)
    expect((await call('GET', `/api/trainings/${UNKNOWN_ID}`, someone)).statusCode).toBe(404)
    expect((await call('GET', '/api/trainings/not-a-uuid', someone)).statusCode).toBe(400)
  })
})

describe('PATCH /api/trainings/{id}', () => {
  it('changes a training; moving it keeps its bookings', async () => {
    const trainer = await publishingTrainer(t)
    const student = await registerAccount(t)
    const training = await create(trainer, { capacity: 3 })
    await insertBooking(t, training.id, student.id)
    const startsAt = slot(15)

    const res = await call('PATCH', `/api/trainings/${training.id}`, trainer, {
      title: 'Evening strength',
      startsAt,
      durationMin: 90,
      capacity: 5,
      price: 99_900,
      visibility: 'students',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      id: training.id,
      title: 'Evening strength',
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(Date.parse(startsAt) + 90 * 60_000).toISOString(),
      capacity: 5,
      price: 99_900,
      visibility: 'students',
      bookedCount: 1,
      attendees: [{ id: student.id, bookingStatus: 'confirmed' }],
    })
    // The booked student still sees it, private or not.
    expect((await call('GET', `/api/trainings/${training.id}`, student)).json().data.myBooking.status).toBe(
      'confirmed',
    )
  })

  it('refuses a capacity below the places taken', async () => {
    const trainer = await publishingTrainer(t)
    const training = await create(trainer, { capacity: 3 })
    for (let i = 0; i < 2; i += 1) await insertBooking(t, training.id, (await registerAccount(t)).id)
    const res = await call('PATCH', `/api/trainings/${training.id}`, trainer, { capacity: 1 })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      status: 'error',
      code: 'capacity_below_booked',
      message: MESSAGES.capacityBelowBooked,
      fields: { capacity: MESSAGES.capacityBelowBooked },
    })
    expect((await call('PATCH', `/api/trainings/${training.id}`, trainer, { capacity: 2 })).statusCode).toBe(
      200,
    )
  })

  it('refuses a move onto another training, into the past, and rules broken by the change', async () => {
    const trainer = await publishingTrainer(t)
    const first = await create(trainer, { capacity: 1 })
    const second = await create(trainer, {
      capacity: 1,
      startsAt: new Date(Date.parse(first.startsAt) + 90 * 60_000).toISOString(),
    })
    const onto = await call('PATCH', `/api/trainings/${second.id}`, trainer, { startsAt: first.startsAt })
    expect(onto.statusCode).toBe(409)
    expect(onto.json()).toMatchObject({
      code: 'training_overlap',
      fields: { startsAt: MESSAGES.trainingOverlap },
    })
    const longer = await call('PATCH', `/api/trainings/${first.id}`, trainer, { durationMin: 120 })
    expect(longer.statusCode).toBe(409)

    const past = await call('PATCH', `/api/trainings/${second.id}`, trainer, { startsAt: hoursFromNow(-2) })
    expect(past.statusCode).toBe(400)
    expect(past.json().fields).toEqual({ startsAt: MESSAGES.startsInPast })

    const parallelAlone = await call('PATCH', `/api/trainings/${second.id}`, trainer, { allowParallel: true })
    expect(parallelAlone.json()).toMatchObject({ fields: { allowParallel: MESSAGES.parallelNeedsGroup } })
    const gymNowhere = await call('PATCH', `/api/trainings/${second.id}`, trainer, { format: 'gym' })
    expect(gymNowhere.json()).toMatchObject({ fields: { location: MESSAGES.locationRequired } })
    const gymSomewhere = await call('PATCH', `/api/trainings/${second.id}`, trainer, {
      format: 'gym',
      location: 'Leninsky 45',
    })
    expect(gymSomewhere.statusCode).toBe(200)
    // A parallel group may then be moved onto the other training.
    const group = await call('PATCH', `/api/trainings/${second.id}`, trainer, {
      capacity: 6,
      allowParallel: true,
      startsAt: first.startsAt,
    })
    expect(group.statusCode).toBe(200)
  })

  it('refuses to change a cancelled or finished training', async () => {
    const trainer = await publishingTrainer(t)
    const cancelled = await create(trainer)
    await sql(`update trainings set status = 'cancelled', cancel_reason = 'Ill' where id = $1`, [
      cancelled.id,
    ])
    const finished = await create(trainer)
    await sql(`update trainings set starts_at = ${sqlNow()} - interval '3 hours' where id = $1`, [
      finished.id,
    ])
    const running = await create(trainer)
    await sql(`update trainings set starts_at = ${sqlNow()} - interval '10 minutes' where id = $1`, [
      running.id,
    ])
    for (const training of [cancelled, finished]) {
      const res = await call('PATCH', `/api/trainings/${training.id}`, trainer, { title: 'Renamed' })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({
        code: 'training_not_editable',
        message: MESSAGES.trainingNotEditable,
      })
    }
    // One that has started but not ended may still get its notes.
    expect(
      (await call('PATCH', `/api/trainings/${running.id}`, trainer, { notes: 'Room 2' })).statusCode,
    ).toBe(200)
  })
})

describe('who may write trainings', () => {
  let trainer: Account
  let training: { id: string }
  beforeAll(async () => {
    trainer = await publishingTrainer(t)
    training = await create(trainer)
  })

  it('asks a guest to log in', async () => {
    expect(
      (await call('POST', '/api/trainings', undefined, { ...TRAINING, startsAt: slot() })).statusCode,
    ).toBe(401)
    expect((await call('PATCH', `/api/trainings/${training.id}`, undefined, { title: 'x' })).statusCode).toBe(
      401,
    )
  })

  it('refuses a student', async () => {
    const student = await registerAccount(t)
    const post = await call('POST', '/api/trainings', student, { ...TRAINING, startsAt: slot() })
    expect(post.statusCode).toBe(403)
    expect(post.json().message).toBe(MESSAGES.trainerRoleRequired)
    expect((await call('PATCH', `/api/trainings/${training.id}`, student, { title: 'x' })).statusCode).toBe(
      403,
    )
  })

  it('lets another trainer see a public training but not change it, and not even see a private one', async () => {
    const other = await publishingTrainer(t)
    const res = await call('PATCH', `/api/trainings/${training.id}`, other, { title: 'Mine now' })
    expect(res.statusCode).toBe(403)
    const hidden = await create(trainer, { visibility: 'students' })
    expect((await call('PATCH', `/api/trainings/${hidden.id}`, other, { title: 'x' })).statusCode).toBe(404)
    expect((await call('PATCH', `/api/trainings/${UNKNOWN_ID}`, other, { title: 'x' })).statusCode).toBe(404)
    const { rows } = await sql('select title from trainings where id = $1', [training.id])
    expect(rows[0].title).toBe('Morning strength')
  })

  it('refuses a trainer whose Trainly plan ended or who never had one, before looking at the body', async () => {
    for (const plan of ['expired', 'none'] as const) {
      const planless = await publishingTrainer(t, { plan })
      const res = await call('POST', '/api/trainings', planless, { ...TRAINING, startsAt: slot() })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({
        status: 'error',
        code: 'trainer_plan_required',
        message: MESSAGES.trainerPlanRequired,
      })
      expect((await call('POST', '/api/trainings', planless, {})).statusCode).toBe(403)
    }
    await sql(`update trainer_plans set valid_until = ${sqlNow()} - interval '1 minute' where user_id = $1`, [
      trainer.id,
    ])
    const patch = await call('PATCH', `/api/trainings/${training.id}`, trainer, { title: 'x' })
    expect(patch.json().code).toBe('trainer_plan_required')
    // The schedule stays readable.
    expect((await call('GET', `/api/trainings/${training.id}`, trainer)).statusCode).toBe(200)
    await sql(`update trainer_plans set valid_until = ${sqlNow()} + interval '30 days' where user_id = $1`, [
      trainer.id,
    ])
  })

  it('refuses a blocked trainer', async () => {
    const blocked = await publishingTrainer(t)
    await sql(`update users set trainer_blocked_at = ${sqlNow()} where id = $1`, [blocked.id])
    const res = await call('POST', '/api/trainings', blocked, { ...TRAINING, startsAt: slot() })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('trainer_blocked')
  })
})
