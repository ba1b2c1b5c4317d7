import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Account,
  bearer,
  registerAccount,
  registerConfirmedAccount,
  uniqueEmail,
} from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let admin: Account

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true', ADMIN_EMAILS: ADMIN_EMAIL })
  admin = await registerConfirmedAccount(t, { email: ADMIN_EMAIL, firstName: 'Ada' })
})
afterAll(async () => {
  await t.close()
})

const post = (url: string, payload: unknown, as: Account) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(as.token) })
const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)
const entriesAbout = async (id: string) =>
  (
    await sql(
      `select actor_id, actor_name, action, target_type, target_label, reason, before, after
       from audit_entries where target_id = $1 order by created_at, action`,
      [id],
    )
  ).rows

describe('the audit trail', () => {
  it('records a block and an unblock with who, reason and before/after', async () => {
    const user = await registerAccount(t, { firstName: 'Bob' })
    expect((await post(`/api/admin/users/${user.id}/block`, { reason: 'Spam' }, admin)).statusCode).toBe(200)
    expect((await post(`/api/admin/users/${user.id}/unblock`, {}, admin)).statusCode).toBe(200)
    expect(await entriesAbout(user.id)).toEqual([
      {
        actor_id: admin.id,
        actor_name: 'Ada',
        action: 'user_blocked',
        target_type: 'user',
        target_label: 'Bob',
        reason: 'Spam',
        before: { blocked: false, reason: null },
        after: { blocked: true, reason: 'Spam' },
      },
      {
        actor_id: admin.id,
        actor_name: 'Ada',
        action: 'user_unblocked',
        target_type: 'user',
        target_label: 'Bob',
        reason: null,
        before: { blocked: true, reason: 'Spam' },
        after: { blocked: false },
      },
    ])
  })

  it('records role changes and trainer-role blocks, and nothing for a refused action', async () => {
    const user = await registerAccount(t, { firstName: 'Cat' })
    await post(`/api/admin/users/${user.id}/roles`, { add: ['moderator'] }, admin)
    await post(`/api/admin/users/${user.id}/trainer-block`, { blocked: true, reason: 'Complaints' }, admin)
    // Refused: blocking oneself is 422 and leaves no entry.
    expect((await post(`/api/admin/users/${admin.id}/block`, { reason: 'x' }, admin)).statusCode).toBe(422)
    const entries = await entriesAbout(user.id)
    expect(entries.map((e) => e.action).sort()).toEqual(['role_granted', 'trainer_role_blocked'])
    expect(entries.find((e) => e.action === 'role_granted')).toMatchObject({
      before: { roles: [] },
      after: { roles: ['moderator'], role: 'moderator' },
    })
    expect(entries.find((e) => e.action === 'trainer_role_blocked')).toMatchObject({
      reason: 'Complaints',
      after: { trainerBlocked: true, reason: 'Complaints' },
    })
    expect(await entriesAbout(admin.id)).toEqual([])
  })

  it('never leaves the platform without an admin: two admins removing each other at once', async () => {
    const login = async (account: Account) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: 'Correct-Horse-42' },
      })
      return { ...account, token: res.json().token as string }
    }
    const one = await registerAccount(t)
    const two = await registerAccount(t)
    await sql(`insert into user_roles (user_id, role) values ($1, 'admin'), ($2, 'admin')`, [one.id, two.id])
    // Only these two are admins for this test.
    await sql(`delete from user_roles where role = 'admin' and user_id not in ($1, $2)`, [one.id, two.id])
    const [asOne, asTwo] = await Promise.all([login(one), login(two)])
    const self = await post(`/api/admin/users/${one.id}/roles`, { remove: ['admin'] }, asOne)
    expect(self.statusCode).toBe(422)
    expect(self.json().code).toBe('cannot_demote_self')
    const results = await Promise.all([
      post(`/api/admin/users/${two.id}/roles`, { remove: ['admin'] }, asOne),
      post(`/api/admin/users/${one.id}/roles`, { remove: ['admin'] }, asTwo),
    ])
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes[0]).toBe(200)
    // The loser either finds it is no longer an admin (403) or would remove the last one (422).
    expect([403, 422]).toContain(codes[1])
    const admins = (await sql(`select user_id from user_roles where role = 'admin'`)).rows
    expect(admins).toHaveLength(1)
    // Put the suite's admin back.
    await sql(`insert into user_roles (user_id, role) values ($1, 'admin')`, [admin.id])
  })

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const count = Number((await sql('select count(*) from audit_entries')).rows[0].count)
    expect(count).toBeGreaterThan(0)
    await expect(sql(`update audit_entries set reason = 'forged'`)).rejects.toThrow(/append-only/)
    await expect(sql('delete from audit_entries')).rejects.toThrow(/append-only/)
    await expect(sql('truncate audit_entries')).rejects.toThrow(/append-only/)
    expect(Number((await sql('select count(*) from audit_entries')).rows[0].count)).toBe(count)
    expect((await sql(`select count(*) from audit_entries where reason = 'forged'`)).rows[0].count).toBe('0')
  })

  it('keeps entries when the actor or the target deletes their account', async () => {
    const user = await registerAccount(t, { firstName: 'Dan' })
    await post(`/api/admin/users/${user.id}/block`, { reason: 'Fraud' }, admin)
    await sql('delete from users where id = $1', [user.id])
    expect(await entriesAbout(user.id)).toHaveLength(1)
  })
})
