// POST /api/pwa/dismiss (SPEC.md §7): the installed app reports itself once per account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { bearer } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { insertStudent } from './booking-fixtures.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
})

afterAll(async () => {
  await t.close()
})

function dismiss(headers: Record<string, string>, payload: unknown = { reason: 'installed' }) {
  return t.app.inject({ method: 'POST', url: '/api/pwa/dismiss', headers, payload: payload as object })
}

async function storedInstalledAt(userId: string): Promise<Date | null> {
  const { rows } = await t.database.pool.query('select pwa_installed_at from users where id = $1', [userId])
  return rows[0].pwa_installed_at as Date | null
}

describe('POST /api/pwa/dismiss', () => {
  it('records when the account first ran the installed app and answers that time', async () => {
    const user = await insertStudent(t)
    expect(await storedInstalledAt(user.id)).toBeNull()
    const before = clock.nowMs()

    const res = await dismiss(bearer(user.token, user.id))

    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({ status: 'success', installedAt: expect.any(String) })
    expect(body.installedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    const installedAt = new Date(body.installedAt).getTime()
    expect(installedAt).toBeGreaterThanOrEqual(before - 1000)
    expect(installedAt).toBeLessThanOrEqual(clock.nowMs() + 1000)
    expect((await storedInstalledAt(user.id))?.toISOString()).toBe(body.installedAt)
  })

  it('keeps the first time when the app reports again', async () => {
    const user = await insertStudent(t)
    const first = await dismiss(bearer(user.token, user.id))
    await new Promise((r) => setTimeout(r, 20))
    const second = await dismiss(bearer(user.token, user.id))

    expect(second.statusCode).toBe(200)
    expect(second.json().installedAt).toBe(first.json().installedAt)
    expect((await storedInstalledAt(user.id))?.toISOString()).toBe(first.json().installedAt)
  })

  it('touches only the caller’s account', async () => {
    const user = await insertStudent(t)
    const other = await insertStudent(t)
    await dismiss(bearer(user.token, user.id))
    expect(await storedInstalledAt(other.id)).toBeNull()
  })

  it('refuses a call without a token with 401', async () => {
    const user = await insertStudent(t)
    const res = await dismiss({ 'x-user-id': user.id })
    expect(res.statusCode).toBe(401)
    expect(await storedInstalledAt(user.id)).toBeNull()
  })

  it('refuses an x-user-id of another user with 403', async () => {
    const user = await insertStudent(t)
    const other = await insertStudent(t)
    const res = await dismiss(bearer(user.token, other.id))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ status: 'error', code: 'user_mismatch' })
    expect(await storedInstalledAt(user.id)).toBeNull()
    expect(await storedInstalledAt(other.id)).toBeNull()
  })

  it('refuses a reason other than installed with 400 and the field’s error', async () => {
    const user = await insertStudent(t)
    for (const payload of [{ reason: 'later' }, {}]) {
      const res = await dismiss(bearer(user.token, user.id), payload)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ status: 'error', fields: { reason: 'reason must be installed' } })
    }
    expect(await storedInstalledAt(user.id)).toBeNull()
  })

  it('needs x-user-id, as SPEC.md lists it for this call', async () => {
    const user = await insertStudent(t)
    const res = await dismiss(bearer(user.token))
    expect(res.statusCode).toBe(400)
    expect(await storedInstalledAt(user.id)).toBeNull()
  })
})
