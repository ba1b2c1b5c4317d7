import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import { type Account, PASSWORD, registerAccount, registerConfirmedAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import {
  bookingRow,
  caller,
  DAY_MS,
  insertStudents,
  insertTraining,
  insertWaitlist,
  moveTraining,
  trainingRow,
  waitlistOf,
} from './booking-fixtures.ts'
import { registerTrainer } from './catalogue-fixtures.ts'

// DELETE /api/user (issue 20 "Account deletion", decision 0035).
let t: TestApp
let call: ReturnType<typeof caller>

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
})

afterAll(async () => {
  await t.close()
})

const sql = async (text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows
const remove = (as: Account, body: unknown = { password: PASSWORD }) => call('DELETE', '/api/user', as, body)

async function notificationsOf(userId: string) {
  return sql(`select type, data from notifications where user_id = $1 order by created_at`, [userId])
}

describe('DELETE /api/user', () => {
  it('asks for the password of an account that has one, and keeps everything on a wrong one', async () => {
    const user = await registerAccount(t, { firstName: 'Vera' })
    const missing = await remove(user, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fields).toMatchObject({ password: MESSAGES.passwordEnter })
    const wrong = await remove(user, { password: 'not-the-password' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields).toMatchObject({ password: MESSAGES.currentPasswordWrong })
    const [row] = await sql(`select email, deleted_at from users where id = $1`, [user.id])
    expect(row).toMatchObject({ email: user.email, deleted_at: null })
    expect((await call('GET', '/api/user/profile', user)).statusCode).toBe(200)
  })

  it('removes personal data, ends every session and frees the email for a new account', async () => {
    const user = await registerAccount(t, { firstName: 'Vera' })
    await call('PATCH', '/api/user/profile', user, { phone: '+7 912 345-67-01', lastName: 'Orlova' })
    await sql(`update users set telegram_id = 555000111, calendar_token = 'tok-del' where id = $1`, [user.id])
    const res = await remove(user)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'success', message: MESSAGES.accountDeleted })

    const [row] = await sql(
      `select email, phone, first_name, last_name, telegram_id, password_hash, calendar_token,
              deleted_at is not null as deleted from users where id = $1`,
      [user.id],
    )
    expect(row).toEqual({
      email: null,
      phone: null,
      first_name: '',
      last_name: '',
      telegram_id: null,
      password_hash: null,
      calendar_token: null,
      deleted: true,
    })
    const open = await sql(`select id from sessions where user_id = $1 and revoked_at is null`, [user.id])
    expect(open).toEqual([])
    const after = await call('GET', '/api/user/profile', user)
    expect(after.statusCode).toBe(401)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    })
    expect(login.statusCode).toBe(401)
    // The address can open a new account.
    const again = await registerAccount(t, { email: user.email, firstName: 'Vera' })
    expect(again.id).not.toBe(user.id)
  })

  it("cancels a student's upcoming bookings, tells the trainer, and gives the place to the waitlist", async () => {
    const trainer = await registerTrainer(t, { firstName: 'Marat' })
    const trainingId = await insertTraining(t, trainer.id, {
      capacity: 1,
      startsAt: new Date(clock.nowMs() + 2 * DAY_MS),
    })
    const student = await registerAccount(t, { firstName: 'Leaving' })
    const booked = await call('POST', '/api/bookings', student, { trainingId, payWith: 'free' })
    expect(booked.statusCode).toBe(201)
    const [waiting] = await insertStudents(t, 1)
    await insertWaitlist(t, trainingId, [waiting!])

    expect((await remove(student)).statusCode).toBe(200)

    expect(await bookingRow(t, booked.json().data.id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'student',
    })
    expect(await waitlistOf(t, trainingId)).toEqual([])
    const [promoted] = await sql(`select status from bookings where training_id = $1 and student_id = $2`, [
      trainingId,
      waiting!.id,
    ])
    expect(promoted?.status).toBe('confirmed')
    expect((await trainingRow(t, trainingId)).booked_count).toBe(1)
    expect((await notificationsOf(trainer.id)).map((n) => n.type)).toContain('booking_cancelled')
  })

  it('takes the name off the receipts the other side keeps: the buyer, and a seller but for the legal details', async () => {
    const trainer = await registerTrainer(t, { firstName: 'Roman' })
    await sql(
      `update trainer_profiles set legal_name = 'IP Roman Test', tax_id = '770123456789' where user_id = $1`,
      [trainer.id],
    )
    const trainingId = await insertTraining(t, trainer.id, {
      price: 150_000,
      startsAt: new Date(clock.nowMs() + 2 * DAY_MS),
    })
    const student = await registerAccount(t, { firstName: 'Lena' })
    const booked = await call('POST', '/api/bookings', student, { trainingId, payWith: 'direct' })
    expect(booked.statusCode, booked.body).toBe(201)
    const paymentId = booked.json().data.paymentId as string
    expect((await call('POST', `/api/payments/${paymentId}/confirm`, trainer)).statusCode).toBe(200)
    const before = (await call('GET', `/api/payments/${paymentId}/receipt`, trainer)).json().data
    expect(before.buyer).toMatchObject({ name: expect.stringMatching(/^Lena/), email: student.email })

    expect((await remove(student)).statusCode).toBe(200)
    const after = (await call('GET', `/api/payments/${paymentId}/receipt`, trainer)).json().data
    expect(after.buyer).toMatchObject({ name: '', email: null })
    expect(after.seller).toMatchObject({ name: before.seller.name })

    expect((await remove(trainer)).statusCode).toBe(200)
    const [row] = await sql(
      `select seller_name, seller_legal_name, seller_tax_id from receipts where payment_id = $1`,
      [paymentId],
    )
    expect(row).toEqual({
      seller_name: '',
      seller_legal_name: before.seller.legalName,
      seller_tax_id: before.seller.taxId,
    })
  })

  it("keeps the history of a training that has started, and the student's past bookings", async () => {
    const trainer = await registerTrainer(t, { firstName: 'Past' })
    const trainingId = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + 3 * DAY_MS) })
    const student = await registerAccount(t)
    const booked = await call('POST', '/api/bookings', student, { trainingId, payWith: 'free' })
    await moveTraining(t, trainingId, new Date(clock.nowMs() - 30 * 60_000))
    expect((await remove(student)).statusCode).toBe(200)
    expect(await bookingRow(t, booked.json().data.id)).toMatchObject({ status: 'confirmed' })
  })

  it("cancels a trainer's upcoming trainings with a reason for every booked student, and leaves the catalogue", async () => {
    const trainer = await registerTrainer(t, { firstName: 'Departing' })
    const trainingId = await insertTraining(t, trainer.id, {
      capacity: 3,
      startsAt: new Date(clock.nowMs() + 2 * DAY_MS),
    })
    const [a, b] = await insertStudents(t, 2)
    for (const s of [a!, b!]) {
      expect((await call('POST', '/api/bookings', s, { trainingId, payWith: 'free' })).statusCode).toBe(201)
    }
    const before = await call('GET', `/api/trainers/${trainer.id}`)
    expect(before.statusCode).toBe(200)

    expect((await remove(trainer)).statusCode).toBe(200)

    const training = await trainingRow(t, trainingId)
    expect(training).toMatchObject({ status: 'cancelled', booked_count: 0 })
    for (const s of [a!, b!]) {
      const note = (await notificationsOf(s.id)).find((n) => n.type === 'training_cancelled')
      expect(note).toMatchObject({
        type: 'training_cancelled',
        data: { reason: MESSAGES.departingTrainerReason },
      })
    }
    expect((await call('GET', `/api/trainers/${trainer.id}`)).statusCode).toBe(404)
    expect(await sql(`select role from user_roles where user_id = $1`, [trainer.id])).toEqual([])
  })

  it('refuses the last admin, and lets an admin leave when another remains', async () => {
    const existing = await sql(`select user_id from user_roles where role = 'admin'`)
    await sql(`delete from user_roles where role = 'admin'`)
    const admin = await registerConfirmedAccount(t, { firstName: 'Only' })
    await sql(`insert into user_roles (user_id, role) values ($1, 'admin')`, [admin.id])
    const refused = await remove(admin)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'last_admin', message: MESSAGES.lastAdminCannotLeave })
    expect((await call('GET', '/api/user/profile', admin)).statusCode).toBe(200)

    const second = await registerConfirmedAccount(t, { firstName: 'Second' })
    await sql(`insert into user_roles (user_id, role) values ($1, 'admin')`, [second.id])
    expect((await remove(admin)).statusCode).toBe(200)
    for (const row of existing) {
      await sql(`insert into user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`, [
        row.user_id,
      ])
    }
  })

  it('deletes a Telegram-only account without a password', async () => {
    const [user] = await insertStudents(t, 1)
    await sql(`update users set email = null, telegram_id = 555000222 where id = $1`, [user!.id])
    const res = await remove(user!, {})
    expect(res.statusCode).toBe(200)
    const [row] = await sql(
      `select telegram_id, deleted_at is not null as deleted from users where id = $1`,
      [user!.id],
    )
    expect(row).toEqual({ telegram_id: null, deleted: true })
  })

  it('needs a session', async () => {
    expect((await call('DELETE', '/api/user', undefined, {})).statusCode).toBe(401)
  })
})
