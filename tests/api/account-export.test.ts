import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userExportResponse } from '#shared/api/user-export.ts'
import { clock } from '#shared/clock.ts'
import { registerAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { caller, DAY_MS, insertTraining } from './booking-fixtures.ts'
import { registerTrainer } from './catalogue-fixtures.ts'

// GET /api/user/export (decision 0059): one's own data, as one document to download.
let t: TestApp
let call: ReturnType<typeof caller>

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
})

afterAll(async () => {
  await t.close()
})

describe('GET /api/user/export', () => {
  it("gives the caller's own profile, bookings, payments and reviews, and nobody else's", async () => {
    const trainer = await registerTrainer(t, { firstName: 'Oleg' })
    const trainingId = await insertTraining(t, trainer.id, {
      title: 'Kettlebells',
      price: 120_000,
      startsAt: new Date(clock.nowMs() + 2 * DAY_MS),
    })
    const student = await registerAccount(t, { firstName: 'Lena' })
    const other = await registerAccount(t, { firstName: 'Mila' })
    expect((await call('POST', '/api/bookings', student, { trainingId, payWith: 'direct' })).statusCode).toBe(
      201,
    )

    const res = await call('GET', '/api/user/export', student)
    expect(res.statusCode, res.body).toBe(200)
    const data = userExportResponse.parse(res.json()).data
    expect(data.profile).toMatchObject({ id: student.id, email: student.email, roles: [] })
    expect(data.bookings).toEqual([
      expect.objectContaining({
        training: 'Kettlebells',
        trainer: expect.stringMatching(/^Oleg/),
        status: 'confirmed',
      }),
    ])
    expect(data.payments).toEqual([
      expect.objectContaining({ direction: 'paid', amount: 120_000, currency: 'RUB', status: 'pending' }),
    ])
    expect(data.trainings).toEqual([])

    // The trainer's own: the training run and the payment received, not the student's profile.
    const mine = userExportResponse.parse((await call('GET', '/api/user/export', trainer)).json()).data
    expect(mine.profile.id).toBe(trainer.id)
    expect(mine.trainings.map((x) => x.title)).toContain('Kettlebells')
    expect(mine.payments).toEqual([expect.objectContaining({ direction: 'received', amount: 120_000 })])
    expect(mine.bookings).toEqual([])

    const theirs = userExportResponse.parse((await call('GET', '/api/user/export', other)).json()).data
    expect(theirs.bookings).toEqual([])
    expect(theirs.payments).toEqual([])
  })

  it('needs a session', async () => {
    expect((await call('GET', '/api/user/export')).statusCode).toBe(401)
  })
})
