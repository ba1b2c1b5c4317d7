// The trainer's schedule is kept in memory while its version holds (decision 0033, fourth
// addendum). Every write to what it shows must change the version, whoever makes it and however:
// each path here writes, then reads the schedule the kept answer would have served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pruneScheduleChanges } from '#server/modules/schedule/index.ts'
import { clock } from '#shared/clock.ts'
import { addDays, dateInZone } from '#shared/time.ts'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { caller, DAY_MS, insertStudents, insertTraining } from './booking-fixtures.ts'
import { attendedBooking, registerTrainer } from './catalogue-fixtures.ts'
import { publishingTrainer } from './trainings-fixtures.ts'

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

interface Item {
  id: string
  title: string
  location?: string
  bookedCount: number
  trainer: { name: string; avatar: string }
  students: { id: string; name: string; bookingStatus: string }[]
}

/** The trainer's schedule for the coming week, as the app answers it. */
async function trainerSchedule(trainer: Account): Promise<Item[]> {
  const today = dateInZone(clock.now(), 'Europe/Moscow')
  const res = await call(
    'GET',
    `/api/schedule?startDate=${today}&endDate=${addDays(today, 7)}`,
    trainer,
    undefined,
    {
      'x-user-id': trainer.id,
      'x-user-role': 'trainer',
    },
  )
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as Item[]
}

interface StudentItem {
  id: string
  title: string
  trainer: { name: string }
  waitlistPosition?: number
  booking?: { status: string; reviewed: boolean; freeCancelUntil: string }
}

/** The student's schedule from three days back to a week ahead, as the app answers it. */
async function studentSchedule(student: Account): Promise<StudentItem[]> {
  const today = dateInZone(clock.now(), 'Europe/Moscow')
  const res = await call(
    'GET',
    `/api/schedule?startDate=${addDays(today, -3)}&endDate=${addDays(today, 7)}`,
    student,
    undefined,
    { 'x-user-id': student.id, 'x-user-role': 'student' },
  )
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as StudentItem[]
}

/** A write that no trigger sees: what the kept answer would show if the version did not change. */
async function writeUnseen(text: string, params: unknown[]) {
  const client = await t.database.pool.connect()
  try {
    await client.query('begin')
    await client.query('set local session_replication_role = replica')
    await client.query(text, params)
    await client.query('commit')
  } finally {
    client.release()
  }
}

async function trainerWithTraining(title = 'Morning') {
  const trainer = await publishingTrainer(t, { firstName: 'Irina' })
  const training = await insertTraining(t, trainer.id, {
    title,
    capacity: 5,
    startsAt: new Date(clock.nowMs() + DAY_MS),
  })
  return { trainer, training }
}

describe('the kept answer of a trainer’s schedule', () => {
  it('is served while nothing it shows changes, and the pruning keeps it', async () => {
    const { trainer, training } = await trainerWithTraining()
    expect((await trainerSchedule(trainer))[0]!.title).toBe('Morning')
    // A change the triggers do not see proves the answer was kept: it stays as it was.
    await writeUnseen('update trainings set title = $2 where id = $1', [training, 'Unseen'])
    expect((await trainerSchedule(trainer))[0]!.title).toBe('Morning')
    // Folding the change rows into the totals leaves the version where it was.
    expect(await pruneScheduleChanges(t.database.db)).toBeGreaterThan(0)
    expect((await trainerSchedule(trainer))[0]!.title).toBe('Morning')
    // A change the triggers see, after the pruning, is served at once.
    await sql('update trainings set location = $2 where id = $1', [training, 'Hall 2'])
    expect((await trainerSchedule(trainer))[0]).toMatchObject({ title: 'Unseen', location: 'Hall 2' })
  })

  it('changes with a booking, its cancellation, its order and its deletion', async () => {
    const { trainer, training } = await trainerWithTraining()
    const [olga, pavel] = await insertStudents(t, 2)
    await sql('update users set first_name = $2 where id = $1', [olga!.id, 'Olga'])
    await sql('update users set first_name = $2 where id = $1', [pavel!.id, 'Pavel'])
    expect((await trainerSchedule(trainer))[0]!.students).toEqual([])

    const booked = await call('POST', '/api/bookings', olga, { trainingId: training, payWith: 'free' })
    expect(booked.statusCode, booked.body).toBe(201)
    expect((await trainerSchedule(trainer))[0]).toMatchObject({
      bookedCount: 1,
      students: [{ id: olga!.id, name: 'Olga Test', bookingStatus: 'confirmed' }],
    })

    const bookingId = booked.json().data.id as string
    const cancelled = await call('POST', `/api/bookings/${bookingId}/cancel`, olga, {})
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((await trainerSchedule(trainer))[0]).toMatchObject({ bookedCount: 0, students: [] })

    for (const who of [olga, pavel]) {
      clock.advance(60_000) // each a minute after the one before
      const res = await call('POST', '/api/bookings', who, { trainingId: training, payWith: 'free' })
      expect(res.statusCode, res.body).toBe(201)
    }
    const names = async () => (await trainerSchedule(trainer))[0]!.students.map((s) => s.name)
    expect(await names()).toEqual(['Olga Test', 'Pavel Test'])
    // A write to bookings alone (the training's row untouched): the people go in order of booking.
    await sql(`update bookings set created_at = created_at + interval '1 hour' where student_id = $1`, [
      olga!.id,
    ])
    expect(await names()).toEqual(['Pavel Test', 'Olga Test'])
    // The student's account goes, and their bookings with it.
    await sql('delete from users where id = $1', [olga!.id])
    expect(await names()).toEqual(['Pavel Test'])
  })

  it('changes with the trainer’s own edits: a training added, edited and deleted', async () => {
    const { trainer, training } = await trainerWithTraining()
    expect(await trainerSchedule(trainer)).toHaveLength(1)
    const added = await insertTraining(t, trainer.id, {
      title: 'Evening',
      startsAt: new Date(clock.nowMs() + 2 * DAY_MS),
    })
    expect((await trainerSchedule(trainer)).map((i) => i.id)).toEqual([training, added])

    const edited = await call('PATCH', `/api/trainings/${training}`, trainer, { location: 'Park gate 2' })
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await trainerSchedule(trainer))[0]!.location).toBe('Park gate 2')

    await sql('delete from trainings where id = $1', [added])
    expect((await trainerSchedule(trainer)).map((i) => i.id)).toEqual([training])
  })

  it('changes when a training passes to another trainer, for both of them', async () => {
    const { trainer, training } = await trainerWithTraining()
    const other = await registerTrainer(t)
    expect(await trainerSchedule(trainer)).toHaveLength(1)
    expect(await trainerSchedule(other)).toHaveLength(0)
    await sql('update trainings set trainer_id = $2 where id = $1', [training, other.id])
    expect(await trainerSchedule(trainer)).toHaveLength(0)
    expect(await trainerSchedule(other)).toHaveLength(1)
  })

  it('changes when the trainer or a person booked changes name or avatar', async () => {
    const { trainer, training } = await trainerWithTraining()
    const [student] = await insertStudents(t, 1, { firstName: 'Pavel' })
    expect(
      (await call('POST', '/api/bookings', student, { trainingId: training, payWith: 'free' })).statusCode,
    ).toBe(201)
    expect((await trainerSchedule(trainer))[0]!.students[0]!.name).toBe('Pavel Test')

    const renamed = await call('PATCH', '/api/user/profile', student, { lastName: 'Orlov' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect((await trainerSchedule(trainer))[0]!.students[0]!.name).toBe('Pavel Orlov')

    const own = await call('PATCH', '/api/user/profile', trainer, { lastName: 'Sokolova' })
    expect(own.statusCode, own.body).toBe(200)
    expect((await trainerSchedule(trainer))[0]!.trainer.name).toBe('Irina Sokolova')

    await sql(`update users set avatar_url = '/uploads/avatars/irina.webp' where id = $1`, [trainer.id])
    expect((await trainerSchedule(trainer))[0]!.trainer.avatar).toMatch(
      /^\/uploads\/avatars\/irina\.webp\?v=/,
    )
    await sql(`update users set avatar_updated_at = '2026-01-01T00:00:00Z' where id = $1`, [trainer.id])
    expect((await trainerSchedule(trainer))[0]!.trainer.avatar).toBe(
      `/uploads/avatars/irina.webp?v=${Date.parse('2026-01-01T00:00:00Z')}`,
    )
  })

  it('sees a change that commits after a later one (the version counts, it does not take the highest)', async () => {
    const { trainer, training } = await trainerWithTraining()
    const second = await insertTraining(t, trainer.id, {
      title: 'Second',
      startsAt: new Date(clock.nowMs() + 2 * DAY_MS),
    })
    const slow = await t.database.pool.connect()
    try {
      // The slow transaction writes first, and so takes the lower change id, but commits last.
      await slow.query('begin')
      await slow.query('update trainings set title = $2 where id = $1', [training, 'Slow'])
      await sql('update trainings set title = $2 where id = $1', [second, 'Fast'])
      expect((await trainerSchedule(trainer)).map((i) => i.title)).toEqual(['Morning', 'Fast'])
      await slow.query('commit')
      expect((await trainerSchedule(trainer)).map((i) => i.title)).toEqual(['Slow', 'Fast'])
    } finally {
      slow.release()
    }
  })

  it('is kept per trainer and window, and never crosses to another trainer', async () => {
    const a = await trainerWithTraining('Of A')
    const b = await trainerWithTraining('Of B')
    expect((await trainerSchedule(a.trainer)).map((i) => i.title)).toEqual(['Of A'])
    expect((await trainerSchedule(b.trainer)).map((i) => i.title)).toEqual(['Of B'])
    // Another window of the same trainer is its own answer.
    const today = dateInZone(clock.now(), 'Europe/Moscow')
    const res = await call(
      'GET',
      `/api/schedule?startDate=${addDays(today, 3)}&endDate=${addDays(today, 7)}`,
      a.trainer,
      undefined,
      {
        'x-user-id': a.trainer.id,
        'x-user-role': 'trainer',
      },
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual([])
  })
})

describe('the kept answer of a student’s schedule', () => {
  it('is served while nothing it shows changes, and follows the trainer’s edits and terms', async () => {
    const { trainer, training } = await trainerWithTraining()
    const [student] = await insertStudents(t, 1)
    expect(await studentSchedule(student!)).toEqual([])
    const booked = await call('POST', '/api/bookings', student, { trainingId: training, payWith: 'free' })
    expect(booked.statusCode, booked.body).toBe(201)
    expect((await studentSchedule(student!)).map((i) => i.title)).toEqual(['Morning'])

    await writeUnseen('update trainings set title = $2 where id = $1', [training, 'Unseen'])
    expect((await studentSchedule(student!))[0]!.title).toBe('Morning')

    // Not the time or place: those let the booking cancel free (decision 0059), and the terms are
    // checked below.
    const edited = await call('PATCH', `/api/trainings/${training}`, trainer, { notes: 'Bring water' })
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await studentSchedule(student!))[0]!.title).toBe('Unseen')

    const renamed = await call('PATCH', '/api/user/profile', trainer, { lastName: 'Volkova' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect((await studentSchedule(student!))[0]!.trainer.name).toBe('Irina Volkova')

    const before = (await studentSchedule(student!))[0]!.booking!.freeCancelUntil
    await sql(
      'update trainer_profiles set free_cancel_minutes = free_cancel_minutes + 60 where user_id = $1',
      [trainer.id],
    )
    const after = (await studentSchedule(student!))[0]!.booking!.freeCancelUntil
    expect(Date.parse(before) - Date.parse(after)).toBe(60 * 60_000)
  })

  it('follows the queue when someone ahead leaves it, and a booking with another trainer', async () => {
    const { training } = await trainerWithTraining()
    await sql('update trainings set capacity = 1 where id = $1', [training])
    const [holder, first, second] = await insertStudents(t, 3)
    expect(
      (await call('POST', '/api/bookings', holder, { trainingId: training, payWith: 'free' })).statusCode,
    ).toBe(201)
    for (const s of [first, second]) {
      const res = await call('POST', `/api/trainings/${training}/waitlist`, s, { payWith: 'free' })
      expect(res.statusCode, res.body).toBe(201)
    }
    expect((await studentSchedule(second!))[0]!.waitlistPosition).toBe(2)
    const left = await call('DELETE', `/api/trainings/${training}/waitlist`, first)
    expect(left.statusCode, left.body).toBe(200)
    expect((await studentSchedule(second!))[0]!.waitlistPosition).toBe(1)

    const other = await trainerWithTraining('Elsewhere')
    const res = await call('POST', '/api/bookings', second, { trainingId: other.training, payWith: 'free' })
    expect(res.statusCode, res.body).toBe(201)
    expect((await studentSchedule(second!)).map((i) => i.title).sort()).toEqual(['Elsewhere', 'Morning'])
  })

  it('follows a review of a past session', async () => {
    const { trainer } = await trainerWithTraining()
    const [student] = await insertStudents(t, 1)
    const bookingId = await attendedBooking(t, trainer.id, student!.id)
    expect((await studentSchedule(student!))[0]!.booking!.reviewed).toBe(false)
    const review = await call('POST', `/api/trainers/${trainer.id}/reviews`, student, {
      bookingId,
      rating: 5,
    })
    expect(review.statusCode, review.body).toBe(201)
    expect((await studentSchedule(student!))[0]!.booking!.reviewed).toBe(true)
    await sql('delete from reviews where booking_id = $1', [bookingId])
    expect((await studentSchedule(student!))[0]!.booking!.reviewed).toBe(false)
  })
})
