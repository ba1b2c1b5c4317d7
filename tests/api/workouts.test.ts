// The workouts calls (decision 0030): library search and filters, private exercises, the
// workout builder's saves, assignment with its snapshot, and who may see what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateDatabase } from '#server/db/client.ts'
import { type Account, registerAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { makeStudentOf, UNKNOWN_ID } from './catalogue-fixtures.ts'
import { caller, hoursFromNow, insertBooking, publishingTrainer, TRAINING } from './trainings-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
let trainer: Account
let otherTrainer: Account
let student: Account
let otherStudent: Account
const ex: Record<string, string> = {}

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  trainer = await publishingTrainer(t, { firstName: 'Irina' })
  otherTrainer = await publishingTrainer(t, { firstName: 'Oleg' })
  student = await registerAccount(t, { firstName: 'Sasha' })
  otherStudent = await registerAccount(t, { firstName: 'Pasha' })
  await makeStudentOf(t, trainer.id, student.id)
  await makeStudentOf(t, otherTrainer.id, otherStudent.id)
  const { rows } = await sql(
    `select slug, id from exercises where slug in ('Barbell_Squat', 'Barbell_Bench_Press_-_Medium_Grip', 'Plank', 'Pullups')`,
  )
  for (const r of rows) ex[r.slug] = r.id
})

afterAll(async () => {
  await t.close()
})

const squat = () => ex.Barbell_Squat as string
const bench = () => ex['Barbell_Bench_Press_-_Medium_Grip'] as string
const plank = () => ex.Plank as string

async function newWorkout(as: Account, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/workouts', as, {
    title: 'Full body',
    items: [
      { exerciseId: squat(), sets: 5, reps: 5, weightKg: 80, restSeconds: 180 },
      { exerciseId: bench(), sets: 3, reps: 8, weightKg: 60, supersetGroup: 1 },
      { exerciseId: ex.Pullups, sets: 3, reps: 8, supersetGroup: 1 },
      { exerciseId: plank(), sets: 3, durationSeconds: 60, notes: 'Hold still' },
    ],
    ...body,
  })
  if (res.statusCode !== 201) throw new Error(`workout: ${res.statusCode} ${res.body}`)
  return res.json().data
}

describe('the exercise library', () => {
  it('is seeded from the data file with Russian names, and seeding again changes nothing', async () => {
    const { rows } = await sql(
      `select count(*)::int as n, count(name_ru)::int as ru from exercises where owner_id is null`,
    )
    expect(rows[0].n).toBe(873)
    expect(rows[0].ru).toBeGreaterThanOrEqual(100)
    const before = await sql(`select max(updated_at) as u from exercises`)
    await migrateDatabase(t.database)
    const after = await sql(`select count(*)::int as n, max(updated_at) as u from exercises`)
    expect(after.rows[0].n).toBe(873)
    expect(after.rows[0].u).toEqual(before.rows[0].u)
  })

  it('finds by a part of the name in English or in Russian, ё or е', async () => {
    const en = await call('GET', '/api/exercises?q=barbell%20squat', trainer)
    expect(en.statusCode).toBe(200)
    expect(en.json().data.map((e: { nameEn: string }) => e.nameEn)).toContain('Barbell Squat')
    const ru = await call('GET', `/api/exercises?q=${encodeURIComponent('приседания со штангой')}`, trainer)
    expect(ru.json().data[0]).toMatchObject({ nameEn: 'Barbell Squat', nameRu: 'Приседания со штангой' })
    const yo = await call('GET', `/api/exercises?q=${encodeURIComponent('жим штанги лежа')}`, trainer)
    expect(yo.json().data.map((e: { nameRu: string }) => e.nameRu)).toContain(
      'Жим штанги лёжа средним хватом',
    )
  })

  it('filters by muscle, equipment and category, and pages', async () => {
    const res = await call('GET', '/api/exercises?muscle=chest&equipment=dumbbell&category=strength', trainer)
    const body = res.json()
    expect(body.total).toBeGreaterThan(5)
    for (const e of body.data) {
      expect([...e.primaryMuscles, ...e.secondaryMuscles]).toContain('chest')
      expect(e.equipment).toBe('dumbbell')
      expect(e.category).toBe('strength')
    }
    const all = await call('GET', '/api/exercises', trainer)
    expect(all.json()).toMatchObject({ total: 873, page: 1, pageSize: 30 })
    const page2 = await call('GET', '/api/exercises?page=2', trainer)
    const ids1 = new Set(all.json().data.map((e: { id: string }) => e.id))
    expect(page2.json().data.some((e: { id: string }) => ids1.has(e.id))).toBe(false)
  })

  it('refuses unknown filters and bad pages with field errors', async () => {
    for (const q of ['muscle=wings', 'equipment=spoon', 'category=chess', 'page=0', 'page=x', 'mine=yes']) {
      const res = await call('GET', `/api/exercises?${q}`, trainer)
      expect(res.statusCode, q).toBe(400)
    }
  })

  it('lets a trainer add a private exercise that only they see', async () => {
    const res = await call('POST', '/api/exercises', trainer, {
      name: 'Irina sandbag carry',
      category: 'strongman',
      equipment: 'other',
      primaryMuscles: ['forearms', 'traps'],
      videoUrl: 'https://video.example/sandbag',
    })
    expect(res.statusCode).toBe(201)
    const created = res.json().data
    expect(created).toMatchObject({
      nameEn: 'Irina sandbag carry',
      own: true,
      videoUrl: 'https://video.example/sandbag',
    })
    const mine = await call('GET', '/api/exercises?mine=true', trainer)
    expect(mine.json().data.map((e: { id: string }) => e.id)).toEqual([created.id])
    const other = await call('GET', '/api/exercises?q=irina%20sandbag', otherTrainer)
    expect(other.json().total).toBe(0)
    // Nor can the other trainer put it in a workout.
    const used = await call('POST', '/api/workouts', otherTrainer, {
      title: 'Borrowed',
      items: [{ exerciseId: created.id, sets: 1 }],
    })
    expect(used.statusCode).toBe(400)
    expect(used.json().fields).toHaveProperty(['items.0.exerciseId'])
  })

  it('validates a private exercise', async () => {
    for (const body of [
      { name: '', category: 'strength', primaryMuscles: ['chest'] },
      { name: 'X', category: 'strength', primaryMuscles: [] },
      { name: 'X', category: 'strength', primaryMuscles: ['chest'], videoUrl: 'javascript:alert(1)' },
      { name: 'X'.repeat(121), category: 'strength', primaryMuscles: ['chest'] },
    ]) {
      const res = await call('POST', '/api/exercises', trainer, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
  })

  it('is for trainers: a student is refused', async () => {
    expect((await call('GET', '/api/exercises', student)).statusCode).toBe(403)
    expect((await call('GET', '/api/exercises')).statusCode).toBe(401)
  })
})

describe('workouts', () => {
  it('saves a workout with its ordered items, supersets and a time instead of reps', async () => {
    const w = await newWorkout(trainer)
    expect(w).toMatchObject({ title: 'Full body', archived: false, itemCount: 4, assignmentCount: 0 })
    expect(w.items.map((i: { position: number }) => i.position)).toEqual([0, 1, 2, 3])
    expect(w.items[0]).toMatchObject({
      sets: 5,
      reps: 5,
      weightKg: 80,
      restSeconds: 180,
      supersetGroup: null,
    })
    expect(w.items[0].exercise).toMatchObject({ nameEn: 'Barbell Squat', nameRu: 'Приседания со штангой' })
    expect(w.items[3]).toMatchObject({ durationSeconds: 60, reps: null, notes: 'Hold still' })
    const list = await call('GET', '/api/workouts', trainer)
    expect(list.json().data.find((x: { id: string }) => x.id === w.id)).toMatchObject({ itemCount: 4 })
    // The library puts exercises in use first.
    const { rows } = await sql(`select popularity from exercises where id = $1`, [squat()])
    expect(rows[0].popularity).toBeGreaterThan(0)
  })

  it('reorders by saving the items in their new order, and archives and restores', async () => {
    const w = await newWorkout(trainer)
    const reversed = [...w.items].reverse().map((i) => ({
      exerciseId: i.exercise.id,
      sets: i.sets,
      reps: i.reps,
      durationSeconds: i.durationSeconds,
      weightKg: i.weightKg,
      supersetGroup: i.supersetGroup,
    }))
    const res = await call('PATCH', `/api/workouts/${w.id}`, trainer, { items: reversed, title: 'Reversed' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.items.map((i: { exercise: { id: string } }) => i.exercise.id)).toEqual(
      reversed.map((i) => i.exerciseId),
    )
    const archived = await call('PATCH', `/api/workouts/${w.id}`, trainer, { archived: true })
    expect(archived.json().data.archived).toBe(true)
    const active = await call('GET', '/api/workouts', trainer)
    expect(active.json().data.map((x: { id: string }) => x.id)).not.toContain(w.id)
    const inArchive = await call('GET', '/api/workouts?archived=true', trainer)
    expect(inArchive.json().data.map((x: { id: string }) => x.id)).toContain(w.id)
    const assign = await call('POST', `/api/workouts/${w.id}/assign`, trainer, {
      studentId: student.id,
      date: '2030-01-01',
    })
    expect(assign.statusCode).toBe(409)
  })

  it('refuses bad workouts with field errors and writes nothing', async () => {
    const before = (await sql(`select count(*)::int as n from workouts`)).rows[0].n
    const bad = [
      { title: '', items: [] },
      { title: 'X', items: [{ exerciseId: squat(), sets: 0 }] },
      { title: 'X', items: [{ exerciseId: squat(), sets: 3, reps: 5, durationSeconds: 30 }] },
      { title: 'X', items: [{ exerciseId: squat(), sets: 3, weightKg: -5 }] },
      { title: 'X', items: [{ exerciseId: squat(), sets: 3, weightKg: 1001 }] },
      { title: 'X', items: [{ exerciseId: squat(), sets: 3, restSeconds: 99999 }] },
      { title: 'X', items: [{ exerciseId: UNKNOWN_ID, sets: 3 }] },
      {
        title: 'Split superset',
        items: [
          { exerciseId: squat(), sets: 3, supersetGroup: 1 },
          { exerciseId: bench(), sets: 3 },
          { exerciseId: plank(), sets: 3, supersetGroup: 1 },
        ],
      },
      { title: 'X', items: Array.from({ length: 61 }, () => ({ exerciseId: squat(), sets: 1 })) },
    ]
    for (const body of bad) {
      const res = await call('POST', '/api/workouts', trainer, body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
    }
    expect((await sql(`select count(*)::int as n from workouts`)).rows[0].n).toBe(before)
    const w = await newWorkout(trainer)
    expect((await call('PATCH', `/api/workouts/${w.id}`, trainer, {})).statusCode).toBe(400)
  })

  it('another trainer can neither see, change, delete nor assign it (404)', async () => {
    const w = await newWorkout(trainer)
    expect((await call('GET', `/api/workouts/${w.id}`, otherTrainer)).statusCode).toBe(404)
    expect((await call('PATCH', `/api/workouts/${w.id}`, otherTrainer, { title: 'Mine' })).statusCode).toBe(
      404,
    )
    expect((await call('DELETE', `/api/workouts/${w.id}`, otherTrainer)).statusCode).toBe(404)
    const assign = await call('POST', `/api/workouts/${w.id}/assign`, otherTrainer, {
      studentId: otherStudent.id,
      date: '2030-01-01',
    })
    expect(assign.statusCode).toBe(404)
    const list = await call('GET', '/api/workouts', otherTrainer)
    expect(list.json().data.map((x: { id: string }) => x.id)).not.toContain(w.id)
    expect((await call('GET', `/api/workouts/${w.id}`, student)).statusCode).toBe(403)
    expect((await call('GET', `/api/workouts/${UNKNOWN_ID}`, trainer)).statusCode).toBe(404)
  })
})

describe('assigning', () => {
  it('assigns to my student for a date with a snapshot that later edits do not rewrite', async () => {
    const w = await newWorkout(trainer, { title: 'Snapshot' })
    const res = await call('POST', `/api/workouts/${w.id}/assign`, trainer, {
      studentId: student.id,
      date: '2030-03-02',
    })
    expect(res.statusCode).toBe(201)
    const a = res.json().data
    expect(a).toMatchObject({
      workoutId: w.id,
      title: 'Snapshot',
      training: null,
      student: { id: student.id },
      scheduledOn: '2030-03-02',
    })
    expect(a.items).toHaveLength(4)
    await call('PATCH', `/api/workouts/${w.id}`, trainer, {
      title: 'Changed',
      items: [{ exerciseId: plank(), sets: 1, durationSeconds: 30 }],
    })
    const card = await call('GET', `/api/workout-assignments?studentId=${student.id}`, trainer)
    const seen = card.json().data.find((x: { id: string }) => x.id === a.id)
    expect(seen).toMatchObject({ title: 'Snapshot' })
    expect(seen.items).toHaveLength(4)
    // Deleting the workout keeps the assignment.
    expect((await call('DELETE', `/api/workouts/${w.id}`, trainer)).statusCode).toBe(200)
    const after = await call('GET', `/api/workout-assignments?studentId=${student.id}`, trainer)
    expect(after.json().data.find((x: { id: string }) => x.id === a.id)).toMatchObject({ workoutId: null })
  })

  it('attaches to my training: every student booked on it gets it on their card', async () => {
    const training = await call('POST', '/api/trainings', trainer, {
      ...TRAINING,
      capacity: 5,
      startsAt: hoursFromNow(24 * 30 + 10),
    })
    expect(training.statusCode).toBe(201)
    const trainingId = training.json().data.id
    await insertBooking(t, trainingId, student.id)
    const w = await newWorkout(trainer, { title: 'Group circuit' })
    const res = await call('POST', `/api/workouts/${w.id}/assign`, trainer, { trainingId })
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject({ training: { id: trainingId }, student: null, scheduledOn: null })
    const card = await call('GET', `/api/workout-assignments?studentId=${student.id}`, trainer)
    expect(card.json().data.map((x: { title: string }) => x.title)).toContain('Group circuit')
    const detail = await call('GET', `/api/workouts/${w.id}`, trainer)
    expect(detail.json().data.assignments).toHaveLength(1)
  })

  it('refuses another trainer’s training or student (404), a bad target (400), a cancelled training (409)', async () => {
    const w = await newWorkout(trainer)
    const theirs = await call('POST', '/api/trainings', otherTrainer, {
      ...TRAINING,
      startsAt: hoursFromNow(24 * 40),
    })
    const theirTraining = theirs.json().data.id
    expect(
      (await call('POST', `/api/workouts/${w.id}/assign`, trainer, { trainingId: theirTraining })).statusCode,
    ).toBe(404)
    expect(
      (
        await call('POST', `/api/workouts/${w.id}/assign`, trainer, {
          studentId: otherStudent.id,
          date: '2030-01-01',
        })
      ).statusCode,
    ).toBe(404)
    for (const body of [
      {},
      { studentId: student.id },
      { trainingId: theirTraining, studentId: student.id, date: '2030-01-01' },
      { studentId: student.id, date: '2030-02-30' },
      { trainingId: theirTraining, date: '2030-01-01' },
    ]) {
      expect(
        (await call('POST', `/api/workouts/${w.id}/assign`, trainer, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400)
    }
    const mine = await call('POST', '/api/trainings', trainer, {
      ...TRAINING,
      startsAt: hoursFromNow(24 * 41),
    })
    await sql(`update trainings set status = 'cancelled', cancelled_at = starts_at where id = $1`, [
      mine.json().data.id,
    ])
    expect(
      (await call('POST', `/api/workouts/${w.id}/assign`, trainer, { trainingId: mine.json().data.id }))
        .statusCode,
    ).toBe(409)
  })

  it('shows a student’s assignments only to their own trainer', async () => {
    expect(
      (await call('GET', `/api/workout-assignments?studentId=${student.id}`, otherTrainer)).statusCode,
    ).toBe(404)
    expect((await call('GET', `/api/workout-assignments?studentId=${student.id}`, student)).statusCode).toBe(
      403,
    )
    expect((await call('GET', `/api/workout-assignments?studentId=nope`, trainer)).statusCode).toBe(400)
  })
})
