import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Account, registerAccount, registerConfirmedAccount, uniqueEmail } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { caller } from './trainings-fixtures.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let call: ReturnType<typeof caller>
let admin: Account
let moderator: Account
let student: Account

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true', ADMIN_EMAILS: ADMIN_EMAIL })
  call = caller(t)
  admin = await registerConfirmedAccount(t, { email: ADMIN_EMAIL, firstName: 'Ada' })
  moderator = await registerAccount(t)
  student = await registerAccount(t)
  await sql(`insert into user_roles (user_id, role) values ($1, 'moderator')`, [moderator.id])
})
afterAll(async () => {
  await t.close()
})

const ABOUT_RU = { locale: 'ru', title: 'О нас', body: '## Кто мы\n\nTrainly — сервис для тренировок.' }

describe('content pages', () => {
  it('is 404 before anything is written, and only admins write (401/403 for others)', async () => {
    expect((await call('GET', '/api/content/about?locale=ru')).statusCode).toBe(404)
    expect((await call('PUT', '/api/content/about', undefined, ABOUT_RU)).statusCode).toBe(401)
    for (const who of [student, moderator]) {
      expect((await call('PUT', '/api/content/about', who, ABOUT_RU)).statusCode).toBe(403)
      expect((await call('GET', '/api/content/about/versions?locale=ru', who)).statusCode).toBe(403)
    }
    expect((await call('GET', '/api/content/unknown?locale=ru')).statusCode).toBe(400)
  })

  it('refuses a bad page with field errors', async () => {
    for (const [body, field] of [
      [{ ...ABOUT_RU, title: ' ' }, 'title'],
      [{ ...ABOUT_RU, body: '   ' }, 'body'],
      [{ ...ABOUT_RU, body: 'x'.repeat(50_001) }, 'body'],
      [{ ...ABOUT_RU, locale: 'de' }, 'locale'],
      [{ ...ABOUT_RU, body: 'a\u0000b' }, 'body'],
      // Half a surrogate pair: JSON carries it, the audit trail's jsonb cannot (found by the fuzz).
      [{ ...ABOUT_RU, body: '\ud800' }, 'body'],
      [{ ...ABOUT_RU, title: 'x\udc00' }, 'title'],
    ] as const) {
      const res = await call('PUT', '/api/content/about', admin, body)
      expect(res.statusCode, field).toBe(400)
      expect(Object.keys(res.json().fields), field).toContain(field)
    }
  })

  it('serves the page in the language asked for, else the other one with its language named', async () => {
    const saved = await call('PUT', '/api/content/about', admin, ABOUT_RU)
    expect(saved.statusCode).toBe(200)
    expect((await call('GET', '/api/content/about?locale=ru')).json().data).toMatchObject({
      slug: 'about',
      locale: 'ru',
      contentLocale: 'ru',
      title: 'О нас',
      body: ABOUT_RU.body,
    })
    // No English text yet: the Russian one, said to be Russian.
    expect((await call('GET', '/api/content/about?locale=en')).json().data).toMatchObject({
      locale: 'en',
      contentLocale: 'ru',
      title: 'О нас',
    })
    await call('PUT', '/api/content/about', admin, {
      locale: 'en',
      title: 'About us',
      body: 'We are Trainly.',
    })
    expect((await call('GET', '/api/content/about?locale=en')).json().data).toMatchObject({
      contentLocale: 'en',
      title: 'About us',
    })
  })

  it('keeps every version with who and when, restores one as a new version, audits each save', async () => {
    await call('PUT', '/api/content/help', admin, { locale: 'ru', title: 'Помощь', body: 'Версия 1' })
    await call('PUT', '/api/content/help', admin, { locale: 'ru', title: 'Помощь', body: 'Версия 2' })
    const versions = (await call('GET', '/api/content/help/versions?locale=ru', admin)).json().data
    expect(versions.map((v: { body: string }) => v.body)).toEqual(['Версия 2', 'Версия 1'])
    expect(versions[0].createdBy).toBe('Ada')
    const restored = await call('POST', `/api/content/help/versions/${versions[1].id}/restore`, admin)
    expect(restored.statusCode).toBe(200)
    expect(restored.json().data.body).toBe('Версия 1')
    const after = (await call('GET', '/api/content/help/versions?locale=ru', admin)).json().data
    expect(after.map((v: { body: string }) => v.body)).toEqual(['Версия 1', 'Версия 2', 'Версия 1'])
    const audit = await sql(
      `select action, before, after, reason from audit_entries where target_id = 'help:ru' order by created_at, id`,
    )
    expect(audit.rows).toHaveLength(3)
    expect(audit.rows.every((r) => r.action === 'content_updated')).toBe(true)
    expect(audit.rows.some((r) => r.reason === `restored version ${versions[1].id}`)).toBe(true)
    // A version of another page cannot be restored through this one.
    const wrong = await call('POST', `/api/content/about/versions/${versions[1].id}/restore`, admin)
    expect(wrong.statusCode).toBe(404)
    expect(
      (await call('POST', `/api/content/help/versions/${versions[1].id}/restore`, student)).statusCode,
    ).toBe(403)
  })

  it('stores hostile Markdown as text (the client renders it sanitized)', async () => {
    const body = '<script>alert(1)</script>\n\n[x](javascript:alert(1))'
    await call('PUT', '/api/content/privacy', admin, { locale: 'en', title: 'Privacy', body })
    const res = await call('GET', '/api/content/privacy?locale=en')
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.json().data.body).toBe(body)
  })
})
