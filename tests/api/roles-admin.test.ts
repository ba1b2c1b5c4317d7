import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import {
  type Account,
  bearer,
  loginAccount,
  PASSWORD,
  registerAccount,
  registerConfirmedAccount,
  uniqueEmail,
} from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'

const ADMIN_EMAIL = uniqueEmail('admin')

let t: TestApp
let admin: Account

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true', ADMIN_EMAILS: ADMIN_EMAIL })
  admin = await registerConfirmedAccount(t, { email: ADMIN_EMAIL, firstName: 'Admin' })
})

afterAll(async () => {
  await t.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers })
const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

const rolesOf = async (account: Account) => (await get('/api/user/roles', bearer(account.token))).json()
const switchRole = (account: Account, role: unknown) =>
  post('/api/user/switch-role', { role }, bearer(account.token, account.id))

/** An admin call on the user `id`, as `as` (or a guest). */
const adminCall = (as: Account | undefined, id: string, action: string, payload: unknown = {}) =>
  post(`/api/admin/users/${id}/${action}`, payload, as ? bearer(as.token) : {})

async function makeTrainer(): Promise<Account> {
  const account = await registerAccount(t)
  const res = await adminCall(admin, account.id, 'roles', { add: ['trainer'] })
  if (res.statusCode !== 200) throw new Error(`grant trainer: ${res.statusCode} ${res.body}`)
  return account
}

describe('roles of a user', () => {
  it('gives a new user the student role only, as the current role', async () => {
    const account = await registerAccount(t)
    const res = await get('/api/user/roles', bearer(account.token, account.id))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'success',
      roles: ['student'],
      isTrainerBlocked: false,
      currentRole: 'student',
    })
    expect((await get('/api/user/roles')).statusCode).toBe(401)
  })

  it('makes the accounts of ADMIN_EMAILS admins', async () => {
    expect((await rolesOf(admin)).roles).toEqual(['student', 'admin'])
  })

  it('refuses to switch to a role the user does not hold', async () => {
    const account = await registerAccount(t)
    const res = await switchRole(account, 'trainer')
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ status: 'error', code: 'role_not_held' })
    expect((await rolesOf(account)).currentRole).toBe('student')
  })

  it('refuses a role value that is not student or trainer', async () => {
    const account = await registerAccount(t)
    for (const role of ['admin', 'moderator', 'Trainer', '', 1, null, undefined]) {
      const res = await switchRole(account, role)
      expect(res.statusCode, String(role)).toBe(400)
      expect(res.json(), String(role)).toMatchObject({
        status: 'error',
        code: 'validation_error',
        fields: { role: expect.any(String) },
      })
    }
  })

  it('lets a student switch to student', async () => {
    const account = await registerAccount(t)
    const res = await switchRole(account, 'student')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'success', message: expect.any(String) })
  })
})

describe('who may call the admin API', () => {
  it('refuses a guest with 401, a student, trainer or moderator with 403, and lets an admin through', async () => {
    const target = await registerAccount(t)
    const student = await registerAccount(t)
    const trainer = await makeTrainer()
    const moderator = await registerAccount(t)
    await adminCall(admin, moderator.id, 'roles', { add: ['moderator'] })
    expect((await rolesOf(moderator)).roles).toContain('moderator')

    const calls: [string, unknown][] = [
      ['block', { reason: 'Spam' }],
      ['unblock', {}],
      ['roles', { add: ['moderator'] }],
      ['trainer-block', { blocked: false }],
    ]
    for (const [action, payload] of calls) {
      const guest = await adminCall(undefined, target.id, action, payload)
      expect(guest.statusCode, `guest ${action}`).toBe(401)
      expect(guest.json()).toMatchObject({ status: 'error', code: 'not_authenticated' })
      for (const [who, account] of [
        ['student', student],
        ['trainer', trainer],
        ['moderator', moderator],
      ] as const) {
        const res = await adminCall(account, target.id, action, payload)
        expect(res.statusCode, `${who} ${action}`).toBe(403)
        expect(res.json(), `${who} ${action}`).toMatchObject({ status: 'error', code: 'forbidden' })
      }
      const res = await adminCall(admin, target.id, action, payload)
      expect(res.statusCode, `admin ${action}`).toBe(200)
      expect(res.json()).toMatchObject({ status: 'success', message: expect.any(String) })
    }
    // Nothing the others tried took effect: only the admin's calls did (the block ended its sessions).
    expect((await rolesOf(await loginAccount(t, target.email))).roles).toEqual(['student', 'moderator'])
  })

  it('answers 404 for an unknown user and 400 for an id that is not a uuid', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    const calls: [string, unknown][] = [
      ['block', { reason: 'Spam' }],
      ['unblock', {}],
      ['roles', { add: ['trainer'] }],
      ['trainer-block', { blocked: true }],
    ]
    for (const [action, payload] of calls) {
      const missing = await adminCall(admin, unknown, action, payload)
      expect(missing.statusCode, action).toBe(404)
      expect(missing.json(), action).toMatchObject({ status: 'error', code: 'not_found' })
      for (const id of ['42', 'not-a-uuid', `${unknown}x`]) {
        const bad = await adminCall(admin, id, action, payload)
        expect(bad.statusCode, `${action} ${id}`).toBe(400)
        expect(bad.json(), `${action} ${id}`).toMatchObject({
          status: 'error',
          code: 'validation_error',
          fields: { id: expect.any(String) },
        })
      }
    }
    const plans = await sql('select count(*)::int as n from trainer_plans where user_id = $1', [unknown])
    expect(plans.rows[0].n).toBe(0)
  })

  it('refuses bad bodies with field errors', async () => {
    const target = await registerAccount(t)
    const cases: [string, unknown][] = [
      ['block', {}],
      ['block', { reason: '   ' }],
      ['block', { reason: 'x'.repeat(501) }],
      ['roles', {}],
      ['roles', { add: [] }],
      ['roles', { add: ['student'] }],
      ['roles', { add: ['superuser'] }],
      ['roles', { add: ['trainer'], remove: ['trainer'] }],
      ['trainer-block', { blocked: 'yes' }],
      ['trainer-block', { blocked: true, reason: 'x'.repeat(501) }],
    ]
    for (const [action, payload] of cases) {
      const res = await adminCall(admin, target.id, action, payload)
      expect(res.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400)
      expect(res.json()).toMatchObject({ status: 'error', fields: expect.any(Object) })
    }
    expect(await rolesOf(target)).toMatchObject({ roles: ['student'], isTrainerBlocked: false })
    expect((await get('/api/auth/check-status', bearer(target.token))).json()).toEqual({ status: 'active' })
  })
})

describe('the trainer role', () => {
  it('is granted with a 30-day trial plan, and then the user may switch to it', async () => {
    const account = await registerAccount(t)
    const before = clock.nowMs()
    const res = await adminCall(admin, account.id, 'roles', { add: ['trainer'] })
    expect(res.statusCode).toBe(200)

    expect(await rolesOf(account)).toEqual({
      status: 'success',
      roles: ['student', 'trainer'],
      isTrainerBlocked: false,
      currentRole: 'student',
    })
    const plans = await sql('select kind, valid_from, valid_until from trainer_plans where user_id = $1', [
      account.id,
    ])
    expect(plans.rows).toHaveLength(1)
    const plan = plans.rows[0]
    expect(plan.kind).toBe('trial')
    const from = new Date(plan.valid_from).getTime()
    const until = new Date(plan.valid_until).getTime()
    expect(from).toBeGreaterThanOrEqual(before - 5000)
    expect(from).toBeLessThanOrEqual(clock.nowMs() + 5000)
    expect(until - from).toBe(30 * 24 * 60 * 60 * 1000)

    const switched = await switchRole(account, 'trainer')
    expect(switched.statusCode).toBe(200)
    expect(await rolesOf(account)).toMatchObject({ currentRole: 'trainer' })
    expect((await get('/api/user/profile', bearer(account.token))).json().data.isTrainer).toBe(true)
    const login = await post('/api/auth/login', { email: account.email, password: PASSWORD })
    expect(login.json().user).toMatchObject({ roles: ['student', 'trainer'], currentRole: 'trainer' })
  })

  it('starts the trial only once: granting trainer again does not renew it', async () => {
    const account = await makeTrainer()
    await sql(`update trainer_plans set valid_until = ${sqlNow()} + interval '2 days' where user_id = $1`, [
      account.id,
    ])
    const { rows: before } = await sql('select valid_until from trainer_plans where user_id = $1', [
      account.id,
    ])
    expect((await adminCall(admin, account.id, 'roles', { remove: ['trainer'] })).statusCode).toBe(200)
    expect((await adminCall(admin, account.id, 'roles', { add: ['trainer'] })).statusCode).toBe(200)
    const { rows: after } = await sql('select kind, valid_until from trainer_plans where user_id = $1', [
      account.id,
    ])
    expect(after).toHaveLength(1)
    expect(new Date(after[0].valid_until).getTime()).toBe(new Date(before[0].valid_until).getTime())
  })

  it('when removed, leaves the user a student and switched to student', async () => {
    const account = await makeTrainer()
    await switchRole(account, 'trainer')
    expect((await adminCall(admin, account.id, 'roles', { remove: ['trainer'] })).statusCode).toBe(200)
    expect(await rolesOf(account)).toMatchObject({ roles: ['student'], currentRole: 'student' })
    expect((await switchRole(account, 'trainer')).statusCode).toBe(403)
  })

  it('when blocked, is hidden, the user is forced back to student and cannot switch to it', async () => {
    const account = await makeTrainer()
    expect((await switchRole(account, 'trainer')).statusCode).toBe(200)

    const block = await adminCall(admin, account.id, 'trainer-block', { blocked: true, reason: 'Complaints' })
    expect(block.statusCode).toBe(200)
    const stored = await t.database.pool.query('select trainer_blocked_reason from users where id = $1', [
      account.id,
    ])
    expect(stored.rows[0].trainer_blocked_reason).toBe('Complaints')
    expect(await rolesOf(account)).toEqual({
      status: 'success',
      roles: ['student'],
      isTrainerBlocked: true,
      currentRole: 'student',
    })
    const refused = await switchRole(account, 'trainer')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ status: 'error', code: 'trainer_blocked' })
    expect((await rolesOf(account)).currentRole).toBe('student')
    expect((await get('/api/user/profile', bearer(account.token))).json().data.isTrainer).toBe(false)
    const login = await loginAccount(t, account.email)
    const loggedIn = await post('/api/auth/login', { email: account.email, password: PASSWORD })
    expect(loggedIn.json().user).toMatchObject({
      roles: ['student'],
      currentRole: 'student',
      isTrainerBlocked: true,
    })
    // The account itself is not blocked: the student side keeps working.
    expect((await get('/api/auth/check-status', bearer(login.token))).json()).toEqual({ status: 'active' })

    const unblock = await adminCall(admin, account.id, 'trainer-block', { blocked: false })
    expect(unblock.statusCode).toBe(200)
    expect(await rolesOf(account)).toEqual({
      status: 'success',
      roles: ['student', 'trainer'],
      isTrainerBlocked: false,
      currentRole: 'student',
    })
    expect((await switchRole(account, 'trainer')).statusCode).toBe(200)
    expect((await rolesOf(account)).currentRole).toBe('trainer')
  })
})

describe('blocking a user', () => {
  it('ends every session and refuses every call with a redirect to /blocked', async () => {
    const victim = await registerAccount(t)
    const phone = await loginAccount(t, victim.email)
    expect((await get('/api/auth/check-status', bearer(victim.token))).json()).toEqual({ status: 'active' })

    const res = await adminCall(admin, victim.id, 'block', { reason: 'Spam' })
    expect(res.statusCode).toBe(200)

    const { rows } = await sql('select revoked_at, revoked_reason from sessions where user_id = $1', [
      victim.id,
    ])
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row.revoked_at).not.toBeNull()
      expect(row.revoked_reason).toBe('blocked')
    }

    const blocked = {
      status: 'error',
      code: 'account_blocked',
      message: expect.any(String),
      redirectTo: '/blocked',
    }
    for (const session of [victim, phone]) {
      const calls: [string, ReturnType<typeof get>][] = [
        ['GET profile', get('/api/user/profile', bearer(session.token))],
        ['GET legacy profile', get('/api/profile', bearer(session.token, session.id))],
        ['GET roles', get('/api/user/roles', bearer(session.token))],
        ['GET sessions', get('/api/auth/sessions', bearer(session.token))],
        ['GET check-session', get('/api/auth/check-session', bearer(session.token))],
        [
          'PATCH profile',
          t.app.inject({
            method: 'PATCH',
            url: '/api/user/profile',
            payload: { firstName: 'Still here' },
            headers: bearer(session.token),
          }),
        ],
        ['POST switch-role', post('/api/user/switch-role', { role: 'student' }, bearer(session.token))],
        [
          'POST password',
          post(
            '/api/user/password',
            { currentPassword: PASSWORD, newPassword: 'Brand-new-secret-7' },
            bearer(session.token),
          ),
        ],
      ]
      for (const [name, call] of calls) {
        const answer = await call
        expect(answer.statusCode, name).toBe(403)
        expect(answer.json(), name).toEqual(blocked)
      }
      const status = await get('/api/auth/check-status', bearer(session.token))
      expect(status.statusCode).toBe(200)
      expect(status.json()).toEqual({ status: 'blocked', redirectTo: '/blocked' })

      const refresh = await post('/api/auth/refresh', { refreshToken: session.refreshToken })
      expect(refresh.statusCode).toBe(403)
      expect(refresh.json()).toEqual(blocked)
    }

    const login = await post('/api/auth/login', { email: victim.email, password: PASSWORD })
    expect(login.statusCode).toBe(403)
    expect(login.json()).toEqual(blocked)
    // A wrong password does not reveal that the account is blocked.
    const wrong = await post('/api/auth/login', { email: victim.email, password: 'Wrong-password-1' })
    expect(wrong.statusCode).toBe(401)
    expect((await get('/api/user/profile', bearer(admin.token))).json().data.firstName).toBe('Admin')
  })

  it('is undone by unblocking: the user logs in again, the ended sessions stay ended', async () => {
    const victim = await registerAccount(t)
    expect((await adminCall(admin, victim.id, 'block', { reason: 'Mistake' })).statusCode).toBe(200)
    const unblock = await adminCall(admin, victim.id, 'unblock')
    expect(unblock.statusCode).toBe(200)

    const again = await loginAccount(t, victim.email)
    expect((await get('/api/auth/check-status', bearer(again.token))).json()).toEqual({ status: 'active' })
    expect((await get('/api/user/profile', bearer(again.token))).statusCode).toBe(200)
    expect((await get('/api/auth/check-session', bearer(victim.token))).json()).toMatchObject({
      isValid: false,
      code: 'session_terminated',
    })
    expect((await post('/api/auth/refresh', { refreshToken: victim.refreshToken })).statusCode).toBe(401)
  })

  it('does not let an admin block themself or remove their own admin role', async () => {
    const self = await adminCall(admin, admin.id, 'block', { reason: 'Oops' })
    expect(self.statusCode).toBe(422)
    expect(self.json()).toMatchObject({ status: 'error', code: 'cannot_block_self' })
    const demote = await adminCall(admin, admin.id, 'roles', { remove: ['admin'] })
    expect(demote.statusCode).toBe(422)
    expect(demote.json()).toMatchObject({ status: 'error', code: 'cannot_demote_self' })
    expect((await rolesOf(admin)).roles).toContain('admin')
    expect((await get('/api/auth/check-status', bearer(admin.token))).json()).toEqual({ status: 'active' })
  })

  it('lets an admin remove another admin’s role', async () => {
    const other = await registerAccount(t)
    await adminCall(admin, other.id, 'roles', { add: ['admin'] })
    expect((await adminCall(other, admin.id, 'unblock')).statusCode).toBe(200)
    expect((await adminCall(admin, other.id, 'roles', { remove: ['admin'] })).statusCode).toBe(200)
    expect((await adminCall(other, admin.id, 'unblock')).statusCode).toBe(403)
  })

  it('records the reason given for a role in the audit log', async () => {
    const other = await registerAccount(t)
    const res = await adminCall(admin, other.id, 'roles', {
      add: ['moderator'],
      reason: ' Helps with applications ',
    })
    expect(res.statusCode, res.body).toBe(200)
    const { rows } = await sql(
      `select action::text as action, reason from audit_entries where target_id = $1 order by created_at desc limit 1`,
      [other.id],
    )
    expect(rows[0]).toEqual({ action: 'role_granted', reason: 'Helps with applications' })
    expect(
      (await adminCall(admin, other.id, 'roles', { remove: ['moderator'], reason: 'x'.repeat(501) }))
        .statusCode,
    ).toBe(400)
  })
})

describe('check-status', () => {
  it('answers active for a normal user and 401 for a guest or a bad token', async () => {
    const account = await registerAccount(t)
    const res = await get('/api/auth/check-status', bearer(account.token))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'active' })
    expect((await get('/api/auth/check-status')).statusCode).toBe(401)
    expect((await get('/api/auth/check-status', bearer('abc'))).statusCode).toBe(401)
  })
})

describe('checking who calls before what they send', () => {
  it('answers a guest 401, not field errors, however bad the body or id', async () => {
    const guestAdmin = await post('/api/admin/users/not-a-uuid/block', { reason: 42 })
    expect(guestAdmin.statusCode).toBe(401)
    const guestProfile = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { phone: 12 },
    })
    expect(guestProfile.statusCode).toBe(401)
    const student = await registerAccount(t)
    const studentAdmin = await post(
      '/api/admin/users/not-a-uuid/block',
      { reason: 42 },
      bearer(student.token),
    )
    expect(studentAdmin.statusCode).toBe(403)
  })
})
