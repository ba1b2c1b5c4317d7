// Issue 15, defect 5 (decision 0023): the realtime channel tells whether an email or a phone is
// free at registration's pace per IP, across sockets; syntax answers are always given.
import type { AddressInfo } from 'node:net'
import { io, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ClientToServerEvents, ServerToClientEvents, ValidationResult } from '#shared/api/realtime.ts'
import { registerAccount, uniqueEmail } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>

/** Registration's limit per IP and hour, the pace of availability answers. */
const BUDGET = 30

/** Limits on, no proxy trusted: every socket here comes from 127.0.0.1. */
let direct: TestApp
/** Limits on, behind a trusted proxy on loopback: X-Forwarded-For names the client. */
let proxied: TestApp
const sockets: ClientSocket[] = []

async function listen(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
}
const urls = new Map<TestApp, string>()

beforeAll(async () => {
  ;[direct, proxied] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: 'loopback' })])
  urls.set(direct, await listen(direct))
  urls.set(proxied, await listen(proxied))
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect()
})

afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()])
})

/** A guest's socket, as the registration form opens it; `forwardedFor` sets X-Forwarded-For. */
async function guest(t: TestApp, forwardedFor?: string): Promise<ClientSocket> {
  const socket: ClientSocket = io(urls.get(t), {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(forwardedFor ? { extraHeaders: { 'x-forwarded-for': forwardedFor } } : {}),
  })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', (error) => reject(error))
  })
  return socket
}

let requestCounter = 0
function ask(socket: ClientSocket, kind: 'email' | 'phone', value: string): Promise<ValidationResult> {
  requestCounter += 1
  const requestId = `q${requestCounter}`
  const event = kind === 'email' ? 'validation:email' : 'validation:phone'
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} for ${value}`)), 60_000)
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

/** `perSocket` questions on each of `count` new guest sockets, all at once; the answers. */
async function flood(
  t: TestApp,
  kind: 'email' | 'phone',
  count: number,
  perSocket: number,
  value: (i: number) => string,
  forwardedFor?: string,
) {
  const all = await Promise.all(Array.from({ length: count }, () => guest(t, forwardedFor)))
  return Promise.all(
    all.flatMap((socket, s) =>
      Array.from({ length: perSocket }, (_, q) => ask(socket, kind, value(s * perSocket + q))),
    ),
  )
}

const told = (answers: ValidationResult[]) => answers.filter((a) => a.code === 'ok' || a.code === 'taken')
const UNCHECKED = { valid: true, available: false, code: 'unchecked' }

let phoneCounter = 0
/** A fresh, well-formed phone number. */
const newPhone = () => {
  phoneCounter += 1
  return `+7 913 ${String(1_000_000 + phoneCounter).slice(1)}`
}

describe('the defect replayed: 1,500 validate:email from 25 guest sockets of one IP', () => {
  it('answers availability no more than registration would, and syntax always', async () => {
    const known = await registerAccount(direct)
    const socket = await guest(direct)
    expect(await ask(socket, 'email', known.email)).toMatchObject({
      valid: true,
      available: false,
      code: 'taken',
    })
    expect(await ask(socket, 'email', uniqueEmail('free'))).toMatchObject({
      valid: true,
      available: true,
      code: 'ok',
    })
    expect(await ask(socket, 'email', 'not-an-email')).toMatchObject({ valid: false, code: 'invalid' })

    const answers = await flood(direct, 'email', 25, 60, (i) =>
      i === 0 ? known.email : uniqueEmail(`probe${i}`),
    )
    expect(answers).toHaveLength(1500)
    // Two of the budget went above; the rest of it here, every other answer about the form only.
    expect(told(answers)).toHaveLength(BUDGET - 2)
    const unchecked = answers.filter((a) => a.code === 'unchecked')
    expect(unchecked).toHaveLength(1500 - (BUDGET - 2))
    for (const answer of unchecked) {
      expect(answer).toMatchObject(UNCHECKED)
      expect(answer.message).toBeUndefined()
    }

    // Past the budget: the known email is no longer told apart, and syntax is still answered.
    const after = await guest(direct)
    expect(await ask(after, 'email', known.email)).toMatchObject(UNCHECKED)
    expect(await ask(after, 'email', 'still not an email')).toMatchObject({ valid: false, code: 'invalid' })
    // A spoofed X-Forwarded-For is not trusted here, so it buys no fresh budget.
    const spoofed = await guest(direct, '203.0.113.77')
    expect(await ask(spoofed, 'email', known.email)).toMatchObject(UNCHECKED)
  })

  it('gives phones a budget of their own, at the same pace', async () => {
    const answers = await flood(direct, 'phone', 5, 12, () => newPhone())
    expect(told(answers)).toHaveLength(BUDGET)
    expect(answers.filter((a) => a.code === 'unchecked')).toHaveLength(60 - BUDGET)
    const socket = await guest(direct)
    expect(await ask(socket, 'phone', 'abc')).toMatchObject({ valid: false, code: 'invalid' })
    expect(await ask(socket, 'phone', newPhone())).toMatchObject(UNCHECKED)
  })
})

describe('behind a trusted proxy', () => {
  it('counts per client address as the HTTP routes see it, not per proxy', async () => {
    const answers = await flood(proxied, 'email', 2, 20, (i) => uniqueEmail(`via${i}`), '198.51.100.7')
    expect(told(answers)).toHaveLength(BUDGET)
    const same = await guest(proxied, '198.51.100.7')
    expect(await ask(same, 'email', uniqueEmail('again'))).toMatchObject(UNCHECKED)
    // Another client behind the same proxy has its own budget.
    const other = await guest(proxied, '198.51.100.8')
    expect(await ask(other, 'email', uniqueEmail('other'))).toMatchObject({ available: true, code: 'ok' })
    const phone = await guest(proxied, '198.51.100.7')
    expect(await ask(phone, 'phone', newPhone())).toMatchObject({ available: true, code: 'ok' })
  })
})
