// The callers of the standing tests (authorization matrix, fuzz): accounts of every standing,
// made straight in the tables except the trainers (who need a saved profile), and forged tokens.
import { randomBytes, randomUUID } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { hashToken, signAccessToken } from '#server/http/tokens.ts'
import { clock } from '#shared/clock.ts'
import { ACCESS_TOKEN_COOKIE_MAX_AGE_S } from '#shared/constants.ts'
import { type Account, bearer, PASSWORD } from '../support/accounts.ts'
import type { TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import type { Actor, Call, Fixture } from './authorization-matrix.routes.ts'
import { insertStudent, insertTraining } from './booking-fixtures.ts'
import { attendedBooking, makeStudentOf } from './catalogue-fixtures.ts'
import { WEBHOOK_SECRET } from './telegram-fixtures.ts'
import { publishingTrainer } from './trainings-fixtures.ts'

/** What a request of an actor carries: its headers, and whose id it claims (for x-user-id). */
export interface Caller {
  headers: Record<string, string>
  /** The account the token names (the forged ones name the student); undefined for a guest. */
  account?: Account
}

export async function withRole(t: TestApp, account: Account, role: 'trainer' | 'moderator' | 'admin') {
  await t.database.pool.query(
    `insert into user_roles (user_id, role) values ($1, $2) on conflict do nothing`,
    [account.id, role],
  )
  return account
}

/** The three trainers: made once per file (registering hashes a password). */
export async function standingTrainers(t: TestApp) {
  const [trainer, otherTrainer, trainerBlocked] = await Promise.all([
    publishingTrainer(t, { firstName: 'Trainer' }),
    publishingTrainer(t, { firstName: 'OtherTrainer' }),
    publishingTrainer(t, { firstName: 'BlockedTrainer' }),
  ])
  await t.database.pool.query(`update users set trainer_blocked_at = ${sqlNow()} where id = $1`, [
    trainerBlocked!.id,
  ])
  return { trainer: trainer!, otherTrainer: otherTrainer!, trainerBlocked: trainerBlocked! }
}

/** Another live session of `account`, straight into the table, with its access token. */
export async function newSession(t: TestApp, account: Account): Promise<Account> {
  const sessionId = randomUUID()
  const refreshToken = randomBytes(32).toString('base64url')
  await t.database.pool.query(
    `insert into sessions (id, user_id, refresh_token_hash, expires_at)
     values ($1, $2, $3, ${sqlNow()} + interval '1 day')`,
    [sessionId, account.id, hashToken(refreshToken)],
  )
  const token = await signAccessToken({ userId: account.id, sid: sessionId }, t.app.jwtSecret)
  return { ...account, token, refreshToken, sessionId }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** The student's claims with `alg: none` and no signature. */
function algNoneToken(account: Account) {
  const iat = Math.floor(clock.nowMs() / 1000)
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    userId: account.id,
    sid: account.sessionId,
    sub: account.id,
    iss: 'trainly',
    aud: 'trainly',
    iat,
    exp: iat + 600,
  })}.`
}

/** Every actor of the matrix; students, staff and blocked accounts fresh, trainers as given. */
export async function standingActors(
  t: TestApp,
  trainers: Awaited<ReturnType<typeof standingTrainers>>,
): Promise<Record<Actor, Caller>> {
  const [student, otherStudent, moderator, admin, blocked] = [
    await insertStudent(t, { firstName: 'Student' }),
    await insertStudent(t, { firstName: 'OtherStudent' }),
    await insertStudent(t, { firstName: 'Moderator' }),
    await insertStudent(t, { firstName: 'Admin' }),
    await insertStudent(t, { firstName: 'Blocked' }),
  ]
  await withRole(t, moderator, 'moderator')
  await withRole(t, admin, 'admin')
  await t.database.pool.query(
    `update users set blocked_at = ${sqlNow()}, blocked_reason = 'Spam' where id = $1`,
    [blocked.id],
  )
  const claims = { userId: student.id, sid: student.sessionId }
  const expiredAt = new Date(clock.nowMs() - (ACCESS_TOKEN_COOKIE_MAX_AGE_S + 60) * 1000)
  const as = (account: Account): Caller => ({ headers: bearer(account.token), account })
  // The trainers are shared by the file; each set of actors has its own sessions of theirs, so
  // that a call ending a session (logout, a block) ends no other set's.
  const [trainer, otherTrainer, trainerBlocked] = [
    await newSession(t, trainers.trainer),
    await newSession(t, trainers.otherTrainer),
    await newSession(t, trainers.trainerBlocked),
  ]
  return {
    guest: { headers: {} },
    student: as(student),
    otherStudent: as(otherStudent),
    trainer: as(trainer),
    otherTrainer: as(otherTrainer),
    moderator: as(moderator),
    admin: as(admin),
    blocked: as(blocked),
    trainerBlocked: as(trainerBlocked),
    forgedAlgNone: { headers: bearer(algNoneToken(student)), account: student },
    forgedWrongKey: {
      headers: bearer(await signAccessToken(claims, `wrong-${randomUUID()}-key-of-32-characters`)),
      account: student,
    },
    forgedExpired: {
      headers: bearer(await signAccessToken(claims, t.app.jwtSecret, expiredAt)),
      account: student,
    },
    forgedOtherUserId: {
      headers: { ...bearer(student.token), 'x-user-id': otherStudent.id },
      account: student,
    },
  }
}

const DAY_MS = 86_400_000

/** A fresh fixture for one route: its records are made on first use. */
export function standingFixture(t: TestApp, student: Account, trainer: Account): Fixture {
  const once = <T>(make: () => Promise<T>) => {
    let made: Promise<T> | undefined
    return () => {
      made ??= make()
      return made
    }
  }
  const created = async (url: string, as: Account, payload: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(as.token),
      payload: payload as object,
    })
    if (res.statusCode >= 300) throw new Error(`fixture ${url}: ${res.statusCode} ${res.body}`)
    const body = res.json()
    return (body.data?.id ?? body.id) as string
  }
  const inDays = (days: number) => new Date(clock.nowMs() + days * DAY_MS)
  const templateBody = () => ({
    title: 'Matrix yoga',
    specialization: 'yoga',
    durationMin: 60,
    capacity: 4,
    price: 0,
    format: 'gym',
    location: 'Gym 1',
    allowParallel: true,
    weekdays: [2],
    startTime: '07:00',
    timeZone: 'Europe/Moscow',
    validFrom: inDays(2).toISOString().slice(0, 10),
    validUntil: inDays(16).toISOString().slice(0, 10),
  })
  const plan = once(() =>
    created('/api/trainer/plans', trainer, {
      title: 'Matrix plan',
      sessionsCount: 4,
      validityDays: 30,
      price: 400_000,
      currency: 'RUB',
    }),
  )
  const buy = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: bearer(student.token),
      payload: { planId: await plan(), payWith: 'direct' },
    })
    if (res.statusCode !== 201) throw new Error(`fixture buy: ${res.statusCode} ${res.body}`)
    return res.json().data as { subscription: { id: string }; payment: { id: string } }
  }
  const bought = once(buy)
  // A week and a day ahead: past any notice a trainer may ask for (minNoticeMinutes ≤ 7 days).
  const training = once(() => insertTraining(t, trainer.id, { capacity: 5, startsAt: inDays(8) }))
  return {
    student,
    trainer,
    training,
    booking: once(async () =>
      created('/api/bookings', student, { trainingId: await training(), payWith: 'free' }),
    ),
    attendedBooking: once(() => attendedBooking(t, trainer.id, student.id)),
    plan,
    subscription: once(async () => (await bought()).subscription.id),
    payment: once(async () => (await bought()).payment.id),
    paidPayment: once(async () => {
      const { payment } = await buy()
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payments/${payment.id}/confirm`,
        headers: bearer(trainer.token),
      })
      if (res.statusCode !== 200) throw new Error(`fixture confirm: ${res.statusCode} ${res.body}`)
      return payment.id
    }),
    service: once(() =>
      created('/api/trainer/services', trainer, {
        title: 'Matrix service',
        specialization: 'strength',
        format: 'gym',
        durationMin: 60,
        capacity: 1,
        price: 0,
      }),
    ),
    template: once(() => created('/api/training-templates', trainer, templateBody())),
    exercise: once(async () => {
      const { rows } = await t.database.pool.query(`select id from exercises where slug = 'Barbell_Squat'`)
      return rows[0].id as string
    }),
    workout: once(async () => {
      const { rows } = await t.database.pool.query(`select id from exercises where slug = 'Barbell_Squat'`)
      return created('/api/workouts', trainer, {
        title: 'Matrix legs',
        items: [{ exerciseId: rows[0].id, sets: 3, reps: 8, weightKg: 60 }],
      })
    }),
    notification: once(async () => {
      const { rows } = await t.database.pool.query(
        `insert into notifications (user_id, type, data) values ($1, 'booking_confirmed', '{}') returning id`,
        [student.id],
      )
      return rows[0].id as string
    }),
    trainerRequest: once(() =>
      created(`/api/trainers/${trainer.id}/requests`, student, { message: 'Hi', preferredTimes: '' }),
    ),
    trainersStudent: once(async () => {
      await makeStudentOf(t, trainer.id, student.id)
      return student.id
    }),
    loggableAssignment: once(async () => {
      const q = (text: string, params: unknown[]) => t.database.pool.query(text, params)
      const exercise = await q(
        `insert into exercises (slug, name_en, category) values ('Matrix_Squat_' || gen_random_uuid(), 'Matrix squat', 'strength') returning id`,
        [],
      )
      const exerciseId = exercise.rows[0].id as string
      const assignment = await q(
        `insert into workout_assignments (trainer_id, student_id, scheduled_on, title)
         values ($1, $2, $3, 'Matrix legs') returning id`,
        [trainer.id, student.id, clock.now().toISOString().slice(0, 10)],
      )
      const id = assignment.rows[0].id as string
      const item = await q(
        `insert into assignment_items (assignment_id, position, exercise_id, sets, reps) values ($1, 0, $2, 3, 5) returning id`,
        [id, exerciseId],
      )
      return { id, itemId: item.rows[0].id as string, exerciseId }
    }),
    otherSession: once(async () => {
      const { rows } = await t.database.pool.query(
        `insert into sessions (user_id, refresh_token_hash, expires_at)
         values ($1, md5(random()::text), ${sqlNow()} + interval '1 day') returning id`,
        [student.id],
      )
      return rows[0].id as string
    }),
    target: once(async () => (await insertStudent(t, { firstName: 'Target' })).id),
    application: once(async () => {
      const applicant = await insertStudent(t, { firstName: 'Applicant' })
      return created('/api/trainer-applications', applicant, {
        specializations: ['yoga'],
        experienceYears: 3,
        bio: 'Teaching yoga to beginners for three years.',
        city: 'Kazan',
        formats: ['gym'],
      })
    }),
    contentVersion: once(async () => {
      // The page as an admin's save leaves it: the page and its first version.
      await t.database.pool.query(
        `insert into content_pages (slug, locale, title, body, updated_at)
         values ('about', 'en', 'About', 'About Trainly.', ${sqlNow()}) on conflict do nothing`,
      )
      const { rows } = await t.database.pool.query(
        `insert into content_page_versions (slug, locale, title, body, created_at)
         values ('about', 'en', 'About', 'About Trainly.', ${sqlNow()}) returning id`,
      )
      return rows[0].id as string
    }),
    spareRefreshToken: async () => (await insertStudent(t, { firstName: 'Spare' })).refreshToken,
    templateBody,
    trainingBody: () => ({
      title: 'Matrix strength',
      specialization: 'strength',
      durationMin: 60,
      capacity: 3,
      price: 0,
      format: 'gym',
      location: 'Gym 1',
      allowParallel: true,
      startsAt: inDays(3).toISOString(),
    }),
    webhookSecret: WEBHOOK_SECRET,
    password: PASSWORD,
    today: clock.now().toISOString().slice(0, 10),
  }
}

/** The inject options of `call` to the route `key` ("METHOD /path") as `caller`. */
export function injectFor(key: string, call: Call, caller: Caller): InjectOptions {
  const method = key.split(' ')[0] as InjectOptions['method']
  const headers: Record<string, string> = { ...(call.headers ?? {}), ...caller.headers }
  if (call.namesCaller && caller.account && !('x-user-id' in caller.headers))
    headers['x-user-id'] = caller.account.id
  return {
    method,
    url: call.url,
    headers,
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  }
}
