// Training data (issue 18, decision 0031): what a student sees and logs, the sync's merge rule in
// SQL (retries never duplicate, the later edit of a set wins), who may read and write, progress
// and records, and the trainer's view of an own student.
import { randomBytes, randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import { type SetEdit, setKey, supersedes } from '#shared/training-log.ts'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { caller, DAY_MS, insertStudent, insertTraining } from './booking-fixtures.ts'
import { registerTrainer } from './catalogue-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
let trainer: Account
let otherTrainer: Account
let student: Account
let otherStudent: Account
let squat: string
let press: string

const q = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

async function insertExercise(nameEn: string, nameRu: string) {
  const { rows } = await q(
    `insert into exercises (slug, name_en, name_ru, category) values ($1, $2, $3, 'strength') returning id`,
    [`test_${randomBytes(4).toString('hex')}`, nameEn, nameRu],
  )
  return rows[0].id as string
}

/** An assignment of `trainerId` to a student for a date (or to a training), with squat and press items. */
async function insertAssignment(
  trainerId: string,
  target: { studentId: string; on: string } | { trainingId: string },
): Promise<{ id: string; squatItem: string; pressItem: string }> {
  const { rows } = await q(
    `insert into workout_assignments (trainer_id, student_id, scheduled_on, training_id, title)
     values ($1, $2, $3, $4, 'Legs and press') returning id`,
    'studentId' in target
      ? [trainerId, target.studentId, target.on, null]
      : [trainerId, null, null, target.trainingId],
  )
  const id = rows[0].id as string
  const items = await q(
    `insert into assignment_items (assignment_id, position, exercise_id, sets, reps, weight_kg, rest_seconds)
     values ($1, 0, $2, 3, 5, 100, 120), ($1, 1, $3, 3, 8, 40, 90) returning id, position`,
    [id, squat, press],
  )
  const byPosition = new Map(items.rows.map((r) => [r.position as number, r.id as string]))
  return { id, squatItem: byPosition.get(0) as string, pressItem: byPosition.get(1) as string }
}

const edit = (
  itemId: string,
  setIndex: number,
  reps: number,
  weightKg: number,
  editedAt: string,
  id: string = randomUUID(),
) => ({
  id,
  itemId,
  setIndex,
  reps,
  weightKg,
  durationSeconds: null,
  done: true,
  editedAt,
})

const sync = (as: Account | undefined, assignmentId: string, results: unknown[]) =>
  call('POST', `/api/training-data/${assignmentId}/results`, as, { results })

beforeAll(async () => {
  clock.set('2026-11-20T09:00:00.000Z')
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  ;[trainer, otherTrainer] = await Promise.all([registerTrainer(t), registerTrainer(t)])
  student = await insertStudent(t, { firstName: 'Lena' })
  otherStudent = await insertStudent(t)
  squat = await insertExercise('Barbell Squat', 'Приседания со штангой')
  press = await insertExercise('Bench Press', 'Жим лёжа')
  await q(`insert into trainer_students (trainer_id, student_id) values ($1, $2)`, [trainer.id, student.id])
})

afterAll(async () => {
  await t.close()
})

describe('POST /api/training-data/{id}/results', () => {
  it('stores the sets and answers what is stored; a retried batch changes nothing', async () => {
    const a = await insertAssignment(trainer.id, { studentId: student.id, on: '2026-11-19' })
    const batch = [
      edit(a.squatItem, 0, 5, 100, '2026-11-19T10:00:00.000Z'),
      edit(a.squatItem, 1, 5, 102.5, '2026-11-19T10:03:00.000Z'),
    ]
    const first = await sync(student, a.id, batch)
    expect(first.statusCode).toBe(200)
    expect(first.json().data.results).toEqual(batch.map((b) => ({ ...b, editedAt: b.editedAt })))
    const again = await sync(student, a.id, batch)
    expect(again.json().data.results).toEqual(first.json().data.results)
    const { rows } = await q(`select count(*)::int as n from workout_results where assignment_id = $1`, [
      a.id,
    ])
    expect(rows[0].n).toBe(2)
  })

  it('keeps the later edit of a set edited on two devices, in either order of arrival', async () => {
    const a = await insertAssignment(trainer.id, { studentId: student.id, on: '2026-11-19' })
    const phone = edit(a.squatItem, 0, 5, 100, '2026-11-19T10:00:00.000Z')
    const tablet = edit(a.squatItem, 0, 4, 105, '2026-11-19T10:05:00.000Z')
    await sync(student, a.id, [tablet])
    const late = await sync(student, a.id, [phone])
    expect(late.json().data.results).toEqual([tablet])
    const b = await insertAssignment(trainer.id, { studentId: student.id, on: '2026-11-19' })
    const phoneB = { ...phone, id: randomUUID(), itemId: b.squatItem }
    const tabletB = { ...tablet, id: randomUUID(), itemId: b.squatItem }
    await sync(student, b.id, [phoneB])
    const later = await sync(student, b.id, [tabletB])
    expect(later.json().data.results).toEqual([tabletB])
  })

  it('gives each set once with its latest edit for any interleaving of offline edits and retries', async () => {
    const a = await insertAssignment(trainer.id, { studentId: student.id, on: '2026-11-18' })
    const items = [a.squatItem, a.pressItem]
    // Sets edited on three devices (their own ids for a set they have not seen), sent in batches
    // that arrive in any order, some twice.
    const editArb = fc.record({
      device: fc.integer({ min: 0, max: 2 }),
      item: fc.integer({ min: 0, max: 1 }),
      setIndex: fc.integer({ min: 0, max: 2 }),
      reps: fc.integer({ min: 0, max: 20 }),
      second: fc.integer({ min: 0, max: 30 }),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.array(editArb, { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 12 }),
        async (edits, order) => {
          await q(`delete from workout_results where assignment_id = $1`, [a.id])
          const ids = new Map<string, string>()
          const made: SetEdit[] = edits.map((e) => {
            const itemId = items[e.item] as string
            const deviceKey = `${e.device}:${setKey({ itemId, setIndex: e.setIndex })}`
            const id = ids.get(deviceKey) ?? randomUUID()
            ids.set(deviceKey, id)
            return edit(
              itemId,
              e.setIndex,
              e.reps,
              50,
              new Date(Date.parse('2026-11-18T10:00:00Z') + e.second * 1000).toISOString(),
              id,
            )
          })
          const batches = made.map((m) => [m])
          const sends = [...order.map(([i]) => i % batches.length), ...batches.keys()]
          for (const [n, index] of sends.entries()) {
            const response = await sync(student, a.id, batches[index] as SetEdit[])
            expect(response.statusCode).toBe(200)
            if (order[n]?.[1]) await sync(student, a.id, batches[index] as SetEdit[])
          }
          const latest = new Map<string, SetEdit>()
          for (const m of made) {
            const current = latest.get(setKey(m))
            if (!current || supersedes(m, current)) latest.set(setKey(m), m)
          }
          const data = (await call('GET', '/api/training-data', student)).json().data
          const stored = data.assignments
            .find((x: { id: string }) => x.id === a.id)
            .items.flatMap((item: { results: SetEdit[] }) => item.results) as SetEdit[]
          expect(stored).toHaveLength(latest.size)
          for (const s of stored) expect(s).toEqual(latest.get(setKey(s)))
        },
      ),
      { numRuns: 15, seed: 31 },
    )
  })

  it('refuses bad input with field errors, writing nothing', async () => {
    const a = await insertAssignment(trainer.id, { studentId: student.id, on: '2026-11-19' })
    const good = edit(a.squatItem, 0, 5, 100, '2026-11-19T10:00:00.000Z')
    for (const bad of [
      { ...good, id: 'not-a-uuid' },
      { ...good, setIndex: 50 },
      { ...good, reps: -1 },
      { ...good, weightKg: 10.005 },
      { ...good, weightKg: 1001 },
      { ...good, editedAt: 'yesterday' },
    ]) {
      const response = await sync(student, a.id, [bad])
      expect(response.statusCode).toBe(400)
      expect(response.json().fields).toBeDefined()
    }
    expect((await sync(student, a.id, [])).statusCode).toBe(400)
    const foreignItem = await sync(student, a.id, [{ ...good, itemId: randomUUID() }])
    expect(foreignItem.statusCode).toBe(400)
    expect(foreignItem.json().fields['results.0.itemId']).toBe(MESSAGES.itemNotInWorkout)
    // Set indexes start at 0: the squat's prescribed sets are 0 … sets − 1, and no more.
    const { rows: prescribed } = await q(`select sets from assignment_items where id = $1`, [a.squatItem])
    const beyond = await sync(student, a.id, [{ ...good, setIndex: prescribed[0].sets }])
    expect(beyond.statusCode).toBe(400)
    expect(beyond.json().fields['results.0.setIndex']).toBe(MESSAGES.setNotInWorkout)
    const { rows } = await q(`select count(*)::int as n from workout_results where assignment_id = $1`, [
      a.id,
    ])
    expect(rows[0].n).toBe(0)
  })

  it('refuses a set id already used by another set with 409', async () => {
    const a = await insertAssignment(trainer.id, { studentId: student.id, on: '2026-11-19' })
    const first = edit(a.squatItem, 0, 5, 100, '2026-11-19T10:00:00.000Z')
    await sync(student, a.id, [first])
    const reused = await sync(student, a.id, [{ ...first, setIndex: 1 }])
    expect(reused.statusCode).toBe(409)
  })

  it('lets only the assignment’s student write: 404 for another student, a trainer, and 401 for a guest', async () => {
    const a = await insertAssignment(trainer.id, { studentId: student.id, on: '2026-11-19' })
    const set = [edit(a.squatItem, 0, 5, 100, '2026-11-19T10:00:00.000Z')]
    expect((await sync(otherStudent, a.id, set)).statusCode).toBe(404)
    expect((await sync(trainer, a.id, set)).statusCode).toBe(404)
    expect((await sync(undefined, a.id, set)).statusCode).toBe(401)
    expect((await sync(student, randomUUID(), set)).statusCode).toBe(404)
  })

  it('lets a student booked on a training log its attached workout, and not one who is not', async () => {
    const trainingId = await insertTraining(t, trainer.id, {
      startsAt: new Date(clock.nowMs() - DAY_MS),
      capacity: 5,
    })
    await q(
      `insert into bookings (training_id, student_id, status, payment_method) values ($1, $2, 'attended', 'free')`,
      [trainingId, student.id],
    )
    const a = await insertAssignment(trainer.id, { trainingId })
    const set = [edit(a.pressItem, 0, 8, 40, '2026-11-19T10:00:00.000Z')]
    expect((await sync(student, a.id, set)).statusCode).toBe(200)
    expect((await sync(otherStudent, a.id, set)).statusCode).toBe(404)
    const data = (await call('GET', '/api/training-data', student)).json().data
    const shown = data.assignments.find((x: { id: string }) => x.id === a.id)
    expect(shown.training.id).toBe(trainingId)
    expect(shown.date).toBe('2026-11-19')
    expect(data.pastTrainings.find((p: { id: string }) => p.id === trainingId).assignmentIds).toEqual([a.id])
  })
})

describe('GET /api/training-data and progress', () => {
  it('shows the student’s assignments with prescriptions, records and per-session progress', async () => {
    const other = await insertStudent(t)
    const first = await insertAssignment(trainer.id, { studentId: other.id, on: '2026-11-01' })
    const second = await insertAssignment(trainer.id, { studentId: other.id, on: '2026-11-08' })
    await sync(other, first.id, [
      edit(first.squatItem, 0, 5, 100, '2026-11-01T10:00:00.000Z'),
      edit(first.squatItem, 1, 3, 110, '2026-11-01T10:05:00.000Z'),
      { ...edit(first.squatItem, 2, 5, 200, '2026-11-01T10:06:00.000Z'), done: false },
    ])
    await sync(other, second.id, [edit(second.squatItem, 0, 5, 115, '2026-11-08T10:00:00.000Z')])

    const data = (await call('GET', '/api/training-data', other)).json().data
    expect(data.assignments.map((x: { id: string }) => x.id)).toEqual([second.id, first.id])
    expect(data.assignments[0].items[0]).toMatchObject({
      exercise: { id: squat, nameEn: 'Barbell Squat', nameRu: 'Приседания со штангой' },
      sets: 3,
      reps: 5,
      weightKg: 100,
      restSeconds: 120,
    })
    // 115 × 5 → 134.2 beats 110 × 3 → 121; a set not done never counts.
    expect(data.records).toEqual([
      expect.objectContaining({ weightKg: 115, reps: 5, oneRepMaxKg: 134.2, date: '2026-11-08' }),
    ])
    expect(data.loggedExercises).toEqual([expect.objectContaining({ id: squat, sessions: 2 })])

    const progress = await call('GET', `/api/training-data/progress?exerciseId=${squat}`, other)
    expect(progress.statusCode).toBe(200)
    expect(progress.json().data.points).toEqual([
      { date: '2026-11-01', topSetKg: 110, oneRepMaxKg: 121, volumeKg: 830, sets: 2 },
      { date: '2026-11-08', topSetKg: 115, oneRepMaxKg: 134.2, volumeKg: 575, sets: 1 },
    ])
  })

  it('answers 404 for an unknown exercise, 400 for a bad id, 401 for a guest', async () => {
    expect(
      (await call('GET', `/api/training-data/progress?exerciseId=${randomUUID()}`, student)).statusCode,
    ).toBe(404)
    expect((await call('GET', '/api/training-data/progress?exerciseId=x', student)).statusCode).toBe(400)
    expect((await call('GET', '/api/training-data', undefined)).statusCode).toBe(401)
  })

  it('never shows another student’s assignments or results', async () => {
    const a = await insertAssignment(trainer.id, { studentId: student.id, on: '2026-11-19' })
    const data = (await call('GET', '/api/training-data', otherStudent)).json().data
    expect(data.assignments.find((x: { id: string }) => x.id === a.id)).toBeUndefined()
  })
})

describe('GET /api/trainer/students/{id}/training-data', () => {
  it('shows the trainer’s own student’s assignments from this trainer, results and records', async () => {
    const a = await insertAssignment(trainer.id, { studentId: student.id, on: '2026-11-17' })
    const foreign = await insertAssignment(otherTrainer.id, { studentId: student.id, on: '2026-11-17' })
    await sync(student, a.id, [edit(a.squatItem, 0, 5, 100, '2026-11-17T10:00:00.000Z')])
    const response = await call('GET', `/api/trainer/students/${student.id}/training-data`, trainer)
    expect(response.statusCode).toBe(200)
    const ids = response.json().data.assignments.map((x: { id: string }) => x.id)
    expect(ids).toContain(a.id)
    expect(ids).not.toContain(foreign.id)
    expect(response.json().data.records.length).toBeGreaterThan(0)
  })

  it('answers 404 for another trainer’s student, 403 for a student, 401 for a guest', async () => {
    expect(
      (await call('GET', `/api/trainer/students/${student.id}/training-data`, otherTrainer)).statusCode,
    ).toBe(404)
    expect(
      (await call('GET', `/api/trainer/students/${student.id}/training-data`, otherStudent)).statusCode,
    ).toBe(403)
    expect(
      (await call('GET', `/api/trainer/students/${student.id}/training-data`, undefined)).statusCode,
    ).toBe(401)
  })
})

describe('GET /api/trainer/students/{id}/training-data/progress', () => {
  it('draws the own student’s series of an exercise, as the student’s own progress has it', async () => {
    const own = await insertStudent(t)
    await q(`insert into trainer_students (trainer_id, student_id) values ($1, $2)`, [trainer.id, own.id])
    const a = await insertAssignment(trainer.id, { studentId: own.id, on: '2026-11-12' })
    await sync(own, a.id, [
      edit(a.squatItem, 0, 5, 100, '2026-11-12T10:00:00.000Z'),
      edit(a.squatItem, 1, 5, 105, '2026-11-12T10:05:00.000Z'),
    ])
    const url = `/api/trainer/students/${own.id}/training-data/progress?exerciseId=${squat}`
    const response = await call('GET', url, trainer)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({
      exercise: { id: squat, nameEn: 'Barbell Squat', nameRu: 'Приседания со штангой' },
      points: [{ date: '2026-11-12', topSetKg: 105, oneRepMaxKg: 122.5, volumeKg: 1025, sets: 2 }],
    })
    expect(response.json().data).toEqual(
      (await call('GET', `/api/training-data/progress?exerciseId=${squat}`, own)).json().data,
    )
  })

  it('answers 404 for another trainer’s student, 403 for a student, 401 for a guest, 400 for bad ids', async () => {
    const url = `/api/trainer/students/${student.id}/training-data/progress?exerciseId=${squat}`
    expect((await call('GET', url, otherTrainer)).statusCode).toBe(404)
    expect((await call('GET', url, otherStudent)).statusCode).toBe(403)
    expect((await call('GET', url, undefined)).statusCode).toBe(401)
    expect(
      (await call('GET', `/api/trainer/students/${student.id}/training-data/progress?exerciseId=x`, trainer))
        .statusCode,
    ).toBe(400)
    expect(
      (await call('GET', `/api/trainer/students/x/training-data/progress?exerciseId=${squat}`, trainer))
        .statusCode,
    ).toBe(400)
    expect(
      (
        await call(
          'GET',
          `/api/trainer/students/${student.id}/training-data/progress?exerciseId=${randomUUID()}`,
          trainer,
        )
      ).statusCode,
    ).toBe(404)
  })
})
