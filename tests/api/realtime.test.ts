import type { AddressInfo } from 'node:net'
import { io, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ClientToServerEvents, ServerToClientEvents, ValidationResult } from '#shared/api/realtime.ts'
import {
  type Account,
  bearer,
  registerAccount,
  registerConfirmedAccount,
  uniqueEmail,
} from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>

const ADMIN_EMAIL = uniqueEmail('admin')

let t: TestApp
let admin: Account
let baseUrl: string
const sockets: ClientSocket[] = []

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true', ADMIN_EMAILS: ADMIN_EMAIL })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  admin = await registerConfirmedAccount(t, { email: ADMIN_EMAIL })
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect()
})

afterAll(async () => {
  await t.close()
})

/** A socket as the app opens it: websocket transport, the access token as auth. */
function openSocket(token?: string): ClientSocket {
  const socket: ClientSocket = io(baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token !== undefined ? { auth: { token } } : {}),
  })
  sockets.push(socket)
  return socket
}

function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', (error) => reject(error))
  })
}

function connectError(socket: ClientSocket): Promise<Error & { data?: unknown }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket connected')))
    socket.once('connect_error', (error) => resolve(error))
  })
}

async function connect(token?: string) {
  const socket = openSocket(token)
  await connected(socket)
  return socket
}

let requestCounter = 0

/** Asks a validation question and waits for the answer with the same requestId. */
function ask(socket: ClientSocket, kind: 'email' | 'phone', value: string): Promise<ValidationResult> {
  requestCounter += 1
  const requestId = `r${requestCounter}`
  const event = kind === 'email' ? 'validation:email' : 'validation:phone'
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} for ${value}`)), 5000)
    const listener = (result: ValidationResult) => {
      if (result.requestId !== requestId) return
      clearTimeout(timer)
      socket.off(event, listener)
      resolve(result)
    }
    socket.on(event, listener)
    socket.emit(kind === 'email' ? 'validate:email' : 'validate:phone', { value, requestId })
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function registerWithPhone(phone: string): Promise<Account> {
  const account = await registerAccount(t)
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    payload: { phone },
    headers: bearer(account.token),
  })
  if (res.statusCode !== 200) throw new Error(`set phone: ${res.statusCode} ${res.body}`)
  return account
}

describe('the blocked event', () => {
  it('reaches the blocked user’s sockets with a redirect to /blocked, and only theirs', async () => {
    const victim = await registerAccount(t)
    const bystander = await registerAccount(t)
    const victimSocket = await connect(victim.token)
    const bystanderSocket = await connect(bystander.token)
    const guestSocket = await connect()

    const heard: string[] = []
    bystanderSocket.onAny((event: string) => heard.push(`bystander ${event}`))
    guestSocket.onAny((event: string) => heard.push(`guest ${event}`))
    const received = new Promise<unknown>((resolve) =>
      victimSocket.on(`user:${victim.id}:blocked`, (payload) => resolve(payload)),
    )
    const closed = new Promise<string>((resolve) =>
      victimSocket.on('disconnect', (reason) => resolve(reason)),
    )

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${victim.id}/block`,
      payload: { reason: 'Spam' },
      headers: bearer(admin.token),
    })
    expect(res.statusCode).toBe(200)
    expect(await received).toEqual({ redirectTo: '/blocked' })
    // Then the server closes the blocked user's sockets.
    expect(await closed).toBe('io server disconnect')
    await sleep(200)
    expect(heard).toEqual([])
    expect(bystanderSocket.connected).toBe(true)
  })

  it('refuses a blocked user’s token at the handshake, with the redirect', async () => {
    const victim = await registerAccount(t)
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${victim.id}/block`,
      payload: { reason: 'Spam' },
      headers: bearer(admin.token),
    })
    const error = await connectError(openSocket(victim.token))
    expect(error.message).toBe('account_blocked')
    expect(error.data).toEqual({ redirectTo: '/blocked' })
  })
})

describe('the handshake', () => {
  it('refuses a bad token with connect_error', async () => {
    const malformed = await connectError(openSocket('not-a-jwt'))
    expect(malformed.message).toBe('token_malformed')

    const account = await registerAccount(t)
    const [h, p, s] = account.token.split('.')
    const tampered = `${h}.${p}x.${s}`
    expect((await connectError(openSocket(tampered))).message).toMatch(/^token_(invalid|malformed)$/)

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: account.refreshToken },
      headers: bearer(account.token),
    })
    expect((await connectError(openSocket(account.token))).message).toBe('unauthorized')
  })

  it('lets a guest connect without a token', async () => {
    const socket = await connect()
    expect(socket.connected).toBe(true)
  })
})

describe('email validation', () => {
  it('tells a guest whether an email is invalid, taken or free', async () => {
    const existing = await registerAccount(t)
    const socket = await connect()

    const invalid = await ask(socket, 'email', 'not-an-email')
    expect(invalid).toMatchObject({
      value: 'not-an-email',
      valid: false,
      available: false,
      code: 'invalid',
      message: expect.any(String),
    })

    for (const value of [existing.email, existing.email.toUpperCase(), `  ${existing.email} `]) {
      expect(await ask(socket, 'email', value), value).toMatchObject({
        value,
        valid: true,
        available: false,
        code: 'taken',
      })
    }

    const free = uniqueEmail('free')
    expect(await ask(socket, 'email', free)).toEqual({
      value: free,
      requestId: expect.any(String),
      valid: true,
      available: true,
      code: 'ok',
    })
  })

  it('answers a logged-in user that their own email is fine', async () => {
    const account = await registerAccount(t)
    const other = await registerAccount(t)
    const socket = await connect(account.token)
    expect(await ask(socket, 'email', account.email)).toMatchObject({ code: 'ok', available: true })
    expect(await ask(socket, 'email', other.email)).toMatchObject({ code: 'taken', available: false })
  })

  it('answers each question with its own requestId', async () => {
    const socket = await connect()
    const answers = await Promise.all([
      ask(socket, 'email', 'a@'),
      ask(socket, 'email', uniqueEmail('one')),
      ask(socket, 'email', admin.email),
    ])
    expect(answers.map((a) => a.code)).toEqual(['invalid', 'ok', 'taken'])
  })
})

describe('phone validation', () => {
  it('tells a guest whether a phone is invalid, taken or free, whatever its formatting', async () => {
    await registerWithPhone('+7 912 000-11-22')
    const socket = await connect()

    for (const value of ['12', 'phone', '+7 912 abc-11-22', '1'.repeat(16)]) {
      expect(await ask(socket, 'phone', value), value).toMatchObject({
        value,
        valid: false,
        available: false,
        code: 'invalid',
      })
    }
    for (const value of ['+79120001122', '+7 (912) 000-11-22', '7 912 000 11 22']) {
      expect(await ask(socket, 'phone', value), value).toMatchObject({
        value,
        valid: true,
        available: false,
        code: 'taken',
      })
    }
    expect(await ask(socket, 'phone', '+7 912 000-11-23')).toMatchObject({
      valid: true,
      available: true,
      code: 'ok',
    })
  })

  it('answers a logged-in user that their own phone is fine, and another’s is taken', async () => {
    const owner = await registerWithPhone('+44 20 7946 0958')
    const other = await registerWithPhone('+44 20 7946 0959')
    const socket = await connect(owner.token)
    expect(await ask(socket, 'phone', '+44 20 7946 0958')).toMatchObject({ code: 'ok', available: true })
    expect(await ask(socket, 'phone', '+44 20 7946 0959')).toMatchObject({ code: 'taken', available: false })
    const otherSocket = await connect(other.token)
    expect(await ask(otherSocket, 'phone', '+442079460958')).toMatchObject({ code: 'taken' })
  })

  it('ignores a malformed question instead of failing', async () => {
    const socket = await connect()
    const heard: string[] = []
    socket.onAny((event: string) => heard.push(event))
    const raw = socket as unknown as { emit(event: string, payload: unknown): void }
    raw.emit('validate:phone', { value: 42 })
    raw.emit('validate:email', 'just a string')
    raw.emit('validate:email', { value: 'x'.repeat(300) })
    await sleep(300)
    expect(heard).toEqual([])
    expect(socket.connected).toBe(true)
    expect(await ask(socket, 'phone', '+7 912 000-99-88')).toMatchObject({ code: 'ok' })
  })
})
