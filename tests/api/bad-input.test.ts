import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorSchema, ERROR_STATUS } from '#shared/api/errors.ts'
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
let user: Account
let admin: Account
let target: Account

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true', ADMIN_EMAILS: ADMIN_EMAIL })
  ;[user, admin, target] = await Promise.all([
    registerAccount(t),
    registerConfirmedAccount(t, { email: ADMIN_EMAIL }),
    registerAccount(t),
  ])
})

afterAll(async () => {
  await t.close()
})

interface Endpoint {
  method: 'POST' | 'PATCH'
  url: () => string
  /** Whose token goes with the call: the calls that need one get a valid one, so the body is what is tested. */
  as: () => Account | undefined
  /** The body's fields, with a few plausible values each, so that bad input also reaches past the first check. */
  fields: Record<string, fc.Arbitrary<unknown>>
}

const plausibleEmail = fc.constantFrom('someone@example.test', 'NOT-AN-EMAIL', ' a@b.c ', '@', '')
const plausiblePassword = fc.constantFrom('', 'short', 'Wrong-password-1', 'x'.repeat(129))
const plausibleName = fc.constantFrom('', ' ', 'Nina', 'x'.repeat(61), '\u0000', '<script>')
const plausibleToken = fc.constantFrom('', 'abc', 'A'.repeat(43), 'not a token at all', 'x'.repeat(201))

const ENDPOINTS: Record<string, Endpoint> = {
  'POST /api/auth/register': {
    method: 'POST',
    url: () => '/api/auth/register',
    as: () => undefined,
    fields: {
      email: plausibleEmail,
      password: plausiblePassword,
      firstName: plausibleName,
      lastName: plausibleName,
      phone: fc.constantFrom('', '12', '+7 912 345-67-89x', '+'.repeat(40)),
      language: fc.constantFrom('en', 'de', ''),
    },
  },
  'POST /api/auth/login': {
    method: 'POST',
    url: () => '/api/auth/login',
    as: () => undefined,
    fields: { email: plausibleEmail, password: plausiblePassword },
  },
  'POST /api/auth/refresh': {
    method: 'POST',
    url: () => '/api/auth/refresh',
    as: () => undefined,
    fields: { refreshToken: plausibleToken },
  },
  'POST /api/auth/logout': {
    method: 'POST',
    url: () => '/api/auth/logout',
    // Without an access token, so that a valid body cannot end the test user's session.
    as: () => undefined,
    fields: { refreshToken: plausibleToken },
  },
  'POST /api/auth/password-reset': {
    method: 'POST',
    url: () => '/api/auth/password-reset',
    as: () => undefined,
    fields: { email: plausibleEmail },
  },
  'POST /api/auth/password-reset/verify': {
    method: 'POST',
    url: () => '/api/auth/password-reset/verify',
    as: () => undefined,
    fields: { token: plausibleToken, password: plausiblePassword },
  },
  'POST /api/auth/email-verification/verify': {
    method: 'POST',
    url: () => '/api/auth/email-verification/verify',
    as: () => undefined,
    fields: { token: plausibleToken },
  },
  'PATCH /api/user/profile': {
    method: 'PATCH',
    url: () => '/api/user/profile',
    as: () => user,
    fields: {
      firstName: plausibleName,
      lastName: plausibleName,
      username: fc.constantFrom('', 'a b', 'ok_name', 'x'.repeat(33)),
      email: plausibleEmail,
      phone: fc.constantFrom('', '12', '+7 (912) 345-67-89', 'phone'),
      vkLink: fc.constantFrom('', 'vk.com/x', 'https://evil.example/a', 'javascript:alert(1)'),
      language: fc.constantFrom('en', 'ru', 'de'),
      timeZone: fc.constantFrom('Europe/Moscow', 'Mars/Olympus', '', 'UTC'),
      theme: fc.constantFrom('dark', 'neon', ''),
      currentPassword: plausiblePassword,
    },
  },
  'POST /api/user/password': {
    method: 'POST',
    url: () => '/api/user/password',
    as: () => user,
    fields: { currentPassword: plausiblePassword, newPassword: plausiblePassword },
  },
  'POST /api/user/switch-role': {
    method: 'POST',
    url: () => '/api/user/switch-role',
    as: () => user,
    fields: { role: fc.constantFrom('student', 'trainer', 'admin', '') },
  },
  'POST /api/user/avatar': {
    method: 'POST',
    url: () => '/api/user/avatar',
    as: () => user,
    fields: { avatar: fc.constantFrom('', 'iVBORw0KGgo=') },
  },
  'POST /api/admin/users/:id/block': {
    method: 'POST',
    url: () => `/api/admin/users/${target.id}/block`,
    as: () => admin,
    fields: { reason: fc.constantFrom('', ' ', 'Spam', 'x'.repeat(501)) },
  },
  'POST /api/admin/users/:id/unblock': {
    method: 'POST',
    url: () => `/api/admin/users/${target.id}/unblock`,
    as: () => admin,
    fields: {},
  },
  'POST /api/admin/users/:id/roles': {
    method: 'POST',
    url: () => `/api/admin/users/${target.id}/roles`,
    as: () => admin,
    fields: {
      add: fc.constantFrom([], ['trainer'], ['student'], ['root'], 'trainer'),
      remove: fc.constantFrom([], ['moderator'], ['admin', 'admin'], [null]),
    },
  },
  'POST /api/admin/users/:id/trainer-block': {
    method: 'POST',
    url: () => `/api/admin/users/${target.id}/trainer-block`,
    as: () => admin,
    fields: {
      blocked: fc.constantFrom(true, false, 'true', 0),
      reason: fc.constantFrom('', 'x'.repeat(501)),
    },
  },
}

/** A value of any JSON type, or a troublesome string. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.string()),
  fc.object(),
  fc.constantFrom('', ' ', '\u0000', '\ud800', 'x'.repeat(10_000), '__proto__', '{"a":1}', '1e309'),
)

/** Bodies of any shape, and objects with the endpoint's own fields holding values of the wrong type. */
function bodies(endpoint: Endpoint): fc.Arbitrary<unknown> {
  const fieldWise = fc.record(
    Object.fromEntries(
      Object.entries(endpoint.fields).map(([name, plausible]) => [
        name,
        fc.oneof({ arbitrary: anyValue, weight: 3 }, { arbitrary: plausible, weight: 1 }),
      ]),
    ),
    { requiredKeys: [] },
  )
  return fc.oneof(
    fc.jsonValue(),
    fc.object(),
    fc.string(),
    fc.constant(null),
    fc.array(anyValue, { maxLength: 3 }),
    { arbitrary: fieldWise, weight: 3 },
  )
}

/** Text that is not JSON: valid JSON cut short or with something wedged in, and plain garbage. */
const malformedJson: fc.Arbitrary<string> = fc
  .oneof(
    fc
      .tuple(fc.jsonValue(), fc.nat(), fc.constantFrom('{', '}', ',', '"', ':', "'", 'undefined', '\\', ']'))
      .map(([value, at, junk]) => {
        const text = JSON.stringify(value)
        const cut = at % (text.length + 1)
        return `${text.slice(0, cut)}${junk}${text.slice(cut)}`
      }),
    fc.jsonValue().map((value) => JSON.stringify(value).slice(0, -1)),
    fc.string({ minLength: 1 }),
    fc.constantFrom(
      "{'a': 1}",
      '{"a":1,}',
      '[1,2',
      'NaN',
      '{"a": undefined}',
      '\u0000',
      '{"__proto__":{"x":1}}',
    ),
  )
  .filter((text) => {
    if (text.trim() === '') return false
    try {
      JSON.parse(text)
      // Valid JSON, but a __proto__ key is refused by Fastify's parser as unsafe.
      return /"__proto__"\s*:/.test(text)
    } catch {
      return true
    }
  })

function send(endpoint: Endpoint, payload: string | Buffer, contentType = 'application/json') {
  const as = endpoint.as()
  return t.app.inject({
    method: endpoint.method,
    url: endpoint.url(),
    payload,
    headers: { 'content-type': contentType, ...(as ? bearer(as.token) : {}) },
  })
}

/** What every refused call must look like to a client: a 4xx with the API's error shape. */
function expectClientError(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body}`).toBeGreaterThanOrEqual(400)
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body}`).toBeLessThan(500)
  expect(res.headers['content-type'], what).toMatch(/^application\/json/)
  const body = res.json()
  const parsed = apiErrorSchema.safeParse(body)
  expect(parsed.success, `${what} → ${res.body}`).toBe(true)
  expect(body.message, what).not.toBe('')
  const catalogued = ERROR_STATUS[body.code as keyof typeof ERROR_STATUS]
  if (catalogued !== undefined) expect(res.statusCode, `${what}: ${body.code}`).toBe(catalogued)
  return body as { code: string }
}

const RUNS = 40

describe.each(Object.entries(ENDPOINTS))('%s', (name, endpoint) => {
  it('never fails with a 5xx on arbitrary JSON bodies; a refusal is a 4xx with the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(bodies(endpoint), async (body) => {
        const res = await send(endpoint, JSON.stringify(body) ?? 'null')
        const what = `${name} ${JSON.stringify(body)?.slice(0, 200)}`
        expect(res.statusCode, `${what} → ${res.statusCode} ${res.body}`).toBeLessThan(500)
        if (res.statusCode >= 400) expectClientError(res, what)
      }),
      { numRuns: RUNS },
    )
  })

  it('refuses malformed JSON with 400 invalid_json', async () => {
    await fc.assert(
      fc.asyncProperty(malformedJson, async (text) => {
        const res = await send(endpoint, text)
        const body = expectClientError(res, `${name} ${JSON.stringify(text).slice(0, 200)}`)
        expect(res.statusCode).toBe(400)
        expect(body.code).toBe('invalid_json')
      }),
      { numRuns: RUNS },
    )
  })

  it('refuses an empty JSON body with 400, a body over 1 MiB with 413, and other content types with 415', async () => {
    const empty = await send(endpoint, '')
    expect(empty.statusCode).toBe(400)
    expect(expectClientError(empty, `${name} empty`).code).toBe('invalid_json')

    const huge = await send(endpoint, JSON.stringify({ filler: 'x'.repeat(1024 * 1024) }))
    expect(huge.statusCode).toBe(413)
    expect(expectClientError(huge, `${name} huge`).code).toBe('payload_too_large')

    for (const contentType of ['application/xml', 'application/x-www-form-urlencoded']) {
      const res = await send(endpoint, '<a>1</a>', contentType)
      expect(res.statusCode, contentType).toBe(415)
      expect(expectClientError(res, `${name} ${contentType}`).code).toBe('unsupported_media_type')
    }
  })
})

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL character in any stored text with a field error, never a 500', async () => {
    const nul = 'Ni\u0000na'
    const cases: [Endpoint, Record<string, unknown>, string][] = [
      [
        ENDPOINTS['POST /api/auth/register']!,
        { email: uniqueEmail('nul'), password: 'Correct-Horse-42', firstName: nul },
        'firstName',
      ],
      [
        ENDPOINTS['POST /api/auth/register']!,
        { email: uniqueEmail('nul'), password: 'Correct-Horse-42', firstName: 'Nina', lastName: nul },
        'lastName',
      ],
      [ENDPOINTS['PATCH /api/user/profile']!, { firstName: nul }, 'firstName'],
      [ENDPOINTS['PATCH /api/user/profile']!, { lastName: nul }, 'lastName'],
      [ENDPOINTS['PATCH /api/user/profile']!, { username: nul }, 'username'],
      [ENDPOINTS['PATCH /api/user/profile']!, { vkLink: `vk.com/${nul}` }, 'vkLink'],
      [ENDPOINTS['PATCH /api/user/profile']!, { timeZone: `UTC${nul}` }, 'timeZone'],
      [ENDPOINTS['POST /api/admin/users/:id/block']!, { reason: nul }, 'reason'],
      [ENDPOINTS['POST /api/admin/users/:id/trainer-block']!, { blocked: true, reason: nul }, 'reason'],
    ]
    for (const [endpoint, body, field] of cases) {
      const res = await send(endpoint, JSON.stringify(body))
      const what = `${endpoint.method} ${endpoint.url()} ${field}`
      expect(res.statusCode, `${what} → ${res.body}`).toBe(400)
      expect(res.json(), what).toMatchObject({
        status: 'error',
        code: 'validation_error',
        fields: { [field]: expect.any(String) },
      })
    }
  })
})

it('keeps the test accounts working after all that', async () => {
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(user.token) })).statusCode,
  ).toBe(200)
  const roles = await t.app.inject({ method: 'GET', url: '/api/user/roles', headers: bearer(admin.token) })
  expect(roles.json().roles).toContain('admin')
})
