import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Account, registerAccount, registerConfirmedAccount, uniqueEmail } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { caller } from './trainings-fixtures.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let call: ReturnType<typeof caller>
let admin: Account
let moderator: Account
let trainer: Account
let student: Account

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true', ADMIN_EMAILS: ADMIN_EMAIL })
  call = caller(t)
  admin = await registerConfirmedAccount(t, { email: ADMIN_EMAIL, firstName: 'Ada' })
  moderator = await registerAccount(t, { firstName: 'Mona' })
  trainer = await registerAccount(t, { firstName: 'Tom' })
  student = await registerAccount(t, { firstName: 'Zelda', email: uniqueEmail('zelda') })
  await sql(`insert into user_roles (user_id, role) values ($1, 'moderator'), ($2, 'trainer')`, [
    moderator.id,
    trainer.id,
  ])
  await sql(
    `update users set phone = '+79121234567', username = 'zelda_runs', last_name = 'Quill' where id = $1`,
    [student.id],
  )
})
afterAll(async () => {
  await t.close()
})

const ids = (res: { json(): { data: Array<{ id: string }> } }) => res.json().data.map((u) => u.id)

describe('who may call /api/admin', () => {
  it('refuses guests (401) and every non-admin (403) on every admin call', async () => {
    const target = student.id
    const calls: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${target}`],
      ['POST', `/api/admin/users/${target}/block`, { reason: 'x' }],
      ['POST', `/api/admin/users/${target}/unblock`, {}],
      ['POST', `/api/admin/users/${target}/roles`, { add: ['moderator'] }],
      ['POST', `/api/admin/users/${target}/trainer-block`, { blocked: true }],
    ]
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401)
      for (const who of [student, trainer, moderator]) {
        expect((await call(method, url, who, body)).statusCode, url).toBe(403)
      }
    }
    const { rows } = await sql('select blocked_at from users where id = $1', [target])
    expect(rows[0].blocked_at).toBeNull()
  })
})

describe('finding users', () => {
  it('searches by name, email, phone (digits too) and Telegram username', async () => {
    for (const q of ['Zelda Quill', 'zelda.', '+79121234567', '912 123', '@zelda_runs', 'ZELDA_RUNS']) {
      const res = await call('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, admin)
      expect(res.statusCode, q).toBe(200)
      expect(ids(res), q).toEqual([student.id])
    }
    const none = await call('GET', `/api/admin/users?q=${encodeURIComponent('%_')}`, admin)
    expect(none.json().data).toEqual([])
  })

  it('filters by role and state, and pages', async () => {
    const trainers = await call('GET', '/api/admin/users?role=trainer', admin)
    expect(ids(trainers)).toEqual([trainer.id])
    const students = ids(await call('GET', '/api/admin/users?role=student', admin))
    expect(students).toContain(student.id)
    expect(students).not.toContain(trainer.id)
    expect(students).not.toContain(admin.id)
    await call('POST', `/api/admin/users/${trainer.id}/trainer-block`, admin, {
      blocked: true,
      reason: 'Complaints',
    })
    expect(ids(await call('GET', '/api/admin/users?state=trainer_blocked', admin))).toEqual([trainer.id])
    expect(ids(await call('GET', '/api/admin/users?state=blocked', admin))).toEqual([])
    const all = await call('GET', '/api/admin/users', admin)
    expect(all.json()).toMatchObject({ total: 4, page: 1, pageSize: 20 })
    const far = await call('GET', '/api/admin/users?page=3', admin)
    expect(far.json()).toMatchObject({ data: [], total: 4, page: 3 })
    for (const bad of ['role=root', 'state=sleeping', 'page=0', 'page=x']) {
      expect((await call('GET', `/api/admin/users?${bad}`, admin)).statusCode, bad).toBe(400)
    }
  })
})

describe("a user's card and actions", () => {
  it('shows roles, sessions, bookings and applications', async () => {
    await call('POST', '/api/trainer-applications', student, {
      specializations: ['running'],
      experienceYears: 3,
      bio: 'Marathon runner and coach for beginners.',
      city: 'Perm',
      formats: ['online'],
    })
    const res = await call('GET', `/api/admin/users/${student.id}`, admin)
    expect(res.statusCode).toBe(200)
    const card = res.json().data
    expect(card).toMatchObject({
      id: student.id,
      firstName: 'Zelda',
      lastName: 'Quill',
      phone: '+79121234567',
      telegramUsername: 'zelda_runs',
      roles: [],
      blocked: false,
      applications: [{ status: 'pending' }],
      bookings: [],
    })
    expect(card.sessions).toHaveLength(1)
    expect(
      (await call('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000', admin)).statusCode,
    ).toBe(404)
  })

  it('blocks (sessions end) and unblocks with a reason, both audited', async () => {
    const victim = await registerAccount(t, { firstName: 'Vic' })
    const block = await call('POST', `/api/admin/users/${victim.id}/block`, admin, { reason: 'Spam' })
    expect(block.statusCode).toBe(200)
    expect((await call('GET', '/api/user/profile', victim)).json()).toMatchObject({ redirectTo: '/blocked' })
    const card = (await call('GET', `/api/admin/users/${victim.id}`, admin)).json().data
    expect(card).toMatchObject({ blocked: true, blockedReason: 'Spam', sessions: [] })
    const unblock = await call('POST', `/api/admin/users/${victim.id}/unblock`, admin, {
      reason: 'Appeal accepted',
    })
    expect(unblock.statusCode).toBe(200)
    const audit = await sql(
      `select action, reason from audit_entries where target_id = $1 order by created_at, action`,
      [victim.id],
    )
    expect(audit.rows).toEqual([
      { action: 'user_blocked', reason: 'Spam' },
      { action: 'user_unblocked', reason: 'Appeal accepted' },
    ])
    // Unblocking without a body still works (the reason is optional).
    expect((await call('POST', `/api/admin/users/${victim.id}/unblock`, admin)).statusCode).toBe(200)
  })
})

describe('/admin figures and the audit log', () => {
  it('gives admins the figures with an 8-week trend, and nobody else', async () => {
    expect((await call('GET', '/api/admin/summary')).statusCode).toBe(401)
    for (const who of [student, trainer, moderator]) {
      expect((await call('GET', '/api/admin/summary', who)).statusCode).toBe(403)
      expect((await call('GET', '/api/admin/audit', who)).statusCode).toBe(403)
    }
    const res = await call('GET', '/api/admin/summary', admin)
    expect(res.statusCode).toBe(200)
    const { rows } = await sql('select count(*)::int as n from users')
    const data = res.json().data
    expect(data.users).toBe(rows[0].n)
    expect(data.trainers).toBe(1)
    expect(data.trend).toHaveLength(8)
    expect(data.trend.at(-1).users).toBe(rows[0].n)
  })

  it('lists the audit trail newest first, filtered by action and target', async () => {
    const all = await call('GET', '/api/admin/audit', admin)
    expect(all.statusCode).toBe(200)
    expect(all.json().total).toBeGreaterThanOrEqual(3)
    const blocks = (await call('GET', '/api/admin/audit?action=user_blocked', admin)).json()
    expect(blocks.data.length).toBeGreaterThan(0)
    expect(blocks.data.every((e: { action: string }) => e.action === 'user_blocked')).toBe(true)
    expect(blocks.data[0]).toMatchObject({
      actor: { id: admin.id, name: 'Ada' },
      target: { type: 'user' },
      reason: 'Spam',
    })
    const trainerOnes = (await call('GET', '/api/admin/audit?targetType=trainer_application', admin)).json()
    expect(trainerOnes.data).toEqual([])
    expect((await call('GET', '/api/admin/audit?action=nope', admin)).statusCode).toBe(400)
  })
})
