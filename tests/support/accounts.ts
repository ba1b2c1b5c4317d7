import { randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { decodeMail, verificationTokenFrom } from './smtp.ts'
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

/**
 * The newest mail to `to` in the outbox (DATA_DIR/outbox, where mails go without SMTP_URL), once
 * it is there: mails are sent after the answer, so it may take a moment.
 */
export async function outboxMail(t: TestApp, to: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(t.config.DATA_DIR, 'outbox')
  const suffix = `-${to.replace(/[^\w.@-]/g, '_')}.eml`
  const started = performance.now()
  for (;;) {
    const names = await readdir(outbox).catch(() => [] as string[])
    const mine = names.filter((n) => n.endsWith(suffix)).sort()
    const newest = mine.at(-1)
    if (newest) return decodeMail(await readFile(path.join(outbox, newest), 'utf8'))
    if (performance.now() - started > timeoutMs) throw new Error(`no mail to ${to} in the outbox`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** Opens the confirmation link mailed to the account's address, as its owner would. */
export async function confirmEmail(t: TestApp, email: string) {
  const token = verificationTokenFrom(await outboxMail(t, email))
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/email-verification/verify',
    payload: { token },
  })
  if (res.statusCode !== 200) throw new Error(`confirm ${email}: ${res.statusCode} ${res.body}`)
}

/** A registered account whose address is confirmed (an ADMIN_EMAILS address becomes admin). */
export async function registerConfirmedAccount(
  t: TestApp,
  fields: Parameters<typeof registerAccount>[1] = {},
) {
  const account = await registerAccount(t, fields)
  await confirmEmail(t, account.email)
  return account
}
