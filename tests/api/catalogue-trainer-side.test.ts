import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '#shared/messages.ts'
import { type Account, bearer, registerAccount } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import {
  attendedBooking,
  grantTrainer,
  makeStudentOf,
  PROFILE,
  registerTrainer,
  UNKNOWN_ID,
} from './catalogue-fixtures.ts'

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

const SERVICE = {
  title: 'Personal session',
  specialization: 'strength',
  format: 'gym',
  durationMin: 60,
  capacity: 1,
  price: 300_000,
}

async function priceFromOf(trainer: Account) {
  const { rows } = await sql('select price_from from trainer_profiles where user_id = $1', [trainer.id])
  return rows[0]?.price_from as number | null | undefined
}

describe('the trainer’s own profile', () => {
  it('starts from defaults, is created by the first save, and then shows in the catalogue', async () => {
    const account = await registerAccount(t, { firstName: 'Newcoach' })
    await grantTrainer(t, account)
    const before = await call('GET', '/api/trainer/profile', account)
    expect(before.statusCode).toBe(200)
    expect(before.json().data).toEqual({
      userId: account.id,
      bioEn: '',
      bioRu: '',
      specializations: [],
      experienceYears: 0,
      city: '',
      formats: [],
      gymAddress: '',
      manualApproval: false,
      minNoticeMinutes: 120,
      freeCancelMinutes: 720,
      lateCancelReturnsSession: false,
      legalStatus: null,
      taxId: '',
      legalName: '',
    })
    expect((await call('GET', `/api/trainers/${account.id}`)).statusCode).toBe(404)

    const saved = await call('PUT', '/api/trainer/profile', account, { ...PROFILE, city: '  Kazan ' })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toEqual({
      userId: account.id,
      ...PROFILE,
      city: 'Kazan',
      lateCancelReturnsSession: false,
      legalStatus: null,
      taxId: '',
      legalName: '',
    })
    // Requisites for receipts (decision 0028): optional, a tax ID of 10 or 12 digits.
    const requisites = { legalStatus: 'self_employed', taxId: '771234567890', legalName: 'Иванова Ирина' }
    const withRequisites = await call('PUT', '/api/trainer/profile', account, { ...PROFILE, ...requisites })
    expect(withRequisites.json().data).toMatchObject(requisites)
    const badTaxId = await call('PUT', '/api/trainer/profile', account, { ...PROFILE, taxId: '12345' })
    expect(badTaxId.statusCode).toBe(400)
    expect(
      (await call('GET', `/api/trainers?q=Newcoach`)).json().data.map((c: { id: string }) => c.id),
    ).toEqual([account.id])

    const changed = await call('PUT', '/api/trainer/profile', account, {
      ...PROFILE,
      bioRu: 'Йога для офисных спин',
      specializations: ['yoga'],
    })
    expect(changed.json().data).toMatchObject({ bioRu: 'Йога для офисных спин', specializations: ['yoga'] })
    // The search follows the saved words.
    expect((await call('GET', `/api/trainers?q=офисных`)).json().data[0].id).toBe(account.id)
    expect((await call('GET', `/api/trainers?q=Newcoach&specialization=strength`)).json().data).toEqual([])
  })

  it('refuses bad profiles with field errors', async () => {
    const trainer = await registerTrainer(t)
    const cases: [Record<string, unknown>, string][] = [
      [{ specializations: [] }, 'specializations'],
      [{ specializations: ['karate'] }, 'specializations.0'],
      [{ specializations: ['yoga', 'pilates', 'dance', 'running', 'boxing', 'swimming'] }, 'specializations'],
      [{ formats: [] }, 'formats'],
      [{ formats: ['boat'] }, 'formats.0'],
      [{ city: '   ' }, 'city'],
      [{ city: 'x'.repeat(81) }, 'city'],
      [{ experienceYears: -1 }, 'experienceYears'],
      [{ experienceYears: 71 }, 'experienceYears'],
      [{ minNoticeMinutes: 7 * 24 * 60 + 1 }, 'minNoticeMinutes'],
      [{ freeCancelMinutes: -5 }, 'freeCancelMinutes'],
      [{ manualApproval: 'yes' }, 'manualApproval'],
      [{ bioEn: 'x'.repeat(3001) }, 'bioEn'],
      [{ gymAddress: 'a\u0000b' }, 'gymAddress'],
    ]
    for (const [change, field] of cases) {
      const res = await call('PUT', '/api/trainer/profile', trainer, { ...PROFILE, ...change })
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(res.json().fields, JSON.stringify(change)).toHaveProperty(field)
    }
    expect((await call('GET', '/api/trainer/profile', trainer)).json().data).toMatchObject(PROFILE)
  })

  it('is only for holders of the trainer role who are not blocked as trainers', async () => {
    const student = await registerAccount(t)
    const res = await call('PUT', '/api/trainer/profile', student, PROFILE)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'forbidden', message: MESSAGES.trainerRoleRequired })
    const { rows } = await sql('select 1 from trainer_profiles where user_id = $1', [student.id])
    expect(rows).toHaveLength(0)

    const blocked = await registerTrainer(t)
    await sql(`update users set trainer_blocked_at = ${sqlNow()} where id = $1`, [blocked.id])
    const refused = await call('GET', '/api/trainer/services', blocked)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'trainer_blocked', message: MESSAGES.trainerRoleBlocked })
  })
})

describe('services and the catalogue’s "price from"', () => {
  it('keeps the lowest active price as the trainer’s price through every change', async () => {
    const trainer = await registerTrainer(t)
    expect(await priceFromOf(trainer)).toBeNull()
    const created = await call('POST', '/api/trainer/services', trainer, SERVICE)
    expect(created.statusCode).toBe(201)
    expect(created.json().data).toEqual({ id: expect.any(String), ...SERVICE, currency: 'RUB', active: true })
    const personal = created.json().data.id as string
    expect(await priceFromOf(trainer)).toBe(300_000)

    const group = (
      await call('POST', '/api/trainer/services', trainer, {
        ...SERVICE,
        title: 'Group',
        capacity: 8,
        price: 90_000,
      })
    ).json().data.id as string
    expect(await priceFromOf(trainer)).toBe(90_000)

    const lowered = await call('PATCH', `/api/trainer/services/${personal}`, trainer, { price: 50_000 })
    expect(lowered.statusCode).toBe(200)
    expect(lowered.json().data).toMatchObject({ id: personal, price: 50_000, title: 'Personal session' })
    expect(await priceFromOf(trainer)).toBe(50_000)

    expect(
      (await call('PATCH', `/api/trainer/services/${personal}`, trainer, { active: false })).statusCode,
    ).toBe(200)
    expect(await priceFromOf(trainer)).toBe(90_000)
    expect((await call('GET', `/api/trainers/${trainer.id}`)).json().data).toMatchObject({
      priceFrom: 90_000,
      services: [expect.objectContaining({ id: group })],
    })

    const deleted = await call('DELETE', `/api/trainer/services/${group}`, trainer)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({ status: 'success', message: expect.any(String) })
    expect(await priceFromOf(trainer)).toBeNull()

    const list = (await call('GET', '/api/trainer/services', trainer)).json().data
    expect(list).toEqual([expect.objectContaining({ id: personal, active: false, price: 50_000 })])
    expect((await call('GET', `/api/trainers/${trainer.id}`)).json().data).toMatchObject({
      priceFrom: null,
      services: [],
    })
  })

  it('remembers services made before the profile existed', async () => {
    const account = await registerAccount(t)
    await grantTrainer(t, account)
    expect(
      (await call('POST', '/api/trainer/services', account, { ...SERVICE, price: 123_400 })).statusCode,
    ).toBe(201)
    await call('PUT', '/api/trainer/profile', account, PROFILE)
    expect(await priceFromOf(account)).toBe(123_400)
  })

  it('lets only the owner see or change a service: another trainer’s id answers 404', async () => {
    const [owner, other] = await Promise.all([registerTrainer(t), registerTrainer(t)])
    const id = (await call('POST', '/api/trainer/services', owner, SERVICE)).json().data.id as string
    for (const [method, payload] of [
      ['PATCH', { price: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/trainer/services/${id}`, other, payload)
      expect(res.statusCode, method).toBe(404)
      expect(res.json()).toMatchObject({ code: 'not_found', message: MESSAGES.serviceNotFound })
    }
    expect((await call('GET', '/api/trainer/services', other)).json().data).toEqual([])
    expect((await call('GET', '/api/trainer/services', owner)).json().data).toEqual([
      expect.objectContaining({ id, price: 300_000 }),
    ])
    expect((await call('PATCH', `/api/trainer/services/${UNKNOWN_ID}`, owner, { price: 1 })).statusCode).toBe(
      404,
    )
  })

  it('refuses bad services with field errors', async () => {
    const trainer = await registerTrainer(t)
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, 'title'],
      [{ title: 'x'.repeat(101) }, 'title'],
      [{ specialization: 'karate' }, 'specialization'],
      [{ format: 'boat' }, 'format'],
      [{ durationMin: 10 }, 'durationMin'],
      [{ durationMin: 481 }, 'durationMin'],
      [{ capacity: 0 }, 'capacity'],
      [{ capacity: 101 }, 'capacity'],
      [{ price: -1 }, 'price'],
      [{ price: 10.5 }, 'price'],
      [{ currency: 'GBP' }, 'currency'],
      [{ active: 'no' }, 'active'],
    ]
    for (const [change, field] of cases) {
      const res = await call('POST', '/api/trainer/services', trainer, { ...SERVICE, ...change })
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(res.json().fields, JSON.stringify(change)).toHaveProperty(field)
    }
    const id = (await call('POST', '/api/trainer/services', trainer, SERVICE)).json().data.id
    const patch = await call('PATCH', `/api/trainer/services/${id}`, trainer, { price: -5 })
    expect(patch.statusCode).toBe(400)
    expect(patch.json().fields).toHaveProperty('price')
    expect(
      (await call('PATCH', '/api/trainer/services/nope', trainer, { price: 5 })).json().fields,
    ).toHaveProperty('id')
    expect((await call('GET', '/api/trainer/services', trainer)).json().data).toHaveLength(1)
  })
})

describe('requests to train', () => {
  it('go from a student to the trainer, who accepts: the student becomes theirs', async () => {
    const trainer = await registerTrainer(t, { firstName: 'Accepting' })
    const student = await registerAccount(t, { firstName: 'Lena' })
    const asked = await call('POST', `/api/trainers/${trainer.id}/requests`, student, {
      message: '  Twice a week, please ',
      preferredTimes: 'Evenings',
    })
    expect(asked.statusCode).toBe(201)
    expect(asked.json()).toEqual({
      status: 'success',
      data: {
        id: expect.any(String),
        kind: 'student',
        student: { id: student.id, firstName: 'Lena', lastName: '', avatar: '' },
        message: 'Twice a week, please',
        preferredTimes: 'Evenings',
        status: 'pending',
        createdAt: expect.any(String),
        training: null,
      },
    })
    const requestId = asked.json().data.id as string

    const again = await call('POST', `/api/trainers/${trainer.id}/requests`, student, {})
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'request_already_sent', message: MESSAGES.requestAlreadySent })

    const pending = (await call('GET', '/api/trainer/requests', trainer)).json()
    expect(pending.data.map((r: { id: string }) => r.id)).toEqual([requestId])

    const accepted = await call('POST', `/api/trainer/requests/${requestId}/accept`, trainer)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().data).toMatchObject({ id: requestId, status: 'accepted' })
    expect((await call('GET', '/api/trainer/requests', trainer)).json().data).toEqual([])

    const twice = await call('POST', `/api/trainer/requests/${requestId}/accept`, trainer)
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ code: 'request_not_pending', message: MESSAGES.requestNotPending })
    const declineLate = await call('POST', `/api/trainer/requests/${requestId}/decline`, trainer, {})
    expect(declineLate.statusCode).toBe(409)

    expect(
      (await call('GET', '/api/trainer/students', trainer)).json().data.map((s: { id: string }) => s.id),
    ).toEqual([student.id])
    expect(
      (await call('GET', '/api/student/trainers', student)).json().data.map((c: { id: string }) => c.id),
    ).toEqual([trainer.id])
    expect((await call('GET', `/api/trainers/${trainer.id}`, student)).json().data.relation).toBe('student')
    const already = await call('POST', `/api/trainers/${trainer.id}/requests`, student, {})
    expect(already.statusCode).toBe(409)
    expect(already.json()).toMatchObject({ code: 'already_student', message: MESSAGES.alreadyStudent })
  })

  it('can be declined with a reason, after which the student may ask again', async () => {
    const trainer = await registerTrainer(t)
    const student = await registerAccount(t)
    const requestId = (await call('POST', `/api/trainers/${trainer.id}/requests`, student, {})).json().data.id
    const declined = await call('POST', `/api/trainer/requests/${requestId}/decline`, trainer, {
      reason: ' Fully booked ',
    })
    expect(declined.statusCode).toBe(200)
    expect(declined.json().data).toMatchObject({ id: requestId, status: 'declined' })
    const { rows } = await sql('select decline_reason, decided_at from trainer_requests where id = $1', [
      requestId,
    ])
    expect(rows[0].decline_reason).toBe('Fully booked')
    expect(rows[0].decided_at).not.toBeNull()
    expect((await call('GET', '/api/trainer/students', trainer)).json().data).toEqual([])
    expect((await call('GET', `/api/trainers/${trainer.id}`, student)).json().data.relation).toBe('none')
    expect((await call('POST', `/api/trainers/${trainer.id}/requests`, student, {})).statusCode).toBe(201)
    const tooLong = await call('POST', `/api/trainer/requests/${requestId}/decline`, trainer, {
      reason: 'x'.repeat(501),
    })
    expect(tooLong.statusCode).toBe(400)
  })

  it('refuses asking oneself, an unknown trainer, and a second request sent at the same moment', async () => {
    const trainer = await registerTrainer(t)
    const self = await call('POST', `/api/trainers/${trainer.id}/requests`, trainer, {})
    expect(self.statusCode).toBe(422)
    expect(self.json()).toMatchObject({ code: 'cannot_request_self', message: MESSAGES.cannotRequestSelf })
    const student = await registerAccount(t)
    const unknown = await call('POST', `/api/trainers/${UNKNOWN_ID}/requests`, student, {})
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(MESSAGES.trainerNotFound)
    const bad = await call('POST', `/api/trainers/${trainer.id}/requests`, student, {
      message: 'x'.repeat(1001),
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toHaveProperty('message')

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', `/api/trainers/${trainer.id}/requests`, student, {})),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409])
    const { rows } = await sql(`select count(*)::int as n from trainer_requests where student_id = $1`, [
      student.id,
    ])
    expect(rows[0].n).toBe(1)
  })

  it('are the trainer’s own: another trainer neither sees nor decides them', async () => {
    const [trainer, other] = await Promise.all([registerTrainer(t), registerTrainer(t)])
    const student = await registerAccount(t)
    const requestId = (await call('POST', `/api/trainers/${trainer.id}/requests`, student, {})).json().data.id
    expect((await call('GET', '/api/trainer/requests', other)).json().data).toEqual([])
    for (const action of ['accept', 'decline']) {
      const res = await call('POST', `/api/trainer/requests/${requestId}/${action}`, other, {})
      expect(res.statusCode, action).toBe(404)
    }
    expect((await call('GET', '/api/trainer/requests', trainer)).json().data).toHaveLength(1)
  })

  it('are listed oldest first', async () => {
    const trainer = await registerTrainer(t)
    const [a, b] = await Promise.all([registerAccount(t), registerAccount(t)])
    const first = (await call('POST', `/api/trainers/${trainer.id}/requests`, a, {})).json().data.id
    const second = (await call('POST', `/api/trainers/${trainer.id}/requests`, b, {})).json().data.id
    await sql(`update trainer_requests set created_at = ${sqlNow()} - interval '1 day' where id = $1`, [
      first,
    ])
    expect(
      (await call('GET', '/api/trainer/requests', trainer)).json().data.map((r: { id: string }) => r.id),
    ).toEqual([first, second])
  })
})

describe('a trainer’s students', () => {
  let trainer: Account
  let other: Account
  let olga: Account
  let pavel: Account

  beforeAll(async () => {
    ;[trainer, other] = await Promise.all([registerTrainer(t), registerTrainer(t)])
    ;[olga, pavel] = await Promise.all([
      registerAccount(t, { firstName: 'Olga' }),
      registerAccount(t, { firstName: 'Pavel' }),
    ])
    await call('PATCH', '/api/user/profile', olga, {
      lastName: 'Sidorova',
      phone: '+7 (912) 345-67-89',
      username: 'olga_s',
      vkLink: 'vk.com/olga.s',
    })
    await makeStudentOf(t, trainer.id, olga.id)
    await makeStudentOf(t, trainer.id, pavel.id)
  })

  it('are listed by name and found by name, email or phone', async () => {
    const all = (await call('GET', '/api/trainer/students', trainer)).json().data
    expect(all.map((s: { firstName: string }) => s.firstName)).toEqual(['Olga', 'Pavel'])
    expect(all[0]).toEqual({
      id: olga.id,
      firstName: 'Olga',
      lastName: 'Sidorova',
      avatar: '',
      since: expect.any(String),
      phone: '+79123456789',
      email: olga.email,
    })
    const find = async (q: string) =>
      (await call('GET', `/api/trainer/students?q=${encodeURIComponent(q)}`, trainer))
        .json()
        .data.map((s: { id: string }) => s.id)
    expect(await find('sidor')).toEqual([olga.id])
    expect(await find('Olga Sid')).toEqual([olga.id])
    expect(await find('Sidorova Olga')).toEqual([olga.id])
    expect(await find(pavel.email.slice(0, 12))).toEqual([pavel.id])
    expect(await find('345-67')).toEqual([olga.id])
    expect(await find('%')).toEqual([])
    expect(await find('nobody')).toEqual([])
    expect((await call('GET', `/api/trainer/students?q=${'x'.repeat(101)}`, trainer)).statusCode).toBe(400)
  })

  it('have a card with contacts, the private note and the history with this trainer only', async () => {
    const older = await attendedBooking(t, trainer.id, olga.id, {
      title: 'Intro',
      startsAt: new Date('2026-01-05T09:00:00Z'),
    })
    const newer = await attendedBooking(t, trainer.id, olga.id, {
      title: 'Second',
      status: 'no_show',
      startsAt: new Date('2026-01-12T09:00:00Z'),
    })
    await attendedBooking(t, other.id, olga.id, { title: 'Elsewhere' })
    const card = await call('GET', `/api/trainer/students/${olga.id}`, trainer)
    expect(card.statusCode).toBe(200)
    expect(card.json().data).toEqual({
      id: olga.id,
      firstName: 'Olga',
      lastName: 'Sidorova',
      avatar: '',
      since: expect.any(String),
      phone: '+79123456789',
      email: olga.email,
      telegramUsername: 'olga_s',
      vkLink: 'https://vk.com/olga.s',
      note: '',
      history: [
        {
          bookingId: newer,
          trainingId: expect.any(String),
          title: 'Second',
          startsAt: '2026-01-12T09:00:00.000Z',
          status: 'no_show',
          trainingStatus: 'completed',
          lateCancel: false,
          cancelledBy: null,
        },
        {
          bookingId: older,
          trainingId: expect.any(String),
          title: 'Intro',
          startsAt: '2026-01-05T09:00:00.000Z',
          status: 'attended',
          trainingStatus: 'completed',
          lateCancel: false,
          cancelledBy: null,
        },
      ],
    })
  })

  it('keep their notes private to their trainer', async () => {
    const saved = await call('PUT', `/api/trainer/students/${olga.id}/note`, trainer, {
      note: 'Bad left knee',
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data.note).toBe('Bad left knee')
    expect((await call('GET', `/api/trainer/students/${olga.id}`, trainer)).json().data.note).toBe(
      'Bad left knee',
    )

    for (const [method, url, payload] of [
      ['GET', `/api/trainer/students/${olga.id}`, undefined],
      ['PUT', `/api/trainer/students/${olga.id}/note`, { note: 'Hijacked' }],
    ] as const) {
      const res = await call(method, url, other, payload)
      expect(res.statusCode, `${method} other trainer`).toBe(404)
      expect(res.json()).toMatchObject({ code: 'not_found', message: MESSAGES.studentNotFound })
      const asStudent = await call(method, url, pavel, payload)
      expect(asStudent.statusCode, `${method} student`).toBe(403)
      const asSelf = await call(method, url, olga, payload)
      expect(asSelf.statusCode, `${method} the student themself`).toBe(403)
    }
    expect((await call('GET', '/api/trainer/students', other)).json().data).toEqual([])
    // Nothing the student or anyone else reads carries the note.
    for (const url of ['/api/student/trainers', `/api/trainers/${trainer.id}`, '/api/user/profile']) {
      expect((await call('GET', url, olga)).body, url).not.toContain('Bad left knee')
    }
    expect((await call('GET', `/api/trainer/students/${olga.id}`, trainer)).json().data.note).toBe(
      'Bad left knee',
    )
    const unknown = await call('PUT', `/api/trainer/students/${UNKNOWN_ID}/note`, trainer, { note: 'x' })
    expect(unknown.statusCode).toBe(404)
    const tooLong = await call('PUT', `/api/trainer/students/${olga.id}/note`, trainer, {
      note: 'x'.repeat(5001),
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().fields).toHaveProperty('note')
  })
})

describe('the student’s own trainers (GET /api/student/trainers)', () => {
  it('lists the trainers one trains with, with their contacts, latest first', async () => {
    const [first, second, notMine] = await Promise.all([
      registerTrainer(t, { firstName: 'First' }),
      registerTrainer(t, { firstName: 'Second' }),
      registerTrainer(t),
    ])
    await call('PATCH', '/api/user/profile', first, {
      username: 'first_coach',
      vkLink: 'https://vk.com/first.coach',
      phone: '+7 916 000-11-22',
    })
    const student = await registerAccount(t)
    await makeStudentOf(t, first.id, student.id)
    await makeStudentOf(t, second.id, student.id)
    await sql(`update trainer_students set since = ${sqlNow()} - interval '30 days' where trainer_id = $1`, [
      first.id,
    ])
    const res = await call('GET', '/api/student/trainers', student)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.map((c: { id: string }) => c.id)).toEqual([second.id, first.id])
    expect(data[1]).toMatchObject({
      id: first.id,
      firstName: 'First',
      since: expect.any(String),
      contacts: {
        telegramUsername: 'first_coach',
        vkLink: 'https://vk.com/first.coach',
        phone: '+79160001122',
      },
    })
    expect(data[0].contacts).toEqual({ telegramUsername: '', vkLink: '', phone: '' })
    expect(JSON.stringify(data)).not.toContain(notMine.id)
    // A trainer who is blocked leaves the list.
    await sql(`update users set blocked_at = ${sqlNow()} where id = $1`, [second.id])
    expect(
      (await call('GET', '/api/student/trainers', student)).json().data.map((c: { id: string }) => c.id),
    ).toEqual([first.id])
  })
})
