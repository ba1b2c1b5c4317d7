// The authorization matrix (issue 15): every route of /api/docs/json × every kind of caller,
// with the expected answer written once per route in authorization-matrix.routes.ts. A route
// without an entry fails here, naming it; so does an entry for a route that is gone.
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { type Account, bearer, PASSWORD } from '../support/accounts.ts'
import type { TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import {
  ACTORS,
  type Access,
  type Actor,
  type Entry,
  type Fixture,
  MATRIX,
} from './authorization-matrix.routes.ts'
import { insertStudent, insertTraining } from './booking-fixtures.ts'
import { attendedBooking, makeStudentOf } from './catalogue-fixtures.ts'
import { type Caller, standingActors, standingTrainers } from './standing-actors.ts'
import { startTelegramTestbed, type TelegramTestbed, WEBHOOK_SECRET } from './telegram-fixtures.ts'

const DAY_MS = 86_400_000

let testbed: TelegramTestbed
let t: TestApp
let trainers: Awaited<ReturnType<typeof standingTrainers>>
let documented: string[]

beforeAll(async () => {
  // Telegram on (against the fake Bot API), so that its routes answer about access, not 503.
  testbed = await startTelegramTestbed()
  t = testbed.t
  trainers = await standingTrainers(t)
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>
  }
  documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  )
})

afterAll(async () => {
  await testbed?.close()
})

type Expectation = { allowed: true } | { allowed: false; statuses: number[] }

const ROLE_HOLDERS: Record<Exclude<Access, 'public' | 'optional' | 'signed-in' | 'webhook'>, Actor[]> = {
  trainer: ['trainer', 'otherTrainer'],
  staff: ['moderator', 'admin'],
  admin: ['admin'],
}

/** The rule: what `actor` must get from a route of `entry`. */
function expectationFor(entry: Entry, actor: Actor): Expectation {
  const exception = entry.except?.[actor]
  if (exception) return exception.allowed ? { allowed: true } : { allowed: false, statuses: [401, 403, 404] }
  if (entry.access === 'webhook') return { allowed: false, statuses: [401] }
  if (entry.access === 'public') return { allowed: true }
  if (actor === 'guest')
    return entry.access === 'optional' ? { allowed: true } : { allowed: false, statuses: [401] }
  if (actor === 'forgedAlgNone' || actor === 'forgedWrongKey' || actor === 'forgedExpired') {
    return { allowed: false, statuses: [401] }
  }
  if (actor === 'forgedOtherUserId' || actor === 'blocked') return { allowed: false, statuses: [403] }
  if (entry.access !== 'optional' && entry.access !== 'signed-in') {
    if (!ROLE_HOLDERS[entry.access].includes(actor)) return { allowed: false, statuses: [403] }
  }
  if (entry.owners && !(entry.owners as Actor[]).includes(actor)) {
    return { allowed: false, statuses: [403, 404, ...(entry.refusedWith?.statuses ?? [])] }
  }
  return { allowed: true }
}

/** A fresh fixture for one route: its records are made on first use. */
function fixtureFor(student: Account, trainer: Account): Fixture {
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
  const training = once(() => insertTraining(t, trainer.id, { capacity: 5 }))
  return {
    student,
    trainer,
    training,
    booking: once(async () =>
      created('/api/bookings', student, { trainingId: await training(), payWith: 'free' }),
    ),
    attendedBooking: once(() => attendedBooking(t, trainer.id, student.id)),
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
    otherSession: once(async () => {
      const { rows } = await t.database.pool.query(
        `insert into sessions (user_id, refresh_token_hash, expires_at)
         values ($1, md5(random()::text), ${sqlNow()} + interval '1 day') returning id`,
        [student.id],
      )
      return rows[0].id as string
    }),
    target: once(async () => (await insertStudent(t, { firstName: 'Target' })).id),
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

function injectFor(key: string, call: Awaited<ReturnType<Entry['request']>>, caller: Caller): InjectOptions {
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

describe('the authorization matrix', () => {
  it('has an entry for every route in /api/docs/json, and none for a route that is gone', () => {
    const missing = documented.filter((route) => !(route in MATRIX))
    const gone = Object.keys(MATRIX).filter((route) => !documented.includes(route))
    expect(missing, 'routes without a matrix entry (add them to authorization-matrix.routes.ts)').toEqual([])
    expect(gone, 'matrix entries for routes that no longer exist').toEqual([])
  })

  it.each(Object.keys(MATRIX))('%s', async (key) => {
    const entry = MATRIX[key]!
    const actors = await standingActors(t, trainers)
    const fixture = fixtureFor(actors.student.account!, actors.trainer.account!)
    // The refused first, so that an allowed call changing the records cannot hide a refusal.
    const order = [...ACTORS].sort(
      (a, b) => Number(expectationFor(entry, a).allowed) - Number(expectationFor(entry, b).allowed),
    )
    const problems: string[] = []
    const answers: string[] = []
    let succeeded = 0
    const check = async (actor: Actor, caller: Caller, expectation: Expectation) => {
      const options = injectFor(key, await entry.request(fixture), caller)
      if (entry.access === 'webhook' && actor !== 'guest') {
        delete (options.headers as Record<string, string>)['x-telegram-bot-api-secret-token']
      }
      const res = await t.app.inject(options)
      const answer = `${actor}: ${res.statusCode} ${res.body.slice(0, 200)}`
      answers.push(answer)
      if (res.statusCode >= 500) problems.push(`${answer} (a server error)`)
      else if (expectation.allowed) {
        if (res.statusCode === 401 || res.statusCode === 403)
          problems.push(`${answer} (expected to be let in)`)
        if (res.statusCode < 300) succeeded += 1
      } else if (!expectation.statuses.includes(res.statusCode)) {
        problems.push(`${answer} (expected ${expectation.statuses.join(' or ')})`)
      }
    }
    for (const actor of order) {
      const expectation =
        entry.access === 'webhook' && actor === 'guest'
          ? ({ allowed: true } as const) // the guest is the one sending Telegram's secret
          : expectationFor(entry, actor)
      await check(actor, actors[actor], expectation)
    }
    expect(problems, `${key}\n${answers.join('\n')}`).toEqual([])
    if (!entry.noSuccess) {
      expect(
        succeeded,
        `${key}: no allowed caller got a 2xx; fix the request\n${answers.join('\n')}`,
      ).toBeGreaterThan(0)
    }
  })
})
