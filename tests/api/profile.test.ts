import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import {
  bearer,
  confirmEmail,
  loginAccount,
  PASSWORD,
  registerAccount,
  uniqueEmail,
} from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
})

afterAll(async () => {
  await t.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers })
const patch = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url, payload: payload as object, headers })

/** A real 1×1 PNG and a real 1×1 JPEG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////' +
    '////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
)

interface FilePart {
  name: string
  filename: string
  contentType: string
  data: Buffer
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
function multipart(parts: FilePart[]) {
  const boundary = `----TrainlyTest${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\n` +
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

function uploadAvatar(token: string, part: Partial<FilePart> & { data: Buffer }) {
  const body = multipart([
    { name: 'avatar', filename: 'me.png', contentType: 'image/png', ...part } satisfies FilePart,
  ])
  return t.app.inject({
    method: 'POST',
    url: '/api/user/avatar',
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  })
}

describe('reading the profile', () => {
  it('answers the SPEC profile fields of a new account', async () => {
    const account = await registerAccount(t, { firstName: 'Nina' })
    const res = await get('/api/user/profile', bearer(account.token, account.id))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        id: account.id,
        firstName: 'Nina',
        lastName: '',
        username: '',
        email: account.email,
        emailVerified: false,
        pendingEmail: '',
        phone: '',
        avatar: '',
        vkLink: '',
        isTrainer: false,
        language: null,
        timeZone: 'Europe/Moscow',
        theme: 'system',
        hasPassword: true,
        telegramLinked: false,
        telegramAvailable: false,
        notifications: { telegram: true, email: false },
      },
    })
  })

  it('answers the second reading in snake_case with every field defaulting to an empty string', async () => {
    const account = await registerAccount(t, { firstName: 'Oleg' })
    const res = await get('/api/profile', bearer(account.token))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'success',
      data: { first_name: 'Oleg', last_name: '', email: account.email, phone: '', avatar: '' },
    })

    await patch('/api/user/profile', { lastName: 'Petrov', phone: '+7 912 345-67-89' }, bearer(account.token))
    expect((await get('/api/profile', bearer(account.token))).json().data).toEqual({
      first_name: 'Oleg',
      last_name: 'Petrov',
      email: account.email,
      phone: '+79123456789',
      avatar: '',
    })
  })

  it('refuses a guest', async () => {
    for (const url of ['/api/user/profile', '/api/profile']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(401)
      expect(res.json(), url).toMatchObject({ status: 'error', code: 'not_authenticated' })
    }
    expect((await patch('/api/user/profile', { firstName: 'X' })).statusCode).toBe(401)
    expect((await post('/api/user/password', { newPassword: 'Brand-new-secret-7' })).statusCode).toBe(401)
  })
})

describe('editing the profile', () => {
  it('saves names, phone, VK link, language, time zone and theme, normalising what it can', async () => {
    const account = await registerAccount(t)
    const res = await patch(
      '/api/user/profile',
      {
        firstName: '  Nina ',
        lastName: 'Kuznetsova',
        username: 'nina_k',
        phone: '+7 (912) 345-67-80',
        vkLink: 'vk.com/nina.k',
        language: 'ru',
        timeZone: 'Asia/Novosibirsk',
        theme: 'dark',
      },
      bearer(account.token, account.id),
    )
    expect(res.statusCode).toBe(200)
    const expected = {
      id: account.id,
      firstName: 'Nina',
      lastName: 'Kuznetsova',
      username: 'nina_k',
      email: account.email,
      phone: '+79123456780',
      vkLink: 'https://vk.com/nina.k',
      language: 'ru',
      timeZone: 'Asia/Novosibirsk',
      theme: 'dark',
    }
    expect(res.json()).toMatchObject({ status: 'success', data: expected })
    expect((await get('/api/user/profile', bearer(account.token))).json().data).toMatchObject(expected)
  })

  it('changes only the fields sent, and clears a field sent empty', async () => {
    const account = await registerAccount(t, { firstName: 'Ivan' })
    const first = await patch(
      '/api/user/profile',
      { lastName: 'Sidorov', phone: '8 912 555-01-02', vkLink: 'http://vk.com/ivan_s' },
      bearer(account.token),
    )
    // A Russian domestic number (8 and ten digits) is stored with its country code.
    expect(first.json().data.phone).toBe('+79125550102')
    const res = await patch('/api/user/profile', { theme: 'light', phone: '' }, bearer(account.token))
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      firstName: 'Ivan',
      lastName: 'Sidorov',
      phone: '',
      vkLink: 'https://vk.com/ivan_s',
      theme: 'light',
    })
    const cleared = await patch('/api/user/profile', { vkLink: '' }, bearer(account.token))
    expect(cleared.json().data.vkLink).toBe('')
  })

  it('refuses bad values with a field error and saves nothing', async () => {
    const account = await registerAccount(t, { firstName: 'Vera' })
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'firstName'],
      [{ firstName: '   ' }, 'firstName'],
      [{ firstName: 'x'.repeat(61) }, 'firstName'],
      [{ lastName: 'y'.repeat(61) }, 'lastName'],
      [{ username: 'a b' }, 'username'],
      [{ username: 'Admin' }, 'username'],
      [{ username: 'trainly_support' }, 'username'],
      [{ phone: '12' }, 'phone'],
      [{ phone: '+1234567' }, 'phone'],
      [{ phone: '+0 123 456 789' }, 'phone'],
      [{ phone: '8 (912) 000' }, 'phone'],
      [{ phone: '+7 912 abc 67 89' }, 'phone'],
      [{ phone: '1'.repeat(16) }, 'phone'],
      [{ vkLink: 'https://evil.example/nina' }, 'vkLink'],
      [{ vkLink: 'javascript:alert(1)' }, 'vkLink'],
      [{ language: 'de' }, 'language'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
      [{ theme: 'neon' }, 'theme'],
      [{ email: 'not-an-email' }, 'email'],
      [{ firstName: 42 }, 'firstName'],
      [{ theme: null }, 'theme'],
    ]
    for (const [payload, field] of cases) {
      const res = await patch('/api/user/profile', { lastName: 'Changed', ...payload }, bearer(account.token))
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json(), JSON.stringify(payload)).toMatchObject({
        status: 'error',
        code: 'validation_error',
        fields: { [field]: expect.any(String) },
      })
    }
    const profile = (await get('/api/user/profile', bearer(account.token))).json().data
    expect(profile).toMatchObject({ firstName: 'Vera', lastName: '', phone: '', theme: 'system' })
  })

  it('asks for the current password to change the email', async () => {
    const account = await registerAccount(t)
    const newEmail = uniqueEmail('moved')
    for (const payload of [{ email: newEmail }, { email: newEmail, currentPassword: 'Wrong-password-1' }]) {
      const res = await patch('/api/user/profile', payload, bearer(account.token))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ status: 'error', fields: { currentPassword: expect.any(String) } })
    }
    expect((await get('/api/user/profile', bearer(account.token))).json().data.email).toBe(account.email)

    const res = await patch(
      '/api/user/profile',
      { email: newEmail, currentPassword: PASSWORD },
      bearer(account.token),
    )
    expect(res.statusCode).toBe(200)
    // The new address waits for its link (decision 0022); the old one stays in force until then.
    expect(res.json().data).toMatchObject({ email: account.email, pendingEmail: newEmail })
    expect((await post('/api/auth/login', { email: newEmail, password: PASSWORD })).statusCode).toBe(401)
    expect((await loginAccount(t, account.email)).id).toBe(account.id)

    await confirmEmail(t, newEmail)
    expect((await get('/api/user/profile', bearer(account.token))).json().data).toMatchObject({
      email: newEmail,
      emailVerified: true,
      pendingEmail: '',
    })
    expect((await loginAccount(t, newEmail)).id).toBe(account.id)
    const old = await post('/api/auth/login', { email: account.email, password: PASSWORD })
    expect(old.statusCode).toBe(401)
  })

  it('refuses an email used by another account, whatever its case', async () => {
    const owner = await registerAccount(t)
    const other = await registerAccount(t)
    for (const email of [owner.email, owner.email.toUpperCase()]) {
      const res = await patch('/api/user/profile', { email, currentPassword: PASSWORD }, bearer(other.token))
      expect(res.statusCode, email).toBe(409)
      expect(res.json(), email).toMatchObject({
        status: 'error',
        code: 'email_taken',
        fields: { email: expect.any(String) },
      })
    }
    expect((await get('/api/user/profile', bearer(other.token))).json().data.email).toBe(other.email)
  })

  it('lets an account send its own email in another case without the password', async () => {
    const account = await registerAccount(t)
    const res = await patch(
      '/api/user/profile',
      { email: account.email.toUpperCase(), firstName: 'Same' },
      bearer(account.token),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ email: account.email, firstName: 'Same' })
  })
})

describe('the avatar', () => {
  it('stores a PNG and serves it from /uploads/ with a cache-buster and a year of immutable caching', async () => {
    const account = await registerAccount(t)
    const before = clock.nowMs()
    const res = await uploadAvatar(account.token, { data: PNG })
    expect(res.statusCode).toBe(200)
    const { avatar } = res.json().data as { avatar: string }
    expect(avatar).toMatch(/^\/uploads\/avatars\/[^/?]+\.png\?v=\d+$/)
    const version = Number(new URL(avatar, 'http://x').searchParams.get('v'))
    expect(version).toBeGreaterThanOrEqual(before - 1000)
    expect(version).toBeLessThanOrEqual(clock.nowMs() + 1000)

    const file = await get(avatar)
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(PNG)).toBe(true)
    expect(file.headers['content-type']).toMatch(/^image\/png/)
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    expect((await get('/api/user/profile', bearer(account.token))).json().data.avatar).toBe(avatar)
    expect((await get('/api/profile', bearer(account.token))).json().data.avatar).toBe(avatar)
  })

  it('recognises a JPEG by its bytes, whatever name it came with, and replaces the previous file', async () => {
    const account = await registerAccount(t)
    const first = (await uploadAvatar(account.token, { data: PNG })).json().data.avatar as string
    const res = await uploadAvatar(account.token, {
      data: JPEG,
      filename: 'photo.png',
      contentType: 'image/png',
    })
    expect(res.statusCode).toBe(200)
    const second = res.json().data.avatar as string
    expect(second).toMatch(/^\/uploads\/avatars\/[^/?]+\.jpg\?v=\d+$/)
    expect(second.split('?')[0]).not.toBe(first.split('?')[0])
    const file = await get(second)
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(JPEG)).toBe(true)
    expect((await get(first)).statusCode).toBe(404)
  })

  it('refuses a text file named .png with 415', async () => {
    const account = await registerAccount(t)
    const res = await uploadAvatar(account.token, { data: Buffer.from('just some text, not an image\n') })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({ status: 'error', fields: { avatar: expect.any(String) } })
    expect((await get('/api/user/profile', bearer(account.token))).json().data.avatar).toBe('')
  })

  it('refuses an image over 2 MB with 413', async () => {
    const account = await registerAccount(t)
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length, 0)])
    const res = await uploadAvatar(account.token, { data: big })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ status: 'error', code: 'payload_too_large' })
    expect((await get('/api/user/profile', bearer(account.token))).json().data.avatar).toBe('')
  })

  it('accepts an image of exactly 2 MB', async () => {
    const account = await registerAccount(t)
    const exact = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length, 0)])
    const res = await uploadAvatar(account.token, { data: exact })
    expect(res.statusCode).toBe(200)
  })

  it('refuses a body that is not multipart with 415, and a form without a file with 400', async () => {
    const account = await registerAccount(t)
    const json = await post('/api/user/avatar', { avatar: PNG.toString('base64') }, bearer(account.token))
    expect(json.statusCode).toBe(415)
    expect(json.json()).toMatchObject({ status: 'error', code: 'unsupported_media_type' })

    const boundary = 'emptyform'
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { ...bearer(account.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ status: 'error', fields: { avatar: expect.any(String) } })
  })

  it('refuses multipart without a boundary, or cut short, with a clear 400 and keeps the avatar', async () => {
    const account = await registerAccount(t)
    const whole = multipart([{ name: 'avatar', filename: 'a.png', contentType: 'image/png', data: PNG }])
    const attempts = [
      { payload: whole.payload, contentType: 'multipart/form-data' },
      // The file's part never ends: the closing boundary is missing.
      {
        payload: whole.payload.subarray(0, whole.payload.length - 60),
        contentType: whole.headers['content-type'],
      },
      { payload: whole.payload.subarray(0, 40), contentType: whole.headers['content-type'] },
    ]
    for (const { payload, contentType } of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/avatar',
        payload,
        headers: { ...bearer(account.token), 'content-type': contentType },
      })
      expect(res.statusCode, contentType).toBe(400)
      expect(res.json()).toEqual({
        status: 'error',
        code: 'multipart_invalid',
        message: MESSAGES.multipartInvalid,
        fields: { avatar: MESSAGES.multipartInvalid },
      })
    }
    expect((await get('/api/user/profile', bearer(account.token))).json().data.avatar).toBe('')
  })

  it('refuses a guest', async () => {
    const body = multipart([{ name: 'avatar', filename: 'a.png', contentType: 'image/png', data: PNG }])
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      payload: body.payload,
      headers: body.headers,
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('changing the password', () => {
  it('refuses a wrong or missing current password', async () => {
    const account = await registerAccount(t)
    for (const payload of [
      { currentPassword: 'Wrong-password-1', newPassword: 'Brand-new-secret-7' },
      { newPassword: 'Brand-new-secret-7' },
    ]) {
      const res = await post('/api/user/password', payload, bearer(account.token))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ status: 'error', fields: { currentPassword: expect.any(String) } })
    }
    await loginAccount(t, account.email, PASSWORD)
  })

  it('refuses a common, a short or a too long new password', async () => {
    const account = await registerAccount(t)
    for (const newPassword of ['iloveyou1', 'Short1!', 'x'.repeat(129)]) {
      const res = await post(
        '/api/user/password',
        { currentPassword: PASSWORD, newPassword },
        bearer(account.token),
      )
      expect(res.statusCode, newPassword).toBe(400)
      expect(res.json(), newPassword).toMatchObject({
        status: 'error',
        fields: { newPassword: expect.any(String) },
      })
    }
    await loginAccount(t, account.email, PASSWORD)
  })

  it('changes it, ends the other sessions and keeps the current one', async () => {
    const account = await registerAccount(t)
    const other = await loginAccount(t, account.email)
    const current = await loginAccount(t, account.email)
    const res = await post(
      '/api/user/password',
      { currentPassword: PASSWORD, newPassword: 'Brand-new-secret-7' },
      bearer(current.token, current.id),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'success', message: expect.any(String) })

    for (const ended of [account, other]) {
      expect((await get('/api/auth/check-session', bearer(ended.token))).json()).toMatchObject({
        isValid: false,
        code: 'session_terminated',
      })
      expect((await post('/api/auth/refresh', { refreshToken: ended.refreshToken })).statusCode).toBe(401)
    }
    expect((await get('/api/auth/check-session', bearer(current.token))).json()).toMatchObject({
      isValid: true,
      code: 'session_active',
    })
    expect((await get('/api/user/profile', bearer(current.token))).statusCode).toBe(200)
    expect((await post('/api/auth/refresh', { refreshToken: current.refreshToken })).statusCode).toBe(200)

    expect((await post('/api/auth/login', { email: account.email, password: PASSWORD })).statusCode).toBe(401)
    await loginAccount(t, account.email, 'Brand-new-secret-7')
  })
})

describe('phone numbers', () => {
  it('belong to one account: registering or saving a taken one answers 409 on the phone field', async () => {
    const owner = await registerAccount(t)
    const set = await patch('/api/user/profile', { phone: '+44 20 7946 0018' }, bearer(owner.token))
    expect(set.statusCode).toBe(200)

    const other = await registerAccount(t)
    const taken = await patch('/api/user/profile', { phone: '+442079460018' }, bearer(other.token))
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ code: 'phone_taken', fields: { phone: expect.any(String) } })

    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: uniqueEmail('phone'),
        password: 'Correct-Horse-42',
        firstName: 'P',
        phone: '+44 (20) 7946-0018',
      },
    })
    expect(register.statusCode).toBe(409)
    expect(register.json()).toMatchObject({ code: 'phone_taken', fields: { phone: expect.any(String) } })

    // Saving one's own number again is fine.
    expect(
      (await patch('/api/user/profile', { phone: '+442079460018' }, bearer(owner.token))).statusCode,
    ).toBe(200)
  })
})
