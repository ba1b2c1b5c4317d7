// Fuzz as a standing test (issue 15): every route of /api/docs/json driven with requests made by
// fast-check from the route's own JSON schema (body, query, params, headers: the zod schemas of
// src/shared/api as the server publishes them), plus hostile variants: wrong types, 1 MB strings,
// deep nesting, __proto__/constructor keys, NUL bytes, huge and negative numbers, invalid dates,
// wrong content types, empty and broken bodies, bad ids in the path. It asserts:
//  - no answer is a server error (≥ 500); a failure prints the route, the request and the answer;
//  - a refused request (4xx) leaves the database as it was: a row trigger on every app table
//    logs each committed change of a row's contents (test instrumentation, in this file's
//    database only), and the log must not grow across a refused request. A change rolled back
//    leaves no entry, as it leaves no record.
// The seed is fixed and printed; set FUZZ_SEED to replay another, FUZZ_RUNS to change the count.
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import type { TestApp } from '../support/test-app.ts'
import { type Actor, MATRIX } from './authorization-matrix.routes.ts'
import {
  type Caller,
  injectFor,
  standingActors,
  standingFixture,
  standingTrainers,
} from './standing-actors.ts'
import { startTelegramTestbed, type TelegramTestbed, WEBHOOK_SECRET } from './telegram-fixtures.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123)
/** Requests drawn per route; the routes that hash a password (scrypt, ~0.2 s a call) get few. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 135)
const SLOW_RUNS = Math.ceil(RUNS / 20)
const HASHING = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/password-reset/verify',
  'POST /api/user/password',
  'PATCH /api/user/profile',
  'DELETE /api/user',
])
/** Tables that record refused requests by design (rate limiting), not watched. */
const RECORDS_REFUSALS = new Set(['rate_limit_counters'])
/** Columns written by any authenticated call (the session's last use, a minute's precision). */
const VOLATILE_COLUMNS = ['last_used_at']
const CHANGE_LOG = 'fuzz_change_log'

/** Routes left out of the API docs (hide: true), fuzzed all the same. */
const HIDDEN_ROUTES: Route[] = [
  {
    key: 'GET /api/calendar/{file}',
    method: 'GET',
    path: '/api/calendar/{file}',
    parameters: [
      {
        in: 'path',
        name: 'file',
        required: true,
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}\\.ics$' },
      },
    ],
  },
]

let testbed: TelegramTestbed
let t: TestApp
let trainers: Awaited<ReturnType<typeof standingTrainers>>
let routes: Route[]

interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  format?: string
  pattern?: string
  default?: unknown
}

interface Parameter {
  in: 'path' | 'query' | 'header'
  name: string
  required?: boolean
  schema: JsonSchema
}

interface Route {
  key: string
  method: string
  path: string
  parameters: Parameter[]
  body?: JsonSchema
}

beforeAll(async () => {
  testbed = await startTelegramTestbed()
  t = testbed.t
  trainers = await standingTrainers(t)
  const signed = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('trainly')
      .setAudience('trainly')
      .setIssuedAt(Math.floor(clock.nowMs() / 1000))
      .setExpirationTime(Math.floor(clock.nowMs() / 1000) + 600)
      .sign(new TextEncoder().encode(t.app.jwtSecret))
  HOSTILE_AUTHORIZATION = [
    'Bearer',
    'Bearer ',
    'Bearer a b c',
    'Basic dXNlcjpwYXNz',
    `Bearer ${'a'.repeat(8000)}`,
    'Bearer e30.e30.e30',
    // Signed with the real secret, with claims that are not what the server issues.
    `Bearer ${await signed({ userId: 'x', sid: 'y' })}`,
    `Bearer ${await signed({ userId: trainers.trainer.id, sid: '00000000-0000-4000-8000-000000000000' })}`,
    `Bearer ${await signed({ userId: trainers.trainer.id, sid: trainers.otherTrainer.sessionId })}`,
    `Bearer ${await signed({ userId: [trainers.trainer.id], sid: { $ne: null } })}`,
  ]
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }
      >
    >
  }
  routes = [
    ...Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        ...(operation.requestBody?.content?.['application/json']
          ? { body: operation.requestBody.content['application/json'].schema }
          : {}),
      })),
    ),
    ...HIDDEN_ROUTES,
  ]
  const { rows } = await t.database.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const volatile = `array[${VOLATILE_COLUMNS.map((c) => `'${c}'`).join(',')}]::text[]`
  await t.database.pool.query(`
    create table ${CHANGE_LOG} (id bigserial primary key, table_name text not null, op text not null, row_data jsonb);
    create function ${CHANGE_LOG}_record() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and (to_jsonb(new) - ${volatile}) = (to_jsonb(old) - ${volatile}) then
        return null;
      end if;
      insert into ${CHANGE_LOG} (table_name, op, row_data)
        values (tg_table_name, tg_op, case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end);
      return null;
    end $$;`)
  for (const { table_name: name } of rows) {
    if (RECORDS_REFUSALS.has(name)) continue
    await t.database.pool.query(
      `create trigger ${CHANGE_LOG} after insert or update or delete on "${name}"
       for each row execute function ${CHANGE_LOG}_record()`,
    )
  }
})

afterAll(async () => {
  await testbed?.close()
})

// ---- values ----------------------------------------------------------------------------------

const MEGABYTE = 'a'.repeat(1024 * 1024)
const NUL = 'a\u0000b'
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -0.000001,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  '',
  ' ',
  NUL,
  '\u0000',
  MEGABYTE,
  'x'.repeat(10_001),
  '💥'.repeat(300),
  '\ud800',
  "' or 1=1 --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '2026-02-30',
  '2026-13-01T00:00:00Z',
  '0000-00-00T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '-000001-01-01T00:00:00Z',
  '1970-01-01T00:00:00+99:99',
  'NaN',
  'Infinity',
  '-1',
  '99999999999999999999999',
  '00000000-0000-0000-0000-00000000000g',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  [],
  [null],
  {},
  { $gt: '' },
  [[[[[[[[[[[]]]]]]]]]]],
]
const BAD_PATH_VALUES = [
  'not-a-uuid',
  '0',
  '-1',
  '%00',
  '%2e%2e%2f%2e%2e%2f',
  encodeURIComponent(NUL),
  encodeURIComponent("' or 1=1 --"),
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-4000-8000-000000000000',
  '%E2%80%AE',
  '%ZZ',
]

/** A JSON schema's values, as fast-check draws them. */
function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.anything({ maxDepth: 2 })
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const union = schema.anyOf ?? schema.oneOf
  if (union) return fc.oneof(...union.map((s) => arbitraryOf(s, depth + 1)))
  if (schema.allOf?.length) return arbitraryOf(schema.allOf[0], depth + 1)
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, depth + 1)))
  switch (types[0]) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -(2 ** 31), -(2 ** 31)),
        max: Math.min(schema.maximum ?? 2 ** 31, 2 ** 31),
      })
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e9,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e9,
        noNaN: true,
      })
    case 'string':
      return stringOf(schema)
    case 'array':
      return fc.array(arbitraryOf(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 8, 8),
      })
    case 'object': {
      const properties = schema.properties ?? {}
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, arbitraryOf(v, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((k) => k in properties) },
      )
    }
    default:
      return fc.anything({ maxDepth: 2 })
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const dates = fc.date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2200-01-01T00:00:00Z'),
    noInvalidDate: true,
  })
  switch (schema.format) {
    case 'uuid':
      return fc.uuid()
    case 'date-time':
      return dates.map((d) => d.toISOString())
    case 'date':
      return dates.map((d) => d.toISOString().slice(0, 10))
    case 'email':
      return fc.emailAddress()
    case 'uri':
      return fc.webUrl()
  }
  if (schema.pattern && schema.pattern.length < 200) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length <= (schema.maxLength ?? 10_000))
  }
  return fc.oneof(
    fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 300) }),
    fc.string({
      unit: 'binary',
      minLength: schema.minLength ?? 0,
      maxLength: Math.min(schema.maxLength ?? 60, 300),
    }),
  )
}

// ---- requests --------------------------------------------------------------------------------

/** Callers the fuzz uses: mostly good tokens, so that requests get past authentication. */
const FUZZ_CALLERS: Actor[] = [
  'student',
  'trainer',
  'admin',
  'trainer',
  'student',
  'guest',
  'moderator',
  'forgedExpired',
]

interface Draw {
  kind: 'schema' | 'mutated' | 'hostile'
  caller: Actor
  params: Record<string, string>
  query: Record<string, unknown>
  headers: Record<string, string>
  /** A string is sent as is (raw JSON, broken JSON, another content type). */
  body: unknown
  contentType?: string
}

function deepObject(depth: number) {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

/** Authorization headers of no caller, sent as a guest's request. */
let HOSTILE_AUTHORIZATION: string[] = []

/** The fixed hostile requests of a route, beside what fast-check draws. */
function hostileDraws(route: Route, base: Draw): Draw[] {
  const withBody = (body: unknown, contentType?: string): Draw => ({
    ...base,
    kind: 'hostile',
    body,
    ...(contentType ? { contentType } : {}),
  })
  const validJson = base.body && typeof base.body === 'object' ? JSON.stringify(base.body).slice(1, -1) : ''
  const comma = validJson ? ',' : ''
  const draws: Draw[] = [
    withBody(undefined),
    withBody('', 'application/json'),
    withBody('{', 'application/json'),
    withBody('null', 'application/json'),
    withBody('[]', 'application/json'),
    withBody('"x"', 'application/json'),
    withBody('1e999', 'application/json'),
    withBody(`{${validJson}${comma}"__proto__":{"isAdmin":true,"roles":["admin"]}}`, 'application/json'),
    withBody(`{${validJson}${comma}"constructor":{"prototype":{"isAdmin":true}}}`, 'application/json'),
    withBody(deepObject(5_000), 'application/json'),
    withBody(`${'['.repeat(20_000)}${']'.repeat(20_000)}`, 'application/json'),
    withBody(`{"x":"${MEGABYTE}"}`, 'application/json'),
    withBody('x'.repeat(2 * 1024 * 1024), 'application/json'),
    withBody(JSON.stringify(base.body ?? {}), 'text/plain'),
    withBody('a=1&b=2', 'application/x-www-form-urlencoded'),
    withBody('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', 'multipart/form-data'),
    withBody('<a/>', 'application/xml'),
    withBody(JSON.stringify(base.body ?? {}), 'application/json; charset=utf-16'),
    withBody(Buffer.from([0xff, 0xfe, 0x00, 0x7b]), 'application/json'),
    { ...base, kind: 'hostile', query: { ...base.query, __proto__x: '1', 'constructor[prototype]': '1' } },
    {
      ...base,
      kind: 'hostile',
      query: Object.fromEntries(
        route.parameters.filter((p) => p.in === 'query').map((p) => [p.name, MEGABYTE]),
      ),
    },
    {
      ...base,
      kind: 'hostile',
      query: Object.fromEntries(
        route.parameters.filter((p) => p.in === 'query').map((p) => [p.name, [NUL, '1']]),
      ),
    },
    {
      ...base,
      kind: 'hostile',
      headers: { ...base.headers, 'x-user-id': NUL, 'x-user-role': MEGABYTE.slice(0, 8000) },
    },
  ]
  for (const authorization of HOSTILE_AUTHORIZATION) {
    draws.push({ ...base, kind: 'hostile', caller: 'guest', headers: { ...base.headers, authorization } })
  }
  for (const parameter of route.parameters.filter((p) => p.in === 'path')) {
    for (const value of BAD_PATH_VALUES) {
      draws.push({ ...base, kind: 'hostile', params: { ...base.params, [parameter.name]: value } })
    }
  }
  return draws
}

function drawsFor(route: Route, base: Draw, count: number, seed: number): Draw[] {
  const pathParams = route.parameters.filter((p) => p.in === 'path')
  const queryParams = route.parameters.filter((p) => p.in === 'query')
  const params = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(base.params[p.name] ?? '') },
          { weight: 1, arbitrary: arbitraryOf(p.schema).map((v) => encodeURIComponent(String(v))) },
        ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>
  const query = fc.record(
    Object.fromEntries(
      queryParams.map((p) => [p.name, fc.oneof(arbitraryOf(p.schema), fc.constantFrom(...HOSTILE_VALUES))]),
    ),
    { requiredKeys: [] },
  )
  const body = route.body ? arbitraryOf(route.body) : fc.constant(undefined)
  const keys = route.body?.properties ? Object.keys(route.body.properties) : []
  const mutatedBody = fc
    .record({
      key: keys.length > 0 ? fc.constantFrom(...keys, 'unexpected') : fc.constant('unexpected'),
      value: fc.constantFrom(...HOSTILE_VALUES),
    })
    .map(({ key, value }) => {
      const start = base.body && typeof base.body === 'object' && !Array.isArray(base.body) ? base.body : {}
      return { ...(start as object), [key]: value }
    })
  const draw = fc.record({
    kind: fc.constantFrom<'schema' | 'mutated'>('schema', 'mutated'),
    caller: fc.constantFrom(...FUZZ_CALLERS),
    params,
    query,
    schemaBody: body,
    mutatedBody,
  })
  return fc
    .sample(draw, { seed, numRuns: count })
    .map(({ kind, caller, params: p, query: q, schemaBody, mutatedBody: m }) => ({
      kind,
      caller,
      params: { ...base.params, ...p },
      query: q,
      headers: base.headers,
      body: kind === 'schema' ? schemaBody : route.body ? m : undefined,
    }))
}

function queryString(query: Record<string, unknown>) {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(name, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))
    }
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

function toInject(route: Route, draw: Draw, callers: Record<Actor, Caller>): InjectOptions {
  const url =
    route.path.replace(/\{(\w+)\}/g, (_, name: string) => draw.params[name] ?? 'x') + queryString(draw.query)
  const headers: Record<string, string> = { ...draw.headers, ...callers[draw.caller].headers }
  let payload: string | Buffer | undefined
  if (typeof draw.body === 'string' || Buffer.isBuffer(draw.body)) payload = draw.body
  else if (draw.body !== undefined) payload = JSON.stringify(draw.body)
  if (payload !== undefined) headers['content-type'] = draw.contentType ?? 'application/json'
  return {
    method: route.method as InjectOptions['method'],
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  }
}

function describeRequest(options: InjectOptions) {
  const payload = options.payload === undefined ? '' : String(options.payload)
  const shown = payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload
  const url = String(options.url)
  return `${options.method} ${url.length > 300 ? `${url.slice(0, 300)}…` : url} ${JSON.stringify(
    Object.fromEntries(Object.entries(options.headers ?? {}).map(([k, v]) => [k, String(v).slice(0, 80)])),
  )} ${shown}`
}

/** The change log's last entry: it grows with every committed change of a watched row. */
async function lastChange(): Promise<number> {
  const { rows } = await t.database.pool.query<{ id: string | null }>(
    `select max(id)::text as id from ${CHANGE_LOG}`,
  )
  return Number(rows[0]?.id ?? 0)
}

/** The last entry once two reads a moment apart agree: the effects of an accepted call have landed. */
async function settledLastChange() {
  let previous = await lastChange()
  for (let i = 0; i < 50; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5))
    const next = await lastChange()
    if (next === previous) return next
    previous = next
  }
  return previous
}

async function changesAfter(id: number) {
  const { rows } = await t.database.pool.query<{ table_name: string; op: string; row_data: unknown }>(
    `select table_name, op, row_data from ${CHANGE_LOG} where id > $1 order by id limit 5`,
    [id],
  )
  return rows.map((r) => `${r.op} ${r.table_name} ${JSON.stringify(r.row_data).slice(0, 300)}`).join('\n    ')
}

describe('fuzzing every route', () => {
  it('watches the database: a change of a row is logged, a rolled back one is not', async () => {
    const before = await lastChange()
    const client = await t.database.pool.connect()
    try {
      await client.query('begin')
      await client.query(`update users set first_name = first_name || 'x' where id = $1`, [
        trainers.trainer.id,
      ])
      await client.query('rollback')
    } finally {
      client.release()
    }
    expect(await lastChange()).toBe(before)
    await t.database.pool.query(`update users set first_name = first_name where id = $1`, [
      trainers.trainer.id,
    ])
    expect(await lastChange(), 'an update that changes nothing').toBe(before)
    await t.database.pool.query(`update users set first_name = first_name || 'x' where id = $1`, [
      trainers.trainer.id,
    ])
    expect(await lastChange()).toBeGreaterThan(before)
  })

  it(`answers no request with a server error and changes nothing when it refuses (seed ${SEED})`, async () => {
    console.log(`[fuzz] fast-check seed ${SEED} (replay with FUZZ_SEED=${SEED})`)
    expect(routes.length).toBeGreaterThan(0)
    const failures: string[] = []
    let sent = 0
    let refused = 0
    const statuses = new Map<number, number>()
    const timings: string[] = []
    for (const [index, route] of routes.entries()) {
      const started = performance.now()
      const entry = MATRIX[route.key]
      // authorization-matrix.test.ts fails for a route without an entry; here it is fuzzed from scratch.
      const callers = await standingActors(t, trainers)
      const fixture = standingFixture(t, callers.student.account!, callers.trainer.account!)
      const valid = entry ? injectFor(route.key, await entry.request(fixture), callers.student) : undefined
      const validUrl = valid ? new URL(String(valid.url), 'http://x') : undefined
      const base: Draw = {
        kind: 'schema',
        caller: 'student',
        params: validUrl ? paramsOf(route.path, validUrl.pathname) : {},
        query: validUrl ? Object.fromEntries(validUrl.searchParams) : {},
        headers: {
          ...(route.key === 'POST /api/telegram/webhook'
            ? { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET }
            : {}),
          ...(route.key === 'GET /api/schedule' ? { 'x-user-role': 'student' } : {}),
        },
        body: valid?.payload,
      }
      const count = HASHING.has(route.key) ? SLOW_RUNS : RUNS
      // On the routes that hash a password, the hostile requests whose body is the valid one (odd
      // query, headers, tokens: covered on every other route) would each cost a hash: left out.
      const hostile = hostileDraws(route, base).filter(
        (draw) => !HASHING.has(route.key) || draw.body !== base.body || draw.contentType !== undefined,
      )
      const draws = [...drawsFor(route, base, count, SEED + index), ...hostile]
      let before: number | undefined
      for (const draw of draws) {
        const options = toInject(route, draw, callers)
        before ??= route.method === 'GET' ? await lastChange() : await settledLastChange()
        const res = await t.app.inject(options)
        sent += 1
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
        if (res.statusCode >= 500) {
          failures.push(
            `${route.key} [${draw.kind}]: ${res.statusCode} ${res.body.slice(0, 300)}\n  ${describeRequest(options)}`,
          )
          before = undefined
        } else if (res.statusCode < 400) {
          before = undefined // accepted: its changes are allowed
        } else {
          refused += 1
          const after = await lastChange()
          if (after !== before) {
            failures.push(
              `${route.key} [${draw.kind}]: refused with ${res.statusCode} but changed the database:\n    ${await changesAfter(before)}\n  ${describeRequest(options)}\n  answer: ${res.body.slice(0, 300)}`,
            )
          }
          before = after
        }
        if (failures.length > 30) break
      }
      timings.push(`${Math.round(performance.now() - started)}ms ${route.key} (${draws.length})`)
      if (failures.length > 30) break
    }
    if (process.env.FUZZ_TIMINGS) console.log(timings.join('\n'))
    console.log(
      `[fuzz] ${sent} requests to ${routes.length} routes, ${refused} refused (each checked against the database); answers: ${[
        ...statuses,
      ]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
    )
    expect(failures, `seed ${SEED}:\n${failures.join('\n\n')}`).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(10_000)
  }, 300_000)
})

/** The path parameters of `pathname` for the OpenAPI path `template`. */
function paramsOf(template: string, pathname: string): Record<string, string> {
  const names = template.split('/')
  const parts = pathname.split('/')
  return Object.fromEntries(
    names.flatMap((name, i) => {
      const match = /^\{(\w+)\}$/.exec(name)
      return match ? [[match[1]!, parts[i] ?? '']] : []
    }),
  )
}
