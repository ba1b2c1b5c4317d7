// Which actions raise which notifications, to whom, with which data and texts (decision 0016);
// the notifications API and its authorization; the channel preferences in the profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notificationTexts } from '#server/modules/notifications/texts.ts'
import type { Notification } from '#shared/api/notifications.ts'
import { clock } from '#shared/clock.ts'
import { type Account, bearer, loginAccount, registerAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import { caller, DAY_MS, HOUR_MS, insertStudent, insertTraining } from './booking-fixtures.ts'
import { registerTrainer, UNKNOWN_ID } from './catalogue-fixtures.ts'
import { publishingTrainer } from './trainings-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
let trainer: Account
let manual: Account

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  trainer = await publishingTrainer(t, { firstName: 'Irina' })
  manual = await registerTrainer(t, { firstName: 'Pavel', profile: { manualApproval: true } })
})

afterAll(async () => {
  await t.close()
})

async function notificationsOf(as: Account): Promise<Notification[]> {
  const res = await call('GET', '/api/notifications?limit=100', as)
  expect(res.statusCode).toBe(200)
  return res.json().data
}

const ofType = async (as: Account, type: string) => (await notificationsOf(as)).filter((n) => n.type === type)

const book = (as: Account, trainingId: string) =>
  call('POST', '/api/bookings', as, { trainingId, payWith: 'free' })

describe('triggers', () => {
  it('a direct booking confirms to the student and tells the trainer who booked', async () => {
    const trainingId = await insertTraining(t, trainer.id, { title: 'Morning strength', capacity: 3 })
    const lena = await insertStudent(t, { firstName: 'Lena' })
    const res = await book(lena, trainingId)
    expect(res.statusCode).toBe(201)
    const [confirmed] = await ofType(lena, 'booking_confirmed')
    expect(confirmed).toMatchObject({
      type: 'booking_confirmed',
      link: '/schedule',
      readAt: null,
      data: {
        trainingId,
        bookingId: res.json().data.id,
        trainingTitle: 'Morning strength',
        personId: trainer.id,
        personName: 'Irina',
        startsAt: expect.any(String),
      },
    })
    expect(await ofType(trainer, 'booking_requested')).toEqual([])
    const [created] = await ofType(trainer, 'booking_created')
    expect(created).toMatchObject({
      link: '/schedule',
      data: { trainingId, trainingTitle: 'Morning strength', personId: lena.id, personName: 'Lena Test' },
    })
  })

  it('a request to a manual-approval trainer: requested to the trainer, confirmed or declined with the reason to the student', async () => {
    const trainingId = await insertTraining(t, manual.id, { title: 'Private boxing', capacity: 2 })
    const oleg = await insertStudent(t, { firstName: 'Oleg' })
    const nina = await insertStudent(t, { firstName: 'Nina' })
    const first = (await book(oleg, trainingId)).json().data.id as string
    const second = (await book(nina, trainingId)).json().data.id as string

    const requested = await ofType(manual, 'booking_requested')
    expect(requested.map((n) => n.data.personName).sort()).toEqual(['Nina Test', 'Oleg Test'])
    expect(requested[0]!.link).toBe('/trainer-requests')

    expect((await call('POST', `/api/trainer/requests/${first}/accept`, manual)).statusCode).toBe(200)
    expect(await ofType(oleg, 'booking_confirmed')).toHaveLength(1)

    const declined = await call('POST', `/api/trainer/requests/${second}/decline`, manual, {
      reason: 'Full week',
    })
    expect(declined.statusCode).toBe(200)
    const [notice] = await ofType(nina, 'booking_declined')
    expect(notice!.data).toMatchObject({ bookingId: second, reason: 'Full week', personName: 'Pavel' })
  })

  it('cancellations: by the student to the trainer, by the trainer to the student with the reason; the waitlist promotion to its student', async () => {
    const trainingId = await insertTraining(t, trainer.id, { title: 'Yoga', capacity: 1 })
    const anna = await insertStudent(t, { firstName: 'Anna' })
    const boris = await insertStudent(t, { firstName: 'Boris' })
    const bookingId = (await book(anna, trainingId)).json().data.id as string
    expect(
      (await call('POST', `/api/trainings/${trainingId}/waitlist`, boris, { payWith: 'free' })).statusCode,
    ).toBe(201)

    const cancel = await call('POST', `/api/bookings/${bookingId}/cancel`, anna, { reason: 'Ill' })
    expect(cancel.statusCode).toBe(200)
    const [byStudent] = await ofType(trainer, 'booking_cancelled')
    expect(byStudent!.data).toMatchObject({ cancelledBy: 'student', personId: anna.id, reason: 'Ill' })

    const [promoted] = await ofType(boris, 'waitlist_promoted')
    expect(promoted!.data).toMatchObject({ trainingId, trainingTitle: 'Yoga' })
    expect(promoted!.data.requested).toBeUndefined()
    const borisBooking = promoted!.data.bookingId as string
    // The trainer is told who took the freed place, as of any booking.
    const taken = (await ofType(trainer, 'booking_created')).find((n) => n.data.bookingId === borisBooking)
    expect(taken?.data).toMatchObject({ trainingId, personId: boris.id, personName: 'Boris Test' })

    const byTrainer = await call('POST', `/api/bookings/${borisBooking}/cancel`, trainer, {
      reason: 'Gym closed',
    })
    expect(byTrainer.statusCode).toBe(200)
    const [toStudent] = await ofType(boris, 'booking_cancelled')
    expect(toStudent!.data).toMatchObject({
      cancelledBy: 'trainer',
      reason: 'Gym closed',
      personName: 'Irina',
    })
  })

  it('a waitlist promotion at a manual-approval trainer says the place is a request still to confirm', async () => {
    const trainingId = await insertTraining(t, manual.id, { title: 'Small boxing', capacity: 1 })
    const vera = await insertStudent(t, { firstName: 'Vera' })
    const gleb = await insertStudent(t, { firstName: 'Gleb' })
    const bookingId = (await book(vera, trainingId)).json().data.id as string
    expect(
      (await call('POST', `/api/trainings/${trainingId}/waitlist`, gleb, { payWith: 'free' })).statusCode,
    ).toBe(201)
    expect((await call('POST', `/api/bookings/${bookingId}/cancel`, vera, {})).statusCode).toBe(200)

    const [promoted] = await ofType(gleb, 'waitlist_promoted')
    expect(promoted!.data).toMatchObject({ trainingId, requested: true })
    const placed = await t.database.pool.query('select status from bookings where id = $1', [
      promoted!.data.bookingId,
    ])
    expect(placed.rows[0].status).toBe('requested')
    // The trainer has a request to answer, with a link to their requests.
    const asked = (await ofType(manual, 'booking_requested')).find(
      (n) => n.data.bookingId === promoted!.data.bookingId,
    )
    expect(asked).toMatchObject({ link: '/trainer-requests', data: { personName: 'Gleb Test' } })
  })

  it('moving a training or changing its place tells the booked students, other edits do not', async () => {
    const startsAt = new Date(Math.floor((clock.nowMs() + 3 * DAY_MS) / 60_000) * 60_000)
    const trainingId = await insertTraining(t, trainer.id, { title: 'Run club', capacity: 5, startsAt })
    const kira = await insertStudent(t, { firstName: 'Kira' })
    await book(kira, trainingId)

    expect(
      (await call('PATCH', `/api/trainings/${trainingId}`, trainer, { notes: 'Bring water' })).statusCode,
    ).toBe(200)
    expect(await ofType(kira, 'training_changed')).toEqual([])

    const later = new Date(startsAt.getTime() + 2 * HOUR_MS).toISOString()
    const moved = await call('PATCH', `/api/trainings/${trainingId}`, trainer, { startsAt: later })
    expect(moved.statusCode).toBe(200)
    const [changed] = await ofType(kira, 'training_changed')
    expect(changed!.data).toMatchObject({ startsAt: later, previousStartsAt: startsAt.toISOString() })

    await call('PATCH', `/api/trainings/${trainingId}`, trainer, { location: 'Park gate 2' })
    expect(await ofType(kira, 'training_changed')).toHaveLength(2)
  })

  it('cancelling a training tells the booked and the waitlisted students with the reason, nobody else', async () => {
    const trainingId = await insertTraining(t, trainer.id, { title: 'HIIT', capacity: 1 })
    const booked = await insertStudent(t)
    const waiting = await insertStudent(t)
    const bystander = await insertStudent(t)
    await book(booked, trainingId)
    await call('POST', `/api/trainings/${trainingId}/waitlist`, waiting, { payWith: 'free' })

    const res = await call('POST', `/api/trainings/${trainingId}/cancel`, trainer, { reason: 'Coach ill' })
    expect(res.statusCode).toBe(200)
    for (const student of [booked, waiting]) {
      const [cancelled] = await ofType(student, 'training_cancelled')
      expect(cancelled!.data).toMatchObject({ trainingId, reason: 'Coach ill', trainingTitle: 'HIIT' })
    }
    expect(await notificationsOf(bystander)).toEqual([])
  })

  it('a refused action notifies nobody (the notification is in its transaction)', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 1 })
    const a = await insertStudent(t)
    const b = await insertStudent(t)
    await book(a, trainingId)
    expect((await book(b, trainingId)).statusCode).not.toBe(201)
    expect(await notificationsOf(b)).toEqual([])
  })

  it('a request to train accepted or declined tells the student', async () => {
    const sveta = await registerAccount(t, { firstName: 'Sveta' })
    const petr = await registerAccount(t, { firstName: 'Petr' })
    const ask = async (as: Account) =>
      (await call('POST', `/api/trainers/${trainer.id}/requests`, as, { message: 'Hi' })).json().data
        .id as string
    const accepted = await ask(sveta)
    const declined = await ask(petr)
    expect((await call('POST', `/api/trainer/requests/${accepted}/accept`, trainer)).statusCode).toBe(200)
    expect(
      (await call('POST', `/api/trainer/requests/${declined}/decline`, trainer, { reason: 'No slots' }))
        .statusCode,
    ).toBe(200)
    const [yes] = await ofType(sveta, 'trainer_request_accepted')
    expect(yes).toMatchObject({ link: `/booking?trainerId=${trainer.id}`, data: { personName: 'Irina' } })
    const [no] = await ofType(petr, 'trainer_request_declined')
    expect(no!.data).toMatchObject({ reason: 'No slots', personId: trainer.id })
  })

  it('ending a session from another device tells the user; logging out does not', async () => {
    const account = await registerAccount(t, { firstName: 'Vera' })
    const phone = await loginAccount(
      t,
      account.email,
      undefined,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    )
    const res = await call('DELETE', `/api/auth/sessions/${phone.sessionId}`, account)
    expect(res.statusCode).toBe(200)
    const [ended] = await ofType(account, 'session_ended')
    expect(ended).toMatchObject({ link: '/settings/sessions' })

    await loginAccount(t, account.email)
    await loginAccount(t, account.email)
    const all = await call('DELETE', '/api/auth/sessions', account)
    expect(all.json().ended).toBe(2)
    expect(await ofType(account, 'session_ended')).toHaveLength(2)

    const own = await call('DELETE', `/api/auth/sessions/${account.sessionId}`, account)
    expect(own.statusCode).toBe(200)
    const again = await t.database.pool.query(
      `select count(*)::int as n from notifications where user_id = $1 and type = 'session_ended'`,
      [account.id],
    )
    expect(again.rows[0].n).toBe(2)
  })
})

describe('texts', () => {
  it('are written in both languages, with the time in the user’s zone', () => {
    const data = {
      trainingTitle: 'Yoga',
      startsAt: '2030-03-05T07:00:00.000Z',
      reason: 'Coach ill',
      personName: 'Irina',
    }
    const en = notificationTexts('training_cancelled', data, 'en', 'Europe/Moscow')
    expect(en.title).toBe('Training cancelled')
    expect(en.body).toContain('"Yoga"')
    // The app's clock in English, and the zone, since a mail is read anywhere.
    expect(en.body).toContain('10:00 AM GMT+3')
    expect(en.body).toContain('Reason: Coach ill')
    const ru = notificationTexts('training_cancelled', data, 'ru', 'Europe/Moscow')
    expect(ru.title).toBe('Тренировка отменена')
    expect(ru.body).toContain('«Yoga»')
    expect(ru.body).toContain('Причина: Coach ill')
    expect(ru.body).toContain('в 10:00 GMT+3')
    for (const type of ['booking_requested', 'reminder_24h', 'reminder_2h', 'session_ended'] as const) {
      expect(notificationTexts(type, data, 'ru', 'UTC').body).not.toBe(
        notificationTexts(type, data, 'en', 'UTC').body,
      )
    }
  })
})

describe('the notifications API', () => {
  it('refuses guests', async () => {
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401)
    expect((await call('POST', `/api/notifications/${UNKNOWN_ID}/read`)).statusCode).toBe(401)
    expect((await call('POST', '/api/notifications/read-all')).statusCode).toBe(401)
  })

  it('lists unread first then newest, pages with a stable cursor, marks one (own only) and all read', async () => {
    const me = await insertStudent(t)
    const other = await insertStudent(t)
    for (let i = 0; i < 5; i += 1) {
      await t.database.pool.query(
        `insert into notifications (user_id, type, data, created_at) values ($1, 'booking_confirmed', $2, ${sqlNow()} - $3 * interval '1 minute')`,
        [me.id, JSON.stringify({ trainingTitle: `T${i}` }), i],
      )
    }
    const all = await notificationsOf(me)
    expect(all.map((n) => n.data.trainingTitle)).toEqual(['T0', 'T1', 'T2', 'T3', 'T4'])

    const oldest = all[4]!
    expect((await call('POST', `/api/notifications/${oldest.id}/read`, other)).statusCode).toBe(404)
    const read = await call('POST', `/api/notifications/${all[0]!.id}/read`, me)
    expect(read.json()).toEqual({ status: 'success', unreadCount: 4 })

    const firstPage = (await call('GET', '/api/notifications?limit=2', me)).json()
    expect(firstPage.unreadCount).toBe(4)
    expect(firstPage.data.map((n: Notification) => n.data.trainingTitle)).toEqual(['T1', 'T2'])
    const secondPage = (
      await call('GET', `/api/notifications?limit=2&cursor=${firstPage.nextCursor}`, me)
    ).json()
    expect(secondPage.data.map((n: Notification) => n.data.trainingTitle)).toEqual(['T3', 'T4'])
    const lastPage = (
      await call('GET', `/api/notifications?limit=2&cursor=${secondPage.nextCursor}`, me)
    ).json()
    expect(lastPage.data.map((n: Notification) => n.data.trainingTitle)).toEqual(['T0'])
    expect(lastPage.data[0].readAt).toEqual(expect.any(String))
    expect(lastPage.nextCursor).toBeNull()

    expect((await call('GET', '/api/notifications?cursor=bogus', me)).statusCode).toBe(400)
    expect((await call('POST', '/api/notifications/read-all', me)).json()).toEqual({
      status: 'success',
      unreadCount: 0,
    })
    expect((await call('POST', `/api/notifications/${UNKNOWN_ID}/read`, me)).statusCode).toBe(404)
  })
})

describe('channel preferences', () => {
  it('are in the profile and saved with PATCH, one channel at a time', async () => {
    const account = await registerAccount(t, { firstName: 'Mila' })
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(account.token) })
    expect((await get()).json().data.notifications).toEqual({ telegram: true, email: false })
    const patch = (notifications: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: bearer(account.token),
        payload: { notifications },
      })
    const res = await patch({ email: true })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.notifications).toEqual({ telegram: true, email: true })
    expect((await patch({ telegram: false })).json().data.notifications).toEqual({
      telegram: false,
      email: true,
    })
    expect((await patch({ telegram: 'yes' })).statusCode).toBe(400)
    expect((await get()).json().data.notifications).toEqual({ telegram: false, email: true })
  })

  it('decide the deliveries recorded: email only when on and the user has an email', async () => {
    const student = await insertStudent(t)
    await t.database.pool.query(`update users set notify_email = true where id = $1`, [student.id])
    const trainingId = await insertTraining(t, trainer.id, { capacity: 2 })
    await book(student, trainingId)
    const { rows } = await t.database.pool.query(
      `select d.channel::text, d.status::text from notification_deliveries d join notifications n on n.id = d.notification_id
       where n.user_id = $1`,
      [student.id],
    )
    expect(rows).toEqual([{ channel: 'email', status: 'pending' }])
  })
})
