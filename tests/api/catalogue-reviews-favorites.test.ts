import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '#shared/messages.ts'
import { type Account, bearer, registerAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import { attendedBooking, makeStudentOf, registerTrainer, UNKNOWN_ID } from './catalogue-fixtures.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
})

afterAll(async () => {
  await t.close()
})

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  as?: Account,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: as ? bearer(as.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

const review = (trainer: Account, as: Account, body: unknown) =>
  call('POST', `/api/trainers/${trainer.id}/reviews`, as, body)

async function ratingOf(trainer: Account) {
  const details = (await call('GET', `/api/trainers/${trainer.id}`)).json().data
  const summary = (await call('GET', `/api/trainers/${trainer.id}/reviews`)).json().summary
  return { rating: details.rating, reviewsCount: details.reviewsCount, summary }
}

describe('a trainer’s page (GET /api/trainers/{id})', () => {
  it('shows the profile and the active services, cheapest first, to anyone; contacts only to students and the trainer', async () => {
    const trainer = await registerTrainer(t, { firstName: 'Vera' })
    await call('PATCH', '/api/user/profile', trainer, {
      username: 'vera_coach',
      vkLink: 'https://vk.com/vera.coach',
      phone: '+7 916 123-45-67',
    })
    for (const service of [
      {
        title: 'Personal',
        specialization: 'strength',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: 350_000,
      },
      {
        title: 'Group',
        specialization: 'functional',
        format: 'gym',
        durationMin: 60,
        capacity: 8,
        price: 90_000,
      },
      {
        title: 'Paused',
        specialization: 'strength',
        format: 'online',
        durationMin: 45,
        capacity: 1,
        price: 10_000,
        active: false,
      },
    ]) {
      expect((await call('POST', '/api/trainer/services', trainer, service)).statusCode).toBe(201)
    }
    const guest = await call('GET', `/api/trainers/${trainer.id}`)
    expect(guest.statusCode).toBe(200)
    const details = guest.json().data
    expect(details).toMatchObject({
      id: trainer.id,
      firstName: 'Vera',
      city: 'Moscow',
      specializations: ['strength', 'functional'],
      formats: ['gym', 'online'],
      experienceYears: 6,
      priceFrom: 90_000,
      currency: 'RUB',
      rating: null,
      reviewsCount: 0,
      bio: { en: 'Strength and conditioning for busy people.', ru: 'Силовые тренировки для занятых людей.' },
      isFavorite: false,
      gymAddress: 'Leninsky Prospekt 45',
      manualApproval: false,
      minNoticeMinutes: 120,
      freeCancelMinutes: 720,
      relation: 'none',
      contacts: null,
    })
    expect(details.services.map((s: { title: string }) => s.title)).toEqual(['Group', 'Personal'])
    expect(details.services[0]).toEqual({
      id: expect.any(String),
      title: 'Group',
      specialization: 'functional',
      format: 'gym',
      durationMin: 60,
      capacity: 8,
      price: 90_000,
      currency: 'RUB',
      active: true,
    })

    const stranger = await registerAccount(t)
    const asStranger = (await call('GET', `/api/trainers/${trainer.id}`, stranger)).json().data
    expect(asStranger).toMatchObject({ relation: 'none', contacts: null })

    expect(
      (await call('POST', `/api/trainers/${trainer.id}/requests`, stranger, { message: 'Hi' })).statusCode,
    ).toBe(201)
    expect((await call('GET', `/api/trainers/${trainer.id}`, stranger)).json().data).toMatchObject({
      relation: 'requested',
      contacts: null,
    })

    const contacts = {
      telegramUsername: 'vera_coach',
      vkLink: 'https://vk.com/vera.coach',
      phone: '+79161234567',
    }
    await makeStudentOf(t, trainer.id, stranger.id)
    expect((await call('GET', `/api/trainers/${trainer.id}`, stranger)).json().data).toMatchObject({
      relation: 'student',
      contacts,
    })
    expect((await call('GET', `/api/trainers/${trainer.id}`, trainer)).json().data).toMatchObject({
      relation: 'self',
      contacts,
    })
  })

  it('answers 404 for an unknown id or a user who is not a trainer, and 400 for a malformed id', async () => {
    const student = await registerAccount(t)
    for (const id of [UNKNOWN_ID, student.id]) {
      const res = await call('GET', `/api/trainers/${id}`)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'not_found', message: MESSAGES.trainerNotFound })
    }
    const bad = await call('GET', '/api/trainers/not-a-uuid')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toHaveProperty('id')
  })
})

describe('reviews', () => {
  let trainer: Account
  let otherTrainer: Account
  let student: Account
  let otherStudent: Account

  beforeAll(async () => {
    ;[trainer, otherTrainer, student, otherStudent] = await Promise.all([
      registerTrainer(t, { firstName: 'Reviewed' }),
      registerTrainer(t),
      registerAccount(t, { firstName: 'Kira' }),
      registerAccount(t),
    ])
  })

  it('refuses a review without an attended training of this trainer, whoever’s booking it names', async () => {
    const notAttended = await attendedBooking(t, trainer.id, student.id, { status: 'confirmed' })
    const noShow = await attendedBooking(t, trainer.id, student.id, { status: 'no_show' })
    const someoneElses = await attendedBooking(t, trainer.id, otherStudent.id)
    const otherTrainers = await attendedBooking(t, otherTrainer.id, student.id)
    for (const bookingId of [UNKNOWN_ID, notAttended, noShow, someoneElses, otherTrainers]) {
      const res = await review(trainer, student, { bookingId, rating: 5, comment: 'Great' })
      expect(res.statusCode, bookingId).toBe(422)
      expect(res.json()).toEqual({
        status: 'error',
        code: 'review_needs_attendance',
        message: MESSAGES.reviewNeedsAttendance,
      })
    }
    expect(await ratingOf(trainer)).toEqual({
      rating: null,
      reviewsCount: 0,
      summary: { average: null, count: 0 },
    })
    const { rows } = await sql('select count(*)::int as n from reviews where trainer_id = $1', [trainer.id])
    expect(rows[0].n).toBe(0)
  })

  it('takes one review per attended booking and keeps the rating and count in step', async () => {
    const first = await attendedBooking(t, trainer.id, student.id, { title: 'Monday session' })
    const second = await attendedBooking(t, trainer.id, student.id, { title: 'Friday session' })
    const created = await review(trainer, student, {
      bookingId: first,
      rating: 5,
      comment: '  Superb coach  ',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toEqual({
      status: 'success',
      data: {
        id: expect.any(String),
        rating: 5,
        comment: 'Superb coach',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        author: { firstName: 'Kira', lastInitial: '', avatar: '' },
      },
    })
    expect(await ratingOf(trainer)).toEqual({ rating: 5, reviewsCount: 1, summary: { average: 5, count: 1 } })

    const again = await review(trainer, student, { bookingId: first, rating: 1 })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'review_already_left', message: MESSAGES.reviewAlreadyLeft })

    expect((await review(trainer, student, { bookingId: second, rating: 2 })).statusCode).toBe(201)
    expect(await ratingOf(trainer)).toEqual({
      rating: 3.5,
      reviewsCount: 2,
      summary: { average: 3.5, count: 2 },
    })
    const card = (await call('GET', `/api/trainers?q=Reviewed`)).json().data[0]
    expect(card).toMatchObject({ id: trainer.id, rating: 3.5, reviewsCount: 2 })
  })

  it('counts reviews written at the same moment', async () => {
    const target = await registerTrainer(t)
    const reviewers = [student, otherStudent]
    const bookings = await Promise.all(
      reviewers.flatMap((r) => [attendedBooking(t, target.id, r.id), attendedBooking(t, target.id, r.id)]),
    )
    const ratings = [5, 4, 3, 1]
    const answers = await Promise.all(
      bookings.map((bookingId, i) =>
        review(target, reviewers[Math.floor(i / 2)]!, { bookingId, rating: ratings[i] }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201])
    expect(await ratingOf(target)).toMatchObject({ reviewsCount: 4, summary: { average: 3.3, count: 4 } })
    const { rows } = await sql('select rating_avg::text as avg from trainer_profiles where user_id = $1', [
      target.id,
    ])
    expect(rows[0].avg).toBe('3.25')
  })

  it('lists the caller’s attended bookings that still await a review, newest first', async () => {
    const coach = await registerTrainer(t)
    const older = await attendedBooking(t, coach.id, student.id, {
      title: 'Older',
      startsAt: new Date('2026-01-10T08:00:00Z'),
    })
    const newer = await attendedBooking(t, coach.id, student.id, {
      title: 'Newer',
      startsAt: new Date('2026-02-10T08:00:00Z'),
    })
    await attendedBooking(t, coach.id, student.id, { status: 'no_show' })
    await attendedBooking(t, coach.id, otherStudent.id)
    const url = `/api/trainers/${coach.id}/reviewable-bookings`
    expect((await call('GET', url, student)).json()).toEqual({
      status: 'success',
      data: [
        { bookingId: newer, title: 'Newer', startsAt: '2026-02-10T08:00:00.000Z' },
        { bookingId: older, title: 'Older', startsAt: '2026-01-10T08:00:00.000Z' },
      ],
    })
    await review(coach, student, { bookingId: newer, rating: 4 })
    expect(
      (await call('GET', url, student)).json().data.map((b: { bookingId: string }) => b.bookingId),
    ).toEqual([older])
    expect((await call('GET', `/api/trainers/${UNKNOWN_ID}/reviewable-bookings`, student)).statusCode).toBe(
      404,
    )
  })

  it('pages through reviews newest first, with the summary', async () => {
    const coach = await registerTrainer(t)
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      const bookingId = await attendedBooking(t, coach.id, i % 2 ? student.id : otherStudent.id)
      const res = await review(coach, i % 2 ? student : otherStudent, {
        bookingId,
        rating: 1 + i,
        comment: `#${i}`,
      })
      ids.push(res.json().data.id)
    }
    // The same instant for all, so that the id has to break the tie.
    await sql(`update reviews set created_at = '2026-03-01T10:00:00Z' where trainer_id = $1`, [coach.id])
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const res = await call(
        'GET',
        `/api/trainers/${coach.id}/reviews?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.summary).toEqual({ average: 3, count: 5 })
      seen.push(...body.data.map((r: { id: string }) => r.id))
      cursor = body.nextCursor
    } while (cursor)
    expect([...seen].sort()).toEqual([...ids].sort())
    expect(new Set(seen).size).toBe(5)

    const bad = await call('GET', `/api/trainers/${coach.id}/reviews?cursor=garbage`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({ cursor: MESSAGES.cursorInvalid })
    expect((await call('GET', `/api/trainers/${coach.id}/reviews?limit=0`)).statusCode).toBe(400)
    expect((await call('GET', `/api/trainers/${UNKNOWN_ID}/reviews`)).statusCode).toBe(404)
  })

  it('shows the author by first name and initial only', async () => {
    const coach = await registerTrainer(t)
    await call('PATCH', '/api/user/profile', student, { lastName: 'Ёлкина' })
    const bookingId = await attendedBooking(t, coach.id, student.id)
    await review(coach, student, { bookingId, rating: 4 })
    const [first] = (await call('GET', `/api/trainers/${coach.id}/reviews`)).json().data
    expect(first.author).toEqual({ firstName: 'Kira', lastInitial: 'Ё', avatar: '' })
    expect(JSON.stringify(first)).not.toContain('Ёлкина')
  })

  it('refuses bad review bodies with field errors', async () => {
    const bookingId = await attendedBooking(t, trainer.id, student.id)
    const cases: [unknown, string][] = [
      [{ rating: 5 }, 'bookingId'],
      [{ bookingId: 'nope', rating: 5 }, 'bookingId'],
      [{ bookingId }, 'rating'],
      [{ bookingId, rating: 0 }, 'rating'],
      [{ bookingId, rating: 6 }, 'rating'],
      [{ bookingId, rating: 3.5 }, 'rating'],
      [{ bookingId, rating: 'five' }, 'rating'],
      [{ bookingId, rating: 5, comment: 'x'.repeat(2001) }, 'comment'],
      [{ bookingId, rating: 5, comment: 'a\u0000b' }, 'comment'],
    ]
    for (const [body, field] of cases) {
      const res = await review(trainer, student, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().fields, JSON.stringify(body)).toHaveProperty(field)
    }
    expect((await review(trainer, student, { bookingId, rating: 5 })).statusCode).toBe(201)
  })
})

describe('favorites', () => {
  it('adds and removes idempotently and lists the favorites, last added first', async () => {
    const [first, second] = await Promise.all([registerTrainer(t), registerTrainer(t)])
    const student = await registerAccount(t)
    for (let i = 0; i < 2; i++) {
      const res = await call('PUT', `/api/favorites/${first.id}`, student)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ status: 'success', message: expect.any(String) })
    }
    await sql(`update favorites set created_at = ${sqlNow()} - interval '1 hour' where trainer_id = $1`, [
      first.id,
    ])
    expect((await call('PUT', `/api/favorites/${second.id}`, student)).statusCode).toBe(200)
    const list = (await call('GET', '/api/favorites', student)).json()
    expect(list.status).toBe('success')
    expect(list.data.map((c: { id: string }) => c.id)).toEqual([second.id, first.id])
    expect(list.data.every((c: { isFavorite: boolean }) => c.isFavorite)).toBe(true)
    expect((await call('GET', `/api/trainers/${first.id}`, student)).json().data.isFavorite).toBe(true)

    for (let i = 0; i < 2; i++) {
      expect((await call('DELETE', `/api/favorites/${first.id}`, student)).statusCode).toBe(200)
    }
    expect((await call('DELETE', `/api/favorites/${UNKNOWN_ID}`, student)).statusCode).toBe(200)
    expect(
      (await call('GET', '/api/favorites', student)).json().data.map((c: { id: string }) => c.id),
    ).toEqual([second.id])
  })

  it('refuses an unknown trainer, a user who is not a trainer, and oneself', async () => {
    const trainer = await registerTrainer(t)
    const student = await registerAccount(t)
    for (const id of [UNKNOWN_ID, student.id]) {
      const res = await call('PUT', `/api/favorites/${id}`, trainer)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe(MESSAGES.trainerNotFound)
    }
    const self = await call('PUT', `/api/favorites/${trainer.id}`, trainer)
    expect(self.statusCode).toBe(422)
    expect(self.json()).toMatchObject({ code: 'cannot_favorite_self', message: MESSAGES.cannotFavoriteSelf })
    expect((await call('PUT', '/api/favorites/42', student)).json().fields).toHaveProperty('trainerId')
  })

  it('hides a favorite trainer who is blocked, and shows them again when unblocked', async () => {
    const trainer = await registerTrainer(t)
    const student = await registerAccount(t)
    await call('PUT', `/api/favorites/${trainer.id}`, student)
    await sql(`update users set trainer_blocked_at = ${sqlNow()} where id = $1`, [trainer.id])
    expect((await call('GET', '/api/favorites', student)).json().data).toEqual([])
    await sql('update users set trainer_blocked_at = null where id = $1', [trainer.id])
    expect((await call('GET', '/api/favorites', student)).json().data).toHaveLength(1)
  })
})
