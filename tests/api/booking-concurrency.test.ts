// Capacity and "one active booking" under concurrency: the database's constraints and the
// training's row lock hold whatever the interleaving (decision 0009).
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import {
  caller,
  insertStudents,
  insertTraining,
  insertWaitlist,
  placeHolders,
  trainingRow,
  waitlistOf,
} from './booking-fixtures.ts'
import { registerTrainer } from './catalogue-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
let trainer: Account
let students: Account[]

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  trainer = await registerTrainer(t)
  students = await insertStudents(t, 60)
})

afterAll(async () => {
  await t.close()
})

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)
const book = (as: Account, trainingId: string) =>
  call('POST', '/api/bookings', as, { trainingId, payWith: 'free' })

function tally(responses: { statusCode: number; json(): { code?: string } }[]) {
  const counts: Record<string, number> = {}
  for (const res of responses) {
    const key = res.statusCode < 300 ? String(res.statusCode) : `${res.statusCode} ${res.json().code}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

/** What must hold after any sequence of calls: the count is the truth and within capacity. */
async function expectConsistent(trainingId: string) {
  const { rows } = await sql(
    `select t.booked_count, t.capacity,
            (select count(*)::int from bookings b where b.training_id = t.id and b.status <> 'cancelled') as holding,
            (select count(*)::int from (select student_id from bookings b where b.training_id = t.id
               and b.status <> 'cancelled' group by student_id having count(*) > 1) d) as doubled,
            (select count(*)::int from waitlist_entries w where w.training_id = t.id) as waiting,
            (select count(*)::int from waitlist_entries w join bookings b on b.training_id = w.training_id
               and b.student_id = w.student_id and b.status <> 'cancelled' where w.training_id = t.id) as waiting_and_holding
     from trainings t where t.id = $1`,
    [trainingId],
  )
  const row = rows[0]
  expect(row.booked_count).toBe(row.holding)
  expect(row.booked_count).toBeLessThanOrEqual(row.capacity)
  expect(row.doubled).toBe(0)
  expect(row.waiting_and_holding).toBe(0)
  // Nobody waits while a place is free: every freed place went to the list at once.
  if (row.waiting > 0) expect(row.booked_count).toBe(row.capacity)
  return row as { booked_count: number; capacity: number; waiting: number }
}

describe('booking under concurrency', () => {
  it('gives 3 places to exactly 3 of 50 students booking at once; the rest get 409 training_full', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 3 })
    const fifty = students.slice(0, 50)
    const responses = await Promise.all(fifty.map((s) => book(s, trainingId)))
    expect(tally(responses)).toEqual({ '201': 3, '409 training_full': 47 })
    expect((await trainingRow(t, trainingId)).booked_count).toBe(3)
    const winners = responses.flatMap((r, i) => (r.statusCode === 201 ? [fifty[i]!.id] : []))
    expect((await placeHolders(t, trainingId)).sort()).toEqual(winners.sort())
    await expectConsistent(trainingId)
  })

  it('books the same student once when they book twice at the same moment', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 5 })
    const [lena] = students
    const responses = await Promise.all([book(lena!, trainingId), book(lena!, trainingId)])
    expect(tally(responses)).toEqual({ '201': 1, '409 already_booked': 1 })
    expect(await placeHolders(t, trainingId)).toEqual([lena!.id])
  })

  it('books the same student once out of ten attempts at once', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 5 })
    const [, pavel] = students
    const responses = await Promise.all(Array.from({ length: 10 }, () => book(pavel!, trainingId)))
    expect(tally(responses)).toEqual({ '201': 1, '409 already_booked': 9 })
    expect(await placeHolders(t, trainingId)).toEqual([pavel!.id])
    expect((await trainingRow(t, trainingId)).booked_count).toBe(1)
  })

  it('gives every place freed by racing cancellations to the waitlist in order, never to newcomers', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 3 })
    const holders = students.slice(0, 3)
    const waiting = students.slice(3, 8)
    const newcomers = students.slice(8, 18)
    const joiners = students.slice(18, 22)
    const bookingIds: string[] = []
    for (const h of holders) bookingIds.push((await book(h, trainingId)).json().data.id)
    await insertWaitlist(t, trainingId, waiting)

    const cancels = holders.map((h, i) => call('POST', `/api/bookings/${bookingIds[i]}/cancel`, h, {}))
    const bookings = newcomers.map((s) => book(s, trainingId))
    const joins = joiners.map((s) =>
      call('POST', `/api/trainings/${trainingId}/waitlist`, s, { payWith: 'free' }),
    )
    const [cancelled, booked, joined] = await Promise.all([
      Promise.all(cancels),
      Promise.all(bookings),
      Promise.all(joins),
    ])

    expect(tally(cancelled)).toEqual({ '200': 3 })
    // A freed place is taken in the cancelling transaction: newcomers never see one.
    expect(tally(booked)).toEqual({ '409 training_full': 10 })
    // The training is full at every moment, so joining is always possible.
    expect(tally(joined)).toEqual({ '201': 4 })
    // The first three waiting, each once; the other two keep their places ahead of the joiners.
    expect((await placeHolders(t, trainingId)).sort()).toEqual(
      waiting
        .slice(0, 3)
        .map((s) => s.id)
        .sort(),
    )
    const list = await waitlistOf(t, trainingId)
    expect(list.slice(0, 2)).toEqual(waiting.slice(3).map((s) => s.id))
    expect(list.slice(2).sort()).toEqual(joiners.map((s) => s.id).sort())
    const { rows } = await sql(
      `select student_id, count(*)::int as n from bookings where training_id = $1 group by student_id`,
      [trainingId],
    )
    for (const row of rows) expect(row.n, row.student_id).toBe(1)
    const state = await expectConsistent(trainingId)
    expect(state.booked_count).toBe(3)
  })

  it('keeps the training consistent through random interleavings of book, cancel, join and leave', async () => {
    const pool = students.slice(30, 36)
    type Op = { kind: 'book' | 'cancel' | 'join' | 'leave'; who: number }
    const op = fc.record({
      kind: fc.constantFrom<Op['kind']>('book', 'cancel', 'join', 'leave'),
      who: fc.integer({ min: 0, max: pool.length - 1 }),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.array(op, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 5 }),
        async (capacity, batches) => {
          const trainingId = await insertTraining(t, trainer.id, { capacity })
          for (const batch of batches) {
            const responses = await Promise.all(
              batch.map(async ({ kind, who }) => {
                const s = pool[who]!
                if (kind === 'book') return book(s, trainingId)
                if (kind === 'join')
                  return call('POST', `/api/trainings/${trainingId}/waitlist`, s, { payWith: 'free' })
                if (kind === 'leave') return call('DELETE', `/api/trainings/${trainingId}/waitlist`, s)
                const { rows } = await sql(
                  `select id from bookings where training_id = $1 and student_id = $2 order by created_at desc limit 1`,
                  [trainingId, s.id],
                )
                if (!rows[0]) return null
                return call('POST', `/api/bookings/${rows[0].id}/cancel`, s, {})
              }),
            )
            for (const res of responses) {
              if (!res) continue
              expect(res.statusCode, res.body).toBeLessThan(500)
              if (res.statusCode >= 400) {
                expect(res.json().code, res.body).toMatch(
                  /^(training_full|already_booked|booking_not_active|already_on_waitlist|waitlist_not_needed|not_on_waitlist)$/,
                )
              }
            }
            await expectConsistent(trainingId)
          }
        },
      ),
      { numRuns: 25 },
    )
  })
})
