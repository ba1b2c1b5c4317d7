import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Account,
  bearer,
  registerAccount,
  registerConfirmedAccount,
  uniqueEmail,
} from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import { makeStudentOf, PROFILE, registerTrainer } from './catalogue-fixtures.ts'

// Who may make each call of the catalogue and the trainer side, and what everyone else gets.
// The server decides from the access token alone: a guest gets 401 before anything is
// validated, a caller without the trainer role 403, and another trainer's ids answer 404.

const ADMIN_EMAIL = uniqueEmail('admin')

let t: TestApp
const who: Record<Caller, Account | undefined> = {
  guest: undefined,
  student: undefined,
  admin: undefined,
  otherTrainer: undefined,
  trainer: undefined,
}
type Caller = 'guest' | 'student' | 'admin' | 'otherTrainer' | 'trainer'
/** The order of the calls: the owner last, so that nobody else's call could have been the one that worked. */
const CALLERS: Caller[] = ['guest', 'student', 'admin', 'otherTrainer', 'trainer']

let ids: {
  service: string
  serviceToDelete: string
  request: string
  requestToDecline: string
  student: string
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true', ADMIN_EMAILS: ADMIN_EMAIL })
  const [trainer, otherTrainer, student, admin, asker, declined, pupil] = await Promise.all([
    registerTrainer(t),
    registerTrainer(t),
    registerAccount(t),
    registerConfirmedAccount(t, { email: ADMIN_EMAIL }),
    registerAccount(t),
    registerAccount(t),
    registerAccount(t),
  ])
  Object.assign(who, { trainer, otherTrainer, student, admin })
  const post = (url: string, as: Account, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: bearer(as.token), payload: payload as object })
  const service = {
    title: 'S',
    specialization: 'strength',
    format: 'gym',
    durationMin: 60,
    capacity: 1,
    price: 1000,
  }
  ids = {
    service: (await post('/api/trainer/services', trainer, service)).json().data.id,
    serviceToDelete: (await post('/api/trainer/services', trainer, service)).json().data.id,
    request: (await post(`/api/trainers/${trainer.id}/requests`, asker!, {})).json().data.id,
    requestToDecline: (await post(`/api/trainers/${trainer.id}/requests`, declined!, {})).json().data.id,
    student: pupil!.id,
  }
  await makeStudentOf(t, trainer.id, pupil!.id)
})

afterAll(async () => {
  await t.close()
})

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: () => string
  body?: () => unknown
  /** The status each caller gets, in the order of CALLERS. */
  expect: [number, number, number, number, number]
}

const trainerId = () => who.trainer!.id
const EVERYONE = [200, 200, 200, 200, 200] as [number, number, number, number, number]
/** Any logged-in user; a guest is refused. */
const LOGGED_IN = [401, 200, 200, 200, 200] as [number, number, number, number, number]
/** The trainer's own things: a student or admin without the role 403, another trainer 404. */
const OWNER_ONLY = [401, 403, 403, 404, 200] as [number, number, number, number, number]
/** The trainer's own lists: every trainer has one (another trainer sees their own, empty). */
const ANY_TRAINER = [401, 403, 403, 200, 200] as [number, number, number, number, number]

const CALLS: Record<string, Call> = {
  'GET /api/trainers': { method: 'GET', url: () => '/api/trainers', expect: EVERYONE },
  'GET /api/trainers/{id}': { method: 'GET', url: () => `/api/trainers/${trainerId()}`, expect: EVERYONE },
  'GET /api/trainers/{id}/reviews': {
    method: 'GET',
    url: () => `/api/trainers/${trainerId()}/reviews`,
    expect: EVERYONE,
  },
  'GET /api/services': { method: 'GET', url: () => '/api/services', expect: EVERYONE },
  'POST /api/trainers/{id}/reviews': {
    method: 'POST',
    url: () => `/api/trainers/${trainerId()}/reviews`,
    body: () => ({ bookingId: '00000000-0000-4000-8000-000000000000', rating: 5 }),
    // Nobody here attended a training of this trainer.
    expect: [401, 422, 422, 422, 422],
  },
  'GET /api/trainers/{id}/reviewable-bookings': {
    method: 'GET',
    url: () => `/api/trainers/${trainerId()}/reviewable-bookings`,
    expect: LOGGED_IN,
  },
  'POST /api/trainers/{id}/requests': {
    method: 'POST',
    url: () => `/api/trainers/${trainerId()}/requests`,
    body: () => ({ message: 'Hello' }),
    // Every user is a student, trainers and admins too; only the trainer cannot ask themself.
    expect: [401, 201, 201, 201, 422],
  },
  'GET /api/favorites': { method: 'GET', url: () => '/api/favorites', expect: LOGGED_IN },
  'PUT /api/favorites/{trainerId}': {
    method: 'PUT',
    url: () => `/api/favorites/${trainerId()}`,
    expect: [401, 200, 200, 200, 422],
  },
  'DELETE /api/favorites/{trainerId}': {
    method: 'DELETE',
    url: () => `/api/favorites/${trainerId()}`,
    expect: LOGGED_IN,
  },
  'GET /api/student/trainers': { method: 'GET', url: () => '/api/student/trainers', expect: LOGGED_IN },
  'GET /api/trainer/profile': { method: 'GET', url: () => '/api/trainer/profile', expect: ANY_TRAINER },
  'PUT /api/trainer/profile': {
    method: 'PUT',
    url: () => '/api/trainer/profile',
    body: () => PROFILE,
    expect: ANY_TRAINER,
  },
  'GET /api/trainer/services': { method: 'GET', url: () => '/api/trainer/services', expect: ANY_TRAINER },
  'POST /api/trainer/services': {
    method: 'POST',
    url: () => '/api/trainer/services',
    body: () => ({
      title: 'New',
      specialization: 'yoga',
      format: 'online',
      durationMin: 60,
      capacity: 1,
      price: 5,
    }),
    expect: [401, 403, 403, 201, 201],
  },
  'PATCH /api/trainer/services/{id}': {
    method: 'PATCH',
    url: () => `/api/trainer/services/${ids.service}`,
    body: () => ({ price: 777 }),
    expect: OWNER_ONLY,
  },
  'DELETE /api/trainer/services/{id}': {
    method: 'DELETE',
    url: () => `/api/trainer/services/${ids.serviceToDelete}`,
    expect: OWNER_ONLY,
  },
  'GET /api/trainer/requests': { method: 'GET', url: () => '/api/trainer/requests', expect: ANY_TRAINER },
  'POST /api/trainer/requests/{id}/accept': {
    method: 'POST',
    url: () => `/api/trainer/requests/${ids.request}/accept`,
    expect: OWNER_ONLY,
  },
  'POST /api/trainer/requests/{id}/decline': {
    method: 'POST',
    url: () => `/api/trainer/requests/${ids.requestToDecline}/decline`,
    body: () => ({ reason: 'Full' }),
    expect: OWNER_ONLY,
  },
  'GET /api/trainer/students': { method: 'GET', url: () => '/api/trainer/students', expect: ANY_TRAINER },
  'GET /api/trainer/students/{id}': {
    method: 'GET',
    url: () => `/api/trainer/students/${ids.student}`,
    expect: OWNER_ONLY,
  },
  'PUT /api/trainer/students/{id}/note': {
    method: 'PUT',
    url: () => `/api/trainer/students/${ids.student}/note`,
    body: () => ({ note: 'Private' }),
    expect: OWNER_ONLY,
  },
}

describe('the authorization matrix', () => {
  it.each(Object.keys(CALLS))('%s', async (name) => {
    const call = CALLS[name]!
    for (const [i, caller] of CALLERS.entries()) {
      const account = who[caller]
      const body = call.body?.()
      const res = await t.app.inject({
        method: call.method,
        url: call.url(),
        headers: account ? bearer(account.token) : {},
        ...(body === undefined ? {} : { payload: body as object }),
      })
      expect(res.statusCode, `${name} as ${caller}: ${res.body}`).toBe(call.expect[i])
      expect(res.json().status, `${name} as ${caller}`).toBe(res.statusCode < 400 ? 'success' : 'error')
    }
  })

  it('left what others tried undone: only the owner’s calls took effect', async () => {
    const { rows: services } = await t.database.pool.query(
      'select id, price from services where trainer_id = $1 order by created_at',
      [who.trainer!.id],
    )
    expect(services.find((s) => s.id === ids.service)?.price).toBe(777)
    expect(services.find((s) => s.id === ids.serviceToDelete)).toBeUndefined()
    const { rows: notes } = await t.database.pool.query(
      'select trainer_id, note from trainer_students where student_id = $1',
      [ids.student],
    )
    expect(notes).toEqual([{ trainer_id: who.trainer!.id, note: 'Private' }])
  })
})

describe('checking who calls before what they send', () => {
  it('answers a guest 401 and a non-trainer 403 however bad the ids and bodies', async () => {
    const garbage = [
      ['POST', '/api/trainers/not-a-uuid/reviews', { rating: 'x' }],
      ['POST', '/api/trainers/not-a-uuid/requests', { message: 42 }],
      ['PUT', '/api/favorites/not-a-uuid', undefined],
      ['PUT', '/api/trainer/profile', { city: 7 }],
      ['PATCH', '/api/trainer/services/not-a-uuid', { price: 'free' }],
      ['POST', '/api/trainer/requests/not-a-uuid/accept', undefined],
      ['GET', '/api/trainer/students/not-a-uuid', undefined],
      ['PUT', '/api/trainer/students/not-a-uuid/note', { note: 5 }],
    ] as const
    for (const [method, url, payload] of garbage) {
      const guest = await t.app.inject({ method, url, ...(payload ? { payload } : {}) })
      expect(guest.statusCode, `guest ${method} ${url}`).toBe(401)
      if (url.startsWith('/api/trainer/')) {
        const student = await t.app.inject({
          method,
          url,
          headers: bearer(who.student!.token),
          ...(payload ? { payload } : {}),
        })
        expect(student.statusCode, `student ${method} ${url}`).toBe(403)
      }
    }
  })

  it('refuses an x-user-id that is not the token’s user', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/trainers',
      headers: bearer(who.student!.token, who.trainer!.id),
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('user_mismatch')
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/favorites',
      headers: bearer(who.student!.token, who.trainer!.id),
    })
    expect(own.statusCode).toBe(403)
  })

  it('sends a blocked user to /blocked even on public calls', async () => {
    const blocked = await registerAccount(t)
    await t.database.pool.query(`update users set blocked_at = ${sqlNow()} where id = $1`, [blocked.id])
    for (const url of ['/api/trainers', `/api/trainers/${who.trainer!.id}`, '/api/services']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(blocked.token) })
      expect(res.statusCode, url).toBe(403)
      expect(res.json(), url).toMatchObject({ code: 'account_blocked', redirectTo: '/blocked' })
    }
  })
})
