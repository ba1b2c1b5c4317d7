import { randomBytes } from 'node:crypto'
import type { TestApp } from './test-app.ts'

export const PASSWORD = 'Correct-Horse-42'

let counter = 0
export function uniqueEmail(prefix = 'user') {
  counter += 1
  return `${prefix}.${counter}.${randomBytes(4).toString('hex')}@example.test`
}

export interface Account {
  id: string
  email: string
  token: string
  refreshToken: string
  sessionId: string
}

export function bearer(token: string, userId?: string) {
  return { authorization: `Bearer ${token}`, ...(userId ? { 'x-user-id': userId } : {}) }
}

export async function registerAccount(
  t: TestApp,
  fields: { email?: string; password?: string; firstName?: string; headers?: Record<string, string> } = {},
): Promise<Account> {
  const email = fields.email ?? uniqueEmail()
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: fields.headers ?? {},
    payload: { email, password: fields.password ?? PASSWORD, firstName: fields.firstName ?? 'Test' },
  })
  if (res.statusCode !== 201) throw new Error(`register ${email}: ${res.statusCode} ${res.body}`)
  const body = res.json()
  const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString())
  return {
    id: body.user.id,
    email,
    token: body.token,
    refreshToken: body.refreshToken,
    sessionId: payload.sid,
  }
}

export async function loginAccount(t: TestApp, email: string, password = PASSWORD, userAgent?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: userAgent ? { 'user-agent': userAgent } : {},
    payload: { email, password },
  })
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`)
  const body = res.json()
  const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString())
  return {
    id: body.user.id as string,
    email,
    token: body.token as string,
    refreshToken: body.refreshToken as string,
    sessionId: payload.sid as string,
  }
}
