// GET /api/statistics (issue 18, decision 0032): validation, who may ask for which role, and the
// figures — weeks and streaks cut in the user's zone, across DST changes and year ends.
import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { caller, insertStudent, insertStudents } from './booking-fixtures.ts'
import { grantTrainer } from './catalogue-fixtures.ts'

// The pinned now: Monday 2026-11-23 13:15 UTC (16:15 in Moscow, 14:15 in Berlin).
let t: TestApp
let call: ReturnType<typeof caller>
let trainer: Account

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  trainer = await insertStudent(t, { firstName: 'Marat' })
  await grantTrainer(t, trainer)
})
afterAll(async () => {
  await t.close()
})

interface Visit {
  student: Account
  status: 'attended' | 'no_show' | 'confirmed' | 'cancelled'
}

/** A training of `trainerId` at `startsAt` (UTC ISO) with its bookings. */
async function training(
  trainerId: string,
  startsAt: string,
  visits: Visit[],
  f: { specialization?: string; status?: string; durationMin?: number } = {},
) {
  const { rows } = await sql(
    `insert into trainings (trainer_id, title, specialization, format, starts_at, duration_min, status,
                            capacity, allow_parallel)
     values ($1, 'Session', $2, 'gym', $3, $4, $5, 10, true) returning id`,
    [trainerId, f.specialization ?? 'strength', startsAt, f.durationMin ?? 60, f.status ?? 'scheduled'],
  )
  for (const v of visits) {
    await sql(`insert into bookings (training_id, student_id, status) values ($1, $2, $3)`, [
      rows[0].id,
      v.student.id,
      v.status,
    ])
  }
  return rows[0].id as string
}

const attendedAt = (student: Account, ...starts: string[]) =>
  Promise.all(starts.map((s) => training(trainer.id, s, [{ student, status: 'attended' }])))

const stats = (as: Account | undefined, query = '') => call('GET', `/api/statistics${query}`, as)

describe('validation and access', () => {
  it('refuses a guest with 401', async () => {
    expect((await stats(undefined)).statusCode).toBe(401)
  })

  it('refuses unknown periods and roles with field errors, never a 500', async () => {
    const student = await insertStudent(t)
    for (const query of [
      '?period=2w',
      '?period=',
      '?role=admin',
      '?role=moderator',
      '?period=1y&role=x',
      '?language=de',
    ]) {
      const res = await stats(student, query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().status).toBe('error')
    }
  })

  it('takes each period and defaults to the student role over 4 weeks', async () => {
    const student = await insertStudent(t)
    const res = await stats(student)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ role: 'student', period: '4w', bucket: 'week' })
    for (const [period, bucket, length] of [
      ['4w', 'week', 4],
      ['3m', 'week', 13],
      ['1y', 'month', 12],
    ] as const) {
      const data = (await stats(student, `?period=${period}`)).json().data
      expect(data, period).toMatchObject({ period, bucket, to: '2026-11-23' })
      expect(data.sessions).toHaveLength(length)
    }
  })

  it('refuses the trainer figures to a student and to a blocked trainer (403)', async () => {
    const student = await insertStudent(t)
    const res = await stats(student, '?role=trainer')
    expect(res.statusCode).toBe(403)
    const blocked = await insertStudent(t)
    await grantTrainer(t, blocked)
    await sql(`update users set trainer_blocked_at = now() where id = $1`, [blocked.id])
    expect((await stats(blocked, '?role=trainer')).statusCode).toBe(403)
    expect((await stats(blocked, '?role=student')).statusCode).toBe(200)
  })

  it('shows a caller only their own figures', async () => {
    const [mine, theirs] = await insertStudents(t, 2)
    await attendedAt(theirs!, '2026-11-17T10:00:00Z')
    const data = (await stats(mine!)).json().data
    expect(data).toMatchObject({ totalSessions: 0, hasHistory: false, streak: { current: 0, longest: 0 } })
  })
})

describe('a student’s figures', () => {
  it('counts attended sessions per week in the student’s zone, by specialization', async () => {
    const student = await insertStudent(t, { timeZone: 'Europe/Moscow' })
    // Sunday 22 Nov 23:30 in Moscow (20:30 UTC) is last week; Monday 00:30 (21:30 UTC Sunday) is this week.
    await attendedAt(student, '2026-11-22T20:30:00Z', '2026-11-22T21:30:00Z', '2026-11-03T08:00:00Z')
    await training(trainer.id, '2026-11-10T08:00:00Z', [{ student, status: 'attended' }], {
      specialization: 'yoga',
    })
    await training(trainer.id, '2026-11-11T08:00:00Z', [{ student, status: 'no_show' }])
    await training(trainer.id, '2026-11-12T08:00:00Z', [{ student, status: 'confirmed' }])
    await training(trainer.id, '2026-11-13T08:00:00Z', [{ student, status: 'attended' }], {
      status: 'cancelled',
    })
    // Before the 4 weeks: counted only over 3 months.
    await attendedAt(student, '2026-10-20T08:00:00Z')
    const data = (await stats(student, '?period=4w')).json().data
    expect(data).toMatchObject({
      timeZone: 'Europe/Moscow',
      from: '2026-11-02',
      to: '2026-11-23',
      hasHistory: true,
    })
    expect(data.sessions).toEqual([
      { start: '2026-11-02', count: 1 },
      { start: '2026-11-09', count: 1 },
      { start: '2026-11-16', count: 1 },
      { start: '2026-11-23', count: 1 },
    ])
    expect(data.totalSessions).toBe(4)
    expect(data.bySpecialization).toEqual([
      { specialization: 'strength', count: 3 },
      { specialization: 'yoga', count: 1 },
    ])
    expect(data.records).toEqual([])
    expect((await stats(student, '?period=3m')).json().data.totalSessions).toBe(5)
    const year = (await stats(student, '?period=1y')).json().data
    expect(year.sessions.at(-1)).toEqual({ start: '2026-11-01', count: 4 })
    expect(year.sessions.at(-2)).toEqual({ start: '2026-10-01', count: 1 })
  })

  it('keeps the streak alive through this week until it ends, and a gap breaks it', async () => {
    const student = await insertStudent(t, { timeZone: 'Europe/Moscow' })
    // Weeks of 26 Oct and 2 Nov, a gap, then 16 Nov: longest 2, current 1 (this week has none yet).
    await attendedAt(student, '2026-10-27T08:00:00Z', '2026-11-04T08:00:00Z', '2026-11-17T08:00:00Z')
    expect((await stats(student)).json().data.streak).toEqual({ current: 1, longest: 2 })
    // A session this morning makes it two weeks running.
    await attendedAt(student, '2026-11-23T06:00:00Z')
    expect((await stats(student)).json().data.streak).toEqual({ current: 2, longest: 2 })

    const lapsed = await insertStudent(t)
    await attendedAt(lapsed, '2026-11-03T08:00:00Z', '2026-11-10T08:00:00Z')
    expect((await stats(lapsed)).json().data.streak).toEqual({ current: 0, longest: 2 })
  })

  it('cuts streak weeks in the student’s zone across the autumn DST change', async () => {
    const student = await insertStudent(t, { timeZone: 'Europe/Berlin' })
    // Berlin leaves summer time on Sunday 25 Oct. Saturday 17 Oct; Sunday 25 Oct 23:30 CET
    // (22:30 UTC) and Monday 26 Oct 00:30 CET (23:30 UTC Sunday): in UTC the last two share a week.
    await attendedAt(student, '2026-10-17T10:00:00Z', '2026-10-25T22:30:00Z', '2026-10-25T23:30:00Z')
    expect((await stats(student)).json().data.streak).toEqual({ current: 0, longest: 3 })
  })

  it('cuts streak weeks in the student’s zone across the spring DST change', async () => {
    const student = await insertStudent(t, { timeZone: 'Europe/Berlin' })
    // Summer time starts Sunday 29 Mar: 23:30 CEST is 21:30 UTC; Monday 30 Mar 00:30 CEST is 22:30 UTC Sunday.
    await attendedAt(student, '2026-03-29T21:30:00Z', '2026-03-29T22:30:00Z')
    expect((await stats(student)).json().data.streak).toEqual({ current: 0, longest: 2 })
  })

  it('runs a streak on across the year end (ISO weeks), and west of UTC', async () => {
    const student = await insertStudent(t, { timeZone: 'America/New_York' })
    // Mon 22 Dec 2025; Sun 4 Jan 2026 21:00 in New York (02:00 UTC Monday 5 Jan), of the week of
    // 29 Dec (ISO week 1 of 2026); Mon 5 Jan. Three weeks running there; in UTC the first stands alone.
    await attendedAt(student, '2025-12-22T15:00:00Z', '2026-01-05T02:00:00Z', '2026-01-05T15:00:00Z')
    expect((await stats(student, '?period=1y')).json().data.streak).toEqual({ current: 0, longest: 3 })
  })

  it('does not count a session that was marked attended before it started', async () => {
    const student = await insertStudent(t)
    await attendedAt(student, '2026-11-24T10:00:00Z')
    expect((await stats(student)).json().data).toMatchObject({ totalSessions: 0, hasHistory: false })
  })
})

describe('a trainer’s figures', () => {
  it('counts trainings held, attendance, active students; no revenue without paid payments', async () => {
    const coach = await insertStudent(t, { timeZone: 'Europe/Moscow' })
    await grantTrainer(t, coach)
    const [s1, s2, s3] = (await insertStudents(t, 3)) as [Account, Account, Account]
    await training(coach.id, '2026-11-16T10:00:00Z', [
      { student: s1, status: 'attended' },
      { student: s2, status: 'no_show' },
      { student: s3, status: 'cancelled' },
    ])
    await training(coach.id, '2026-11-18T10:00:00Z', [
      { student: s1, status: 'attended' },
      { student: s2, status: 'attended' },
    ])
    // Not held: cancelled; nobody booked; not over yet (13:00–14:00 UTC, now 13:15); in the future.
    await training(coach.id, '2026-11-19T10:00:00Z', [{ student: s1, status: 'attended' }], {
      status: 'cancelled',
    })
    await training(coach.id, '2026-11-20T10:00:00Z', [])
    await training(coach.id, '2026-11-23T13:00:00Z', [{ student: s1, status: 'confirmed' }])
    await training(coach.id, '2026-11-25T10:00:00Z', [{ student: s1, status: 'confirmed' }])
    // Held, attendance not marked yet: held, not in the rate.
    await training(coach.id, '2026-11-23T11:00:00Z', [{ student: s3, status: 'confirmed' }])
    // In the 3 months only.
    await training(coach.id, '2026-10-01T10:00:00Z', [{ student: s3, status: 'attended' }])
    // Another trainer's.
    await training(trainer.id, '2026-11-17T10:00:00Z', [{ student: s1, status: 'attended' }])

    const res = await stats(coach, '?role=trainer&period=4w')
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({
      role: 'trainer',
      totalHeld: 3,
      attendanceRate: 0.75,
      activeStudents: 2,
      revenue: [],
      topExercises: [],
      hasHistory: true,
    })
    expect(data.sessions).toEqual([
      { start: '2026-11-02', held: 0, attended: 0, noShow: 0, students: 0 },
      { start: '2026-11-09', held: 0, attended: 0, noShow: 0, students: 0 },
      { start: '2026-11-16', held: 2, attended: 3, noShow: 1, students: 2 },
      { start: '2026-11-23', held: 1, attended: 0, noShow: 0, students: 0 },
    ])
    const quarter = (await stats(coach, '?role=trainer&period=3m')).json().data
    expect(quarter).toMatchObject({ totalHeld: 4, activeStudents: 3, attendanceRate: 0.8 })
    // The same caller as a student has no sessions of their own.
    expect((await stats(coach, '?role=student')).json().data).toMatchObject({
      role: 'student',
      hasHistory: false,
    })
  })

  it('answers a trainer with nothing held with zeros and no attendance rate', async () => {
    const coach = await insertStudent(t)
    await grantTrainer(t, coach)
    const data = (await stats(coach, '?role=trainer&period=1y')).json().data
    expect(data).toMatchObject({ totalHeld: 0, attendanceRate: null, activeStudents: 0, hasHistory: false })
    expect(data.sessions).toHaveLength(12)
  })
})

/** A payment of `amount` minor units from `payer` to `recipient`, paid at `paidAt` (UTC ISO) unless pending. */
async function payment(
  payer: Account,
  recipient: Account,
  amount: number,
  currency: string,
  paidAt: string | null,
) {
  await sql(
    `insert into payments (payer_id, recipient_id, purpose, amount, currency, method, status, paid_at)
     values ($1, $2, 'single_training', $3, $4, 'direct', $5, $6)`,
    [payer.id, recipient.id, amount, currency, paidAt ? 'paid' : 'pending', paidAt],
  )
}

async function exercise(nameEn: string, nameRu: string) {
  const { rows } = await sql(
    `insert into exercises (slug, name_en, name_ru, category) values ($1, $2, $3, 'strength') returning id`,
    [`test_${randomBytes(4).toString('hex')}`, nameEn, nameRu],
  )
  return rows[0].id as string
}

interface LoggedSet {
  exerciseId: string
  on: string
  reps: number
  weightKg: number
  done?: boolean
}

/** An assignment of `coach` to `student` with one item per set, each set logged as given. */
async function logged(coach: Account, student: Account, sets: LoggedSet[]) {
  const { rows } = await sql(
    `insert into workout_assignments (trainer_id, student_id, scheduled_on, title)
     values ($1, $2, $3, 'Workout') returning id`,
    [coach.id, student.id, sets[0]?.on],
  )
  const assignmentId = rows[0].id as string
  for (const [position, set] of sets.entries()) {
    const item = await sql(
      `insert into assignment_items (assignment_id, position, exercise_id, sets, reps)
       values ($1, $2, $3, 1, $4) returning id`,
      [assignmentId, position, set.exerciseId, set.reps],
    )
    await sql(
      `insert into workout_results (id, assignment_id, assignment_item_id, student_id, exercise_id, performed_on,
                                    set_index, reps, weight_kg, done, client_updated_at, trainer_id)
       values ($1, $2, $3, $4, $5, $6, 0, $7, $8, $9, '2026-11-20T10:00:00Z', $10)`,
      [
        randomUUID(),
        assignmentId,
        item.rows[0].id,
        student.id,
        set.exerciseId,
        set.on,
        set.reps,
        set.weightKg,
        set.done ?? true,
        coach.id,
      ],
    )
  }
}

describe('figures from payments and logged sets', () => {
  it('sums a trainer’s paid payments per month in their zone and currency; pending ones do not count', async () => {
    const coach = await insertStudent(t, { timeZone: 'Europe/Moscow' })
    await grantTrainer(t, coach)
    const [payer, other] = (await insertStudents(t, 2)) as [Account, Account]
    await payment(payer, coach, 150_000, 'RUB', '2026-11-05T10:00:00Z')
    await payment(payer, coach, 50_000, 'RUB', '2026-11-20T10:00:00Z')
    // 31 October 22:00 UTC is 1 November 01:00 in Moscow.
    await payment(payer, coach, 20_000, 'RUB', '2026-10-31T22:00:00Z')
    await payment(payer, coach, 3_000, 'EUR', '2026-09-10T10:00:00Z')
    await payment(payer, coach, 99_900, 'RUB', null)
    await payment(payer, other, 77_700, 'RUB', '2026-11-06T10:00:00Z')

    const year = (await stats(coach, '?role=trainer&period=1y')).json().data
    expect(year.revenue).toHaveLength(2)
    const [rub, eur] = year.revenue
    expect(rub.currency).toBe('RUB')
    expect(rub.months).toHaveLength(12)
    expect(rub.months.at(-1)).toEqual({ month: '2026-11-01', amount: 220_000 })
    expect(rub.months.at(-2)).toEqual({ month: '2026-10-01', amount: 0 })
    expect(eur.months.find((m: { month: string }) => m.month === '2026-09-01').amount).toBe(3_000)

    const month = (await stats(coach, '?role=trainer&period=4w')).json().data
    expect(month.revenue).toEqual([{ currency: 'RUB', months: [{ month: '2026-11-01', amount: 220_000 }] }])
    await grantTrainer(t, other)
    expect((await stats(other, '?role=trainer&period=4w')).json().data.revenue).toEqual([
      { currency: 'RUB', months: [{ month: '2026-11-01', amount: 77_700 }] },
    ])
  })

  it('shows a student’s best estimated 1RM per exercise as a record, in their language', async () => {
    const coach = await insertStudent(t)
    await grantTrainer(t, coach)
    const student = await insertStudent(t)
    await sql(`update users set language = 'en' where id = $1`, [student.id])
    const squat = await exercise('Test squat', 'Тестовый присед')
    const press = await exercise('Test press', 'Тестовый жим')
    await logged(coach, student, [
      { exerciseId: squat, on: '2026-11-10', reps: 5, weightKg: 100 },
      // 90 × 10 ≈ 120 beats 100 × 5 ≈ 116.7 by Epley.
      { exerciseId: squat, on: '2026-11-12', reps: 10, weightKg: 90 },
      { exerciseId: press, on: '2026-11-12', reps: 8, weightKg: 40 },
      // Not done: no record.
      { exerciseId: press, on: '2026-11-13', reps: 8, weightKg: 60, done: false },
    ])
    const data = (await stats(student)).json().data
    expect(data.records).toEqual([
      { exerciseId: squat, exercise: 'Test squat', weightKg: 90, reps: 10, date: '2026-11-12' },
      { exerciseId: press, exercise: 'Test press', weightKg: 40, reps: 8, date: '2026-11-12' },
    ])
    // The screen's language, when the client names it, wins over the saved one.
    const ru = (await stats(student, '?language=ru')).json().data
    expect(ru.records.map((r: { exercise: string }) => r.exercise)).toEqual([
      'Тестовый присед',
      'Тестовый жим',
    ])
  })

  it('names the exercises in the screen’s language for an account that never saved one', async () => {
    const coach = await insertStudent(t)
    await grantTrainer(t, coach)
    await sql(`update users set language = null where id = $1`, [coach.id])
    const student = await insertStudent(t)
    const squat = await exercise('Test goblet squat', 'Тестовый кубковый присед')
    await logged(coach, student, [{ exerciseId: squat, on: '2026-11-16', reps: 5, weightKg: 20 }])
    await logged(coach, student, [{ exerciseId: squat, on: '2026-11-17', reps: 5, weightKg: 20 }])
    const english = (await stats(coach, '?role=trainer&language=en')).json().data
    expect(english.topExercises).toEqual([{ exerciseId: squat, exercise: 'Test goblet squat', sets: 2 }])
    // Nothing named and nothing saved: Russian, as before.
    const unnamed = (await stats(coach, '?role=trainer')).json().data
    expect(unnamed.topExercises[0].exercise).toBe('Тестовый кубковый присед')
  })

  it('ranks a trainer’s exercises by sets their students logged in the period', async () => {
    const coach = await insertStudent(t)
    await grantTrainer(t, coach)
    await sql(`update users set language = 'ru' where id = $1`, [coach.id])
    const [s1, s2] = (await insertStudents(t, 2)) as [Account, Account]
    const row = await exercise('Test row', 'Тестовая тяга')
    const lunge = await exercise('Test lunge', 'Тестовый выпад')
    await logged(coach, s1, [
      { exerciseId: row, on: '2026-11-16', reps: 10, weightKg: 50 },
      { exerciseId: lunge, on: '2026-11-16', reps: 10, weightKg: 20 },
    ])
    await logged(coach, s2, [
      { exerciseId: row, on: '2026-11-18', reps: 10, weightKg: 40 },
      // Before the 4 weeks: only in the year.
      { exerciseId: lunge, on: '2026-09-01', reps: 10, weightKg: 20 },
      { exerciseId: lunge, on: '2026-09-02', reps: 10, weightKg: 20 },
    ])
    // Another trainer's assignment does not count for this one.
    await logged(trainer, s1, [{ exerciseId: lunge, on: '2026-11-17', reps: 10, weightKg: 20 }])

    const month = (await stats(coach, '?role=trainer&period=4w')).json().data
    expect(month.topExercises).toEqual([
      { exerciseId: row, exercise: 'Тестовая тяга', sets: 2 },
      { exerciseId: lunge, exercise: 'Тестовый выпад', sets: 1 },
    ])
    const year = (await stats(coach, '?role=trainer&period=1y')).json().data
    expect(year.topExercises[0]).toEqual({ exerciseId: lunge, exercise: 'Тестовый выпад', sets: 3 })
  })
})
