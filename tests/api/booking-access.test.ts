// Who may make each booking call: guests, the booking's student, other students, the training's
// trainer, other trainers, blocked accounts and blocked trainers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import {
  bookingRow,
  caller,
  HOUR_MS,
  insertStudent,
  insertStudents,
  insertTraining,
  type Method,
  trainingRow,
} from './booking-fixtures.ts'
import { registerTrainer } from './catalogue-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
let trainer: Account
let otherTrainer: Account
let student: Account
let otherStudent: Account

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  ;[trainer, otherTrainer] = await Promise.all([registerTrainer(t), registerTrainer(t)])
  student = await insertStudent(t)
  otherStudent = await insertStudent(t)
})

afterAll(async () => {
  await t.close()
})

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

/** A booking of `student` on a public and on a students-only training of `trainer`. */
async function fixture() {
  const publicId = await insertTraining(t, trainer.id, { capacity: 2 })
  const privateId = await insertTraining(t, trainer.id, { capacity: 2, visibility: 'students' })
  const bookingId = (
    await call('POST', '/api/bookings', student, { trainingId: publicId, payWith: 'free' })
  ).json().data.id as string
  return { publicId, privateId, bookingId }
}

interface Case {
  name: string
  method: Method
  url: string
  payload?: unknown
}

function calls(f: Awaited<ReturnType<typeof fixture>>): Case[] {
  return [
    {
      name: 'book',
      method: 'POST',
      url: '/api/bookings',
      payload: { trainingId: f.publicId, payWith: 'free' },
    },
    { name: 'cancel booking', method: 'POST', url: `/api/bookings/${f.bookingId}/cancel`, payload: {} },
    {
      name: 'attendance',
      method: 'POST',
      url: `/api/bookings/${f.bookingId}/attendance`,
      payload: { attended: true },
    },
    {
      name: 'cancel training',
      method: 'POST',
      url: `/api/trainings/${f.publicId}/cancel`,
      payload: { reason: 'x' },
    },
    {
      name: 'join waitlist',
      method: 'POST',
      url: `/api/trainings/${f.publicId}/waitlist`,
      payload: { payWith: 'free' },
    },
    { name: 'leave waitlist', method: 'DELETE', url: `/api/trainings/${f.publicId}/waitlist` },
    { name: 'slots', method: 'GET', url: `/api/trainers/${trainer.id}/slots` },
  ]
}

describe('every booking call', () => {
  it('refuses guests and bad tokens with 401', async () => {
    const f = await fixture()
    for (const c of calls(f)) {
      const guest = await call(c.method, c.url, undefined, c.payload)
      expect(guest.statusCode, c.name).toBe(401)
      expect(guest.json().code, c.name).toBe('not_authenticated')
      const forged = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: { authorization: 'Bearer not.a.token' },
        ...(c.payload ? { payload: c.payload as object } : {}),
      })
      expect(forged.statusCode, c.name).toBe(401)
    }
    expect(await bookingRow(t, f.bookingId)).toMatchObject({ status: 'confirmed' })
  })

  it('refuses an x-user-id that is not the token’s user', async () => {
    const f = await fixture()
    for (const c of calls(f)) {
      const res = await call(c.method, c.url, student, c.payload, { 'x-user-id': otherStudent.id })
      expect(res.statusCode, c.name).toBe(403)
      expect(res.json().code, c.name).toBe('user_mismatch')
    }
  })

  it('sends a blocked user to /blocked', async () => {
    const f = await fixture()
    const [blocked] = await insertStudents(t, 1)
    await sql(`update users set blocked_at = ${sqlNow()} where id = $1`, [blocked!.id])
    for (const c of calls(f)) {
      const res = await call(c.method, c.url, blocked, c.payload)
      expect(res.statusCode, c.name).toBe(403)
      expect(res.json(), c.name).toMatchObject({ code: 'account_blocked', redirectTo: '/blocked' })
    }
    expect((await trainingRow(t, f.publicId)).booked_count).toBe(1)
  })
})

describe('a booking belongs to its student and its training’s trainer', () => {
  it('is cancelled by neither another student nor another trainer: 404', async () => {
    const { bookingId } = await fixture()
    for (const as of [otherStudent, otherTrainer]) {
      const res = await call('POST', `/api/bookings/${bookingId}/cancel`, as, {})
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe(MESSAGES.bookingNotFound)
    }
    expect((await bookingRow(t, bookingId)).status).toBe('confirmed')
  })

  it('is marked only by the trainer (the student: 403; others: 404)', async () => {
    const { publicId, bookingId } = await fixture()
    await sql('update trainings set starts_at = $2 where id = $1', [
      publicId,
      new Date(clock.nowMs() - HOUR_MS),
    ])
    expect(
      (await call('POST', `/api/bookings/${bookingId}/attendance`, student, { attended: true })).statusCode,
    ).toBe(403)
    for (const as of [otherStudent, otherTrainer]) {
      expect(
        (await call('POST', `/api/bookings/${bookingId}/attendance`, as, { attended: true })).statusCode,
      ).toBe(404)
    }
    expect(
      (await call('POST', `/api/bookings/${bookingId}/attendance`, trainer, { attended: true })).statusCode,
    ).toBe(200)
  })

  it('is managed by a blocked trainer no more: 403 trainer_blocked', async () => {
    const blockedTrainer = await registerTrainer(t)
    const trainingId = await insertTraining(t, blockedTrainer.id, { capacity: 2 })
    const [someone] = await insertStudents(t, 1)
    const bookingId = (await call('POST', '/api/bookings', someone, { trainingId, payWith: 'free' })).json()
      .data.id
    await sql(`update users set trainer_blocked_at = ${sqlNow()} where id = $1`, [blockedTrainer.id])
    for (const [url, payload] of [
      [`/api/bookings/${bookingId}/cancel`, {}],
      [`/api/bookings/${bookingId}/attendance`, { attended: true }],
      [`/api/trainings/${trainingId}/cancel`, { reason: 'x' }],
    ] as const) {
      const res = await call('POST', url, blockedTrainer, payload)
      expect(res.statusCode, url).toBe(403)
      expect(res.json(), url).toMatchObject({ code: 'trainer_blocked', message: MESSAGES.trainerRoleBlocked })
    }
    // The student of the booking may still cancel it.
    expect((await call('POST', `/api/bookings/${bookingId}/cancel`, someone, {})).statusCode).toBe(200)
  })

  it('lets a blocked trainer book others’ trainings as a student', async () => {
    const blockedTrainer = await registerTrainer(t)
    await sql(`update users set trainer_blocked_at = ${sqlNow()} where id = $1`, [blockedTrainer.id])
    const trainingId = await insertTraining(t, trainer.id)
    expect(
      (await call('POST', '/api/bookings', blockedTrainer, { trainingId, payWith: 'free' })).statusCode,
    ).toBe(201)
  })
})

describe('a training is cancelled only by its trainer', () => {
  it('answers 403 to those who can see it and 404 to those who cannot', async () => {
    const { publicId, privateId } = await fixture()
    // `student` trained with the trainer in an earlier test and so sees the students-only one.
    const [stranger] = await insertStudents(t, 1)
    for (const as of [stranger!, otherStudent, otherTrainer]) {
      const visible = await call('POST', `/api/trainings/${publicId}/cancel`, as, { reason: 'x' })
      expect(visible.statusCode).toBe(403)
      expect(visible.json().message).toBe(MESSAGES.notYourTraining)
      const hidden = await call('POST', `/api/trainings/${privateId}/cancel`, as, { reason: 'x' })
      expect(hidden.statusCode).toBe(404)
    }
    // The student booked on it may see it, not call it off.
    expect(
      (await call('POST', `/api/trainings/${publicId}/cancel`, student, { reason: 'x' })).statusCode,
    ).toBe(403)
    expect((await trainingRow(t, publicId)).status).toBe('scheduled')
    expect((await trainingRow(t, privateId)).status).toBe('scheduled')
  })
})

describe('a students-only training', () => {
  it('is not found by strangers, whatever they try', async () => {
    const { privateId } = await fixture()
    const attempts: [Method, string, unknown][] = [
      ['POST', '/api/bookings', { trainingId: privateId, payWith: 'free' }],
      ['POST', `/api/trainings/${privateId}/waitlist`, { payWith: 'free' }],
      ['DELETE', `/api/trainings/${privateId}/waitlist`, undefined],
    ]
    for (const [method, url, payload] of attempts) {
      const res = await call(method, url, otherStudent, payload)
      expect(res.statusCode, url).toBe(404)
      expect(res.json().message, url).toBe(MESSAGES.trainingNotFound)
    }
    const slots = (await call('GET', `/api/trainers/${trainer.id}/slots`, otherStudent)).json().data
    expect(slots.map((s: { trainingId: string }) => s.trainingId)).not.toContain(privateId)
  })
})

describe('an online training’s link', () => {
  const link = 'https://meet.example/room-7'
  const details = async (trainingId: string, as: Account) => {
    const res = await call('GET', `/api/trainings/${trainingId}`, as)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data.onlineUrl as string
  }

  it('is for the trainer and the students holding a place, not for anyone who can see it', async () => {
    const trainingId = await insertTraining(t, trainer.id, {
      format: 'online',
      onlineUrl: link,
      price: 150_000,
    })
    const [holder, stranger] = await insertStudents(t, 2)
    expect(await details(trainingId, trainer)).toBe(link)
    expect(await details(trainingId, stranger!)).toBe('')

    const booked = await call('POST', '/api/bookings', holder, { trainingId, payWith: 'direct' })
    expect(booked.statusCode, booked.body).toBe(201)
    expect(booked.json().data.training.onlineUrl).toBe(link)
    expect(await details(trainingId, holder!)).toBe(link)

    const cancelled = await call('POST', `/api/bookings/${booked.json().data.id}/cancel`, holder, {})
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().data.training.onlineUrl).toBe('')
    expect(await details(trainingId, holder!)).toBe('')
  })

  it('waits for the trainer to accept a request', async () => {
    const manual = await registerTrainer(t, { profile: { manualApproval: true } })
    const trainingId = await insertTraining(t, manual.id, { format: 'online', onlineUrl: link })
    const [asking] = await insertStudents(t, 1)
    const requested = await call('POST', '/api/bookings', asking, { trainingId, payWith: 'free' })
    expect(requested.json().data.status).toBe('requested')
    expect(await details(trainingId, asking!)).toBe('')
    const today = new Date(clock.nowMs()).toISOString().slice(0, 10)
    const end = new Date(clock.nowMs() + 5 * 24 * HOUR_MS).toISOString().slice(0, 10)
    const schedule = await call('GET', `/api/schedule?startDate=${today}&endDate=${end}`, asking, undefined, {
      'x-user-id': asking!.id,
      'x-user-role': 'student',
    })
    const item = schedule.json().data.find((i: { id: string }) => i.id === trainingId)
    expect(item.booking.status).toBe('requested')
    expect(item).not.toHaveProperty('onlineUrl')

    const accepted = await call(
      'POST',
      `/api/trainer/requests/${requested.json().data.id}/accept`,
      manual,
      {},
    )
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(await details(trainingId, asking!)).toBe(link)
  })
})

describe('a booking let go', () => {
  const isStudentOf = async (trainerAccount: Account, studentId: string) =>
    (await call('GET', `/api/trainer/students/${studentId}`, trainerAccount)).statusCode === 200

  it('takes back what the booking gave when nothing else makes them the trainer’s student', async () => {
    const own = await registerTrainer(t)
    const publicId = await insertTraining(t, own.id, { capacity: 3 })
    const privateId = await insertTraining(t, own.id, { capacity: 3, visibility: 'students' })
    const [passerby] = await insertStudents(t, 1)
    const booked = await call('POST', '/api/bookings', passerby, { trainingId: publicId, payWith: 'free' })
    expect(booked.statusCode, booked.body).toBe(201)
    expect(await isStudentOf(own, passerby!.id)).toBe(true)
    expect((await call('GET', `/api/trainings/${privateId}`, passerby)).statusCode).toBe(200)

    await call('POST', `/api/bookings/${booked.json().data.id}/cancel`, passerby, {})
    expect(await isStudentOf(own, passerby!.id)).toBe(false)
    expect((await call('GET', `/api/trainings/${privateId}`, passerby)).statusCode).toBe(404)
    expect((await call('GET', `/api/trainers/${own.id}`, passerby)).json().data.relation).not.toBe('student')
  })

  it('keeps a student who has another place, or a note from the trainer, on the list', async () => {
    const own = await registerTrainer(t)
    const first = await insertTraining(t, own.id, { capacity: 3 })
    const second = await insertTraining(t, own.id, {
      capacity: 3,
      startsAt: new Date(clock.nowMs() + 3 * 24 * HOUR_MS),
    })
    const [regular, noted] = await insertStudents(t, 2)
    const a = (await call('POST', '/api/bookings', regular, { trainingId: first, payWith: 'free' })).json()
      .data
    await call('POST', '/api/bookings', regular, { trainingId: second, payWith: 'free' })
    await call('POST', `/api/bookings/${a.id}/cancel`, regular, {})
    expect(await isStudentOf(own, regular!.id)).toBe(true)

    const b = (await call('POST', '/api/bookings', noted, { trainingId: first, payWith: 'free' })).json().data
    const note = await call('PUT', `/api/trainer/students/${noted!.id}/note`, own, { note: 'Knee injury' })
    expect(note.statusCode, note.body).toBe(200)
    // The trainer cancels the whole training: the student with a note stays theirs.
    await call('POST', `/api/trainings/${first}/cancel`, own, { reason: 'Gym closed' })
    expect((await bookingRow(t, b.id)).status).toBe('cancelled')
    expect(await isStudentOf(own, noted!.id)).toBe(true)
  })
})
