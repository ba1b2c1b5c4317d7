// GET /api/schedule (SPEC.md §7): headers, the window of §9, dates in the caller's zone, both roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scheduleResponse } from '#shared/api/schedule.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import { addDays, addMonths, dateInZone, zonedInstant } from '#shared/time.ts'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import {
  caller,
  DAY_MS,
  HOUR_MS,
  insertStudent,
  insertStudents,
  insertTraining,
  moveTraining,
} from './booking-fixtures.ts'
import { makeStudentOf, registerTrainer } from './catalogue-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
})

afterAll(async () => {
  await t.close()
})

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

function schedule(as: Account, role: string, startDate: string, endDate: string) {
  return call('GET', `/api/schedule?startDate=${startDate}&endDate=${endDate}`, as, undefined, {
    'x-user-id': as.id,
    'x-user-role': role,
  })
}

async function scheduleOf(as: Account, role: string, startDate: string, endDate: string) {
  const res = await schedule(as, role, startDate, endDate)
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json()).toMatchObject({ status: 'success', message: '' })
  return res.json().data as Record<string, unknown>[]
}

const book = async (as: Account, trainingId: string, payWith = 'free') => {
  const res = await call('POST', '/api/bookings', as, { trainingId, payWith })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id as string
}

const moscowToday = () => dateInZone(clock.now(), 'Europe/Moscow')

describe('GET /api/schedule as a student', () => {
  it('lists the caller’s bookings with their trainings, sorted by start, cancelled ones included', async () => {
    const trainer = await registerTrainer(t, { firstName: 'Anna' })
    await sql(`update users set last_name = 'Petrova' where id = $1`, [trainer.id])
    const [student, other] = await insertStudents(t, 2)
    const later = await insertTraining(t, trainer.id, {
      startsAt: new Date(clock.nowMs() + 3 * DAY_MS),
      title: 'Later',
      price: 120_000,
      capacity: 3,
    })
    const sooner = await insertTraining(t, trainer.id, {
      startsAt: new Date(clock.nowMs() + DAY_MS),
      title: 'Sooner',
      format: 'online',
      location: '',
      onlineUrl: 'https://meet.example/abc',
    })
    const called = await insertTraining(t, trainer.id, {
      startsAt: new Date(clock.nowMs() + 2 * DAY_MS),
      title: 'Off',
    })
    const laterBooking = await book(student!, later, 'direct')
    const soonerBooking = await book(student!, sooner)
    const calledBooking = await book(student!, called)
    await book(other!, later, 'direct')
    await call('POST', `/api/trainings/${called}/cancel`, trainer, { reason: 'Gym closed' })

    const today = moscowToday()
    const items = await scheduleOf(student!, 'student', today, addDays(today, 7))
    expect(items.map((i) => i.title)).toEqual(['Sooner', 'Off', 'Later'])
    const { rows } = await sql(`select starts_at, ends_at from trainings where id = $1`, [later])
    expect(items[2]).toEqual({
      id: later,
      date: dateInZone(rows[0].starts_at, 'Europe/Moscow'),
      startsAt: (rows[0].starts_at as Date).toISOString(),
      endsAt: (rows[0].ends_at as Date).toISOString(),
      title: 'Later',
      status: 'scheduled',
      format: 'gym',
      location: 'Gym 1',
      trainer: { id: trainer.id, name: 'Anna Petrova', avatar: '' },
      capacity: 3,
      bookedCount: 2,
      price: 120_000,
      currency: 'RUB',
      cancelReason: null,
      booking: {
        id: laterBooking,
        status: 'confirmed',
        lateCancel: false,
        freeCancelUntil: new Date((rows[0].starts_at as Date).getTime() - 12 * HOUR_MS).toISOString(),
        reviewed: false,
        cancelledBy: null,
        cancelReason: null,
        payWith: 'direct',
      },
    })
    expect(items[0]).toMatchObject({
      id: sooner,
      format: 'online',
      onlineUrl: 'https://meet.example/abc',
      booking: { id: soonerBooking, status: 'confirmed' },
    })
    expect(items[0]).not.toHaveProperty('location')
    expect(items[1]).toMatchObject({
      id: called,
      status: 'cancelled',
      cancelReason: 'Gym closed',
      bookedCount: 0,
      booking: { id: calledBooking, status: 'cancelled' },
    })
    expect(items[1]).not.toHaveProperty('students')
  })

  it('shows one item per training: the active booking over a cancelled one, else the latest', async () => {
    const trainer = await registerTrainer(t)
    const [student] = await insertStudents(t, 1)
    const rebooked = await insertTraining(t, trainer.id)
    const twiceCancelled = await insertTraining(t, trainer.id)
    const first = await book(student!, rebooked)
    await call('POST', `/api/bookings/${first}/cancel`, student, {})
    const second = await book(student!, rebooked)
    const a = await book(student!, twiceCancelled)
    await call('POST', `/api/bookings/${a}/cancel`, student, {})
    await sql(`update bookings set created_at = ${sqlNow()} - interval '1 minute' where id = $1`, [a])
    const b = await book(student!, twiceCancelled)
    await call('POST', `/api/bookings/${b}/cancel`, student, {})

    const today = moscowToday()
    const items = await scheduleOf(student!, 'student', today, addDays(today, 3))
    expect(items).toHaveLength(2)
    const byId = Object.fromEntries(items.map((i) => [i.id, i.booking]))
    expect(byId[rebooked]).toMatchObject({ id: second, status: 'confirmed' })
    expect(byId[twiceCancelled]).toMatchObject({ id: b, status: 'cancelled' })
  })

  it('says when a training was reviewed and when a cancellation was late', async () => {
    const trainer = await registerTrainer(t)
    const [student] = await insertStudents(t, 1)
    const past = await insertTraining(t, trainer.id)
    const pastBooking = await book(student!, past)
    await moveTraining(t, past, new Date(clock.nowMs() - 2 * DAY_MS))
    await call('POST', `/api/bookings/${pastBooking}/attendance`, trainer, { attended: true })
    await call('POST', `/api/trainers/${trainer.id}/reviews`, student, { bookingId: pastBooking, rating: 4 })
    const soon = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + 3 * HOUR_MS) })
    const soonBooking = await book(student!, soon)
    await call('POST', `/api/bookings/${soonBooking}/cancel`, student, {})

    const today = moscowToday()
    const items = await scheduleOf(student!, 'student', addDays(today, -3), addDays(today, 1))
    expect(items.map((i) => i.booking)).toEqual([
      expect.objectContaining({ id: pastBooking, status: 'attended', reviewed: true }),
      expect.objectContaining({ id: soonBooking, status: 'cancelled', lateCancel: true }),
    ])
    // The online link goes only to those holding a place; no link was set here anyway.
    expect(items[1]).not.toHaveProperty('onlineUrl')
  })
})

describe('GET /api/schedule: waiting and declined', () => {
  it('shows the trainings a student waits for, with the place in the queue', async () => {
    const trainer = await registerTrainer(t, { firstName: 'Queue' })
    const full = await insertTraining(t, trainer.id, {
      capacity: 1,
      startsAt: new Date(clock.nowMs() + DAY_MS),
    })
    const [holder, first, second] = await insertStudents(t, 3)
    await book(holder!, full)
    for (const s of [first!, second!]) {
      const res = await call('POST', `/api/trainings/${full}/waitlist`, s, { payWith: 'free' })
      expect(res.statusCode, res.body).toBe(201)
    }
    const today = moscowToday()
    const [mine] = await scheduleOf(second!, 'student', today, addDays(today, 3))
    expect(mine).toMatchObject({ id: full, waitlistPosition: 2 })
    expect(mine).not.toHaveProperty('booking')
    const [theirs] = await scheduleOf(first!, 'student', today, addDays(today, 3))
    expect(theirs).toMatchObject({ id: full, waitlistPosition: 1 })
  })

  it('keeps a cancelled booking and the place in the queue on one item, in time order among the others', async () => {
    const trainer = await registerTrainer(t, { firstName: 'Again' })
    const later = await insertTraining(t, trainer.id, {
      capacity: 1,
      startsAt: new Date(clock.nowMs() + 2 * DAY_MS),
    })
    const earlier = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + DAY_MS) })
    const onlyWaiting = await insertTraining(t, trainer.id, {
      capacity: 1,
      startsAt: new Date(clock.nowMs() + DAY_MS + HOUR_MS),
    })
    const [me, other] = await insertStudents(t, 2)
    const mine = await book(me!, later)
    expect((await call('POST', `/api/bookings/${mine}/cancel`, me, {})).statusCode).toBe(200)
    await book(other!, later)
    await book(other!, onlyWaiting)
    for (const training of [later, onlyWaiting]) {
      const res = await call('POST', `/api/trainings/${training}/waitlist`, me, { payWith: 'free' })
      expect(res.statusCode, res.body).toBe(201)
    }
    const earlierBooking = await book(me!, earlier)
    const today = moscowToday()
    const items = await scheduleOf(me!, 'student', today, addDays(today, 3))
    expect(items.map((i) => i.id)).toEqual([earlier, onlyWaiting, later])
    expect(items[0]).toMatchObject({ booking: { id: earlierBooking, status: 'confirmed' } })
    expect(items[0]).not.toHaveProperty('waitlistPosition')
    expect(items[1]).toMatchObject({ waitlistPosition: 1 })
    expect(items[1]).not.toHaveProperty('booking')
    expect(items[2]).toMatchObject({ booking: { id: mine, status: 'cancelled' }, waitlistPosition: 1 })
  })

  it('tells a student that the trainer declined the booking, and why', async () => {
    const trainer = await registerTrainer(t, { firstName: 'Strict', profile: { manualApproval: true } })
    const training = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + DAY_MS) })
    const [student] = await insertStudents(t, 1)
    const bookingId = await book(student!, training)
    const res = await call('POST', `/api/trainer/requests/${bookingId}/decline`, trainer, {
      reason: 'Full week',
    })
    expect(res.statusCode, res.body).toBe(200)
    const today = moscowToday()
    const [item] = await scheduleOf(student!, 'student', today, addDays(today, 3))
    expect(item!.booking).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'trainer',
      cancelReason: 'Full week',
    })
  })
})

describe('GET /api/schedule as a trainer', () => {
  it('lists the trainer’s own trainings, cancelled ones included, with the people booked', async () => {
    const trainer = await registerTrainer(t, { firstName: 'Boris' })
    const other = await registerTrainer(t)
    const [olga, pavel] = await insertStudents(t, 2, { firstName: 'Olga' })
    await sql(`update users set first_name = 'Pavel', last_name = 'Orlov' where id = $1`, [pavel!.id])
    const group = await insertTraining(t, trainer.id, {
      capacity: 5,
      startsAt: new Date(clock.nowMs() + 2 * DAY_MS),
    })
    const cancelled = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + DAY_MS) })
    await insertTraining(t, other.id)
    const olgaBooking = await book(olga!, group)
    clock.advance(60_000) // Pavel books a minute after Olga
    const pavelBooking = await book(pavel!, group)
    await book(pavel!, cancelled)
    await call('POST', `/api/trainings/${cancelled}/cancel`, trainer, { reason: 'Sick' })

    const today = moscowToday()
    const items = await scheduleOf(trainer, 'trainer', today, addDays(today, 5))
    expect(items.map((i) => i.id)).toEqual([cancelled, group])
    // The cancelled training keeps who had booked it, so the trainer sees who was told.
    expect(items[0]).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Sick',
      students: [{ id: pavel!.id, bookingStatus: 'cancelled' }],
    })
    expect(items[1]).toMatchObject({
      status: 'scheduled',
      bookedCount: 2,
      trainer: { id: trainer.id, name: 'Boris' },
      students: [
        { id: olga!.id, bookingId: olgaBooking, name: 'Olga Test', bookingStatus: 'confirmed' },
        { id: pavel!.id, bookingId: pavelBooking, name: 'Pavel Orlov', bookingStatus: 'confirmed' },
      ],
    })
    expect(items[1]).not.toHaveProperty('booking')

    // As a student the same person sees only their own bookings (none).
    expect(await scheduleOf(trainer, 'student', today, addDays(today, 5))).toEqual([])
  })
})

describe('the trainer’s answer, written by PostgreSQL', () => {
  it('holds the shared schema: the item of the student’s answer, with no empty place or link', async () => {
    const trainer = await registerTrainer(t, { firstName: 'Vera' })
    await sql(
      `update users set last_name = 'Lis', time_zone = 'America/New_York',
         avatar_url = '/uploads/avatars/vera.webp', avatar_updated_at = '2026-03-08T06:59:59.123456Z'
       where id = $1`,
      [trainer.id],
    )
    const today = dateInZone(clock.now(), 'America/New_York')
    // 01:30 New York time the day after tomorrow: 05:30 or 06:30 UTC, the same calendar date there.
    const day = addDays(today, 2)
    const online = await insertTraining(t, trainer.id, {
      title: 'Online',
      format: 'online',
      location: '',
      onlineUrl: 'https://meet.example.com/vera',
      startsAt: zonedInstant(day, '01:30', 'America/New_York'),
      price: 150_000,
    })
    const gym = await insertTraining(t, trainer.id, {
      title: 'Gym',
      startsAt: zonedInstant(day, '23:30', 'America/New_York'),
    })
    const res = await schedule(trainer, 'trainer', today, addDays(today, 5))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const body = scheduleResponse.parse(res.json())
    const avatar = `/uploads/avatars/vera.webp?v=${Date.parse('2026-03-08T06:59:59.123Z')}`
    expect(body.data).toEqual([
      {
        id: online,
        date: day,
        startsAt: zonedInstant(day, '01:30', 'America/New_York').toISOString(),
        endsAt: new Date(zonedInstant(day, '01:30', 'America/New_York').getTime() + HOUR_MS).toISOString(),
        title: 'Online',
        status: 'scheduled',
        format: 'online',
        onlineUrl: 'https://meet.example.com/vera',
        trainer: { id: trainer.id, name: 'Vera Lis', avatar },
        capacity: 1,
        bookedCount: 0,
        price: 150_000,
        currency: 'RUB',
        cancelReason: null,
        students: [],
      },
      expect.objectContaining({
        id: gym,
        date: day,
        location: 'Gym 1',
        trainer: { id: trainer.id, name: 'Vera Lis', avatar },
      }),
    ])
    expect(body.data[0]).not.toHaveProperty('location')
    expect(body.data[1]).not.toHaveProperty('onlineUrl')
    // Nothing beyond the contract's fields.
    expect(Object.keys(res.json().data[0]).sort()).toEqual(Object.keys(body.data[0]!).sort())
  })
})

describe('dates in the caller’s time zone', () => {
  it('dates a training at 23:30 in Moscow by the caller’s own calendar', async () => {
    const trainer = await registerTrainer(t, { profile: { minNoticeMinutes: 0 } })
    const day = addDays(moscowToday(), 10)
    const lateEvening = await insertTraining(t, trainer.id, {
      startsAt: zonedInstant(day, '23:30', 'Europe/Moscow'),
      title: 'Late evening',
      capacity: 5,
    })
    const earlyMorning = await insertTraining(t, trainer.id, {
      startsAt: zonedInstant(day, '00:30', 'Europe/Moscow'),
      title: 'Early morning',
      capacity: 5,
    })
    const [tokyo] = await insertStudents(t, 1, { timeZone: 'Asia/Tokyo' })
    const [newYork] = await insertStudents(t, 1, { timeZone: 'America/New_York' })
    const [moscow] = await insertStudents(t, 1, { timeZone: 'Europe/Moscow' })
    for (const s of [tokyo!, newYork!, moscow!]) {
      await book(s, lateEvening)
      await book(s, earlyMorning)
    }

    const datesOf = async (as: Account, from: string, to: string) =>
      Object.fromEntries((await scheduleOf(as, 'student', from, to)).map((i) => [i.title, i.date]))

    // Moscow 23:30 is 05:30 the next morning in Tokyo; Moscow 00:30 is 17:30 the evening before in New York.
    expect(await datesOf(moscow!, day, day)).toEqual({ 'Early morning': day, 'Late evening': day })
    expect(await datesOf(tokyo!, day, day)).toEqual({ 'Early morning': day })
    expect(await datesOf(tokyo!, addDays(day, 1), addDays(day, 1))).toEqual({
      'Late evening': addDays(day, 1),
    })
    expect(await datesOf(newYork!, day, day)).toEqual({ 'Late evening': day })
    expect(await datesOf(newYork!, addDays(day, -1), addDays(day, -1))).toEqual({
      'Early morning': addDays(day, -1),
    })

    // The trainer reads the schedule in their own zone too.
    await sql(`update users set time_zone = 'Asia/Tokyo' where id = $1`, [trainer.id])
    const trainerItems = await scheduleOf(trainer, 'trainer', day, addDays(day, 1))
    expect(trainerItems.map((i) => [i.title, i.date])).toEqual([
      ['Early morning', day],
      ['Late evening', addDays(day, 1)],
    ])
  })
})

describe('the schedule window (6 months back, 12 months forward)', () => {
  it('clips the asked range to the window around today in the caller’s zone', async () => {
    const trainer = await registerTrainer(t, { profile: { minNoticeMinutes: 0 } })
    const zone = 'America/Los_Angeles'
    const [student] = await insertStudents(t, 1, { timeZone: zone })
    const today = dateInZone(clock.now(), zone)
    const at = (date: string) => zonedInstant(date, '12:00', zone)
    const cases = {
      'before the window': addDays(addMonths(today, -6), -1),
      'first day': addMonths(today, -6),
      'last day': addMonths(today, 12),
      'after the window': addDays(addMonths(today, 12), 1),
    }
    const ids: Record<string, string> = {}
    for (const [title, date] of Object.entries(cases)) {
      // Booked while in the future, then moved to its date (past ones as if time had passed).
      ids[title] = await insertTraining(t, trainer.id, { title, capacity: 2 })
      await book(student!, ids[title]!)
      await moveTraining(t, ids[title]!, at(date))
    }
    const items = await scheduleOf(student!, 'student', addDays(today, -2000), addDays(today, 2000))
    expect(items.map((i) => [i.title, i.date])).toEqual([
      ['first day', cases['first day']],
      ['last day', cases['last day']],
    ])
    // A range wholly outside the window is empty, not an error.
    expect(await scheduleOf(student!, 'student', addDays(today, 1000), addDays(today, 1001))).toEqual([])
  })
})

describe('who may read which schedule', () => {
  let student: Account
  let trainer: Account

  beforeAll(async () => {
    student = await insertStudent(t)
    trainer = await registerTrainer(t)
  })

  const today = () => moscowToday()
  const get = (as: Account | undefined, headers: Record<string, string>, query?: string) =>
    call(
      'GET',
      `/api/schedule?${query ?? `startDate=${today()}&endDate=${addDays(today(), 1)}`}`,
      as,
      undefined,
      headers,
    )

  it('needs a login', async () => {
    const res = await get(undefined, { 'x-user-role': 'student' })
    expect(res.statusCode).toBe(401)
  })

  it('needs x-user-id naming the caller, and x-user-role', async () => {
    const missingId = await get(student, { 'x-user-role': 'student' })
    expect(missingId.statusCode).toBe(400)
    expect(missingId.json().fields).toHaveProperty('x-user-id')
    const other = await get(student, { 'x-user-id': trainer.id, 'x-user-role': 'student' })
    expect(other.statusCode).toBe(403)
    expect(other.json().code).toBe('user_mismatch')
    const missingRole = await get(student, { 'x-user-id': student.id })
    expect(missingRole.statusCode).toBe(400)
    expect(missingRole.json().fields).toHaveProperty('x-user-role')
    const badRole = await get(student, { 'x-user-id': student.id, 'x-user-role': 'admin' })
    expect(badRole.statusCode).toBe(400)
  })

  it('gives the trainer schedule only to unblocked holders of the trainer role', async () => {
    const res = await get(student, { 'x-user-id': student.id, 'x-user-role': 'trainer' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'forbidden', message: MESSAGES.scheduleRoleForbidden })
    expect((await get(trainer, { 'x-user-id': trainer.id, 'x-user-role': 'trainer' })).statusCode).toBe(200)
    const blocked = await registerTrainer(t)
    await sql(`update users set trainer_blocked_at = ${sqlNow()} where id = $1`, [blocked.id])
    const refused = await get(blocked, { 'x-user-id': blocked.id, 'x-user-role': 'trainer' })
    expect(refused.statusCode).toBe(403)
    // A blocked trainer is still a student.
    expect((await get(blocked, { 'x-user-id': blocked.id, 'x-user-role': 'student' })).statusCode).toBe(200)
  })

  it('refuses bad dates with field errors', async () => {
    const headers = { 'x-user-id': student.id, 'x-user-role': 'student' }
    const cases: [string, string][] = [
      [`startDate=${today()}`, 'endDate'],
      [`startDate=2026-02-30&endDate=2026-03-01`, 'startDate'],
      [`startDate=${addDays(today(), 2)}&endDate=${today()}`, 'endDate'],
      [`startDate=tomorrow&endDate=${today()}`, 'startDate'],
    ]
    for (const [query, field] of cases) {
      const res = await get(student, headers, query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().fields, query).toHaveProperty(field)
    }
  })

  it('never shows another user’s bookings or trainings', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 3 })
    const [someoneElse] = await insertStudents(t, 1)
    await makeStudentOf(t, trainer.id, someoneElse!.id)
    await book(someoneElse!, trainingId)
    expect(await scheduleOf(student, 'student', today(), addDays(today(), 3))).toEqual([])
    const otherTrainer = await registerTrainer(t)
    expect(await scheduleOf(otherTrainer, 'trainer', today(), addDays(today(), 3))).toEqual([])
  })
})
