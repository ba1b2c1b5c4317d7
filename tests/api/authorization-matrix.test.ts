import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../support/test-app.ts'
import {
  ACTORS,
  type Access,
  type Actor,
  type Entry,
  MATRIX,
  UNDOCUMENTED,
} from './authorization-matrix.routes.ts'
import {
  type Caller,
  injectFor,
  standingActors,
  standingFixture,
  standingTrainers,
} from './standing-actors.ts'
import { startTelegramTestbed, type TelegramTestbed } from './telegram-fixtures.ts'

let testbed: TelegramTestbed
let t: TestApp
let trainers: Awaited<ReturnType<typeof standingTrainers>>
let documented: string[]

beforeAll(async () => {
  // Telegram on (against the fake Bot API), so that its routes answer about access, not 503.
  testbed = await startTelegramTestbed()
  t = testbed.t
  trainers = await standingTrainers(t)
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>
  }
  documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  )
})

afterAll(async () => {
  await testbed?.close()
})

type Expectation = { allowed: true } | { allowed: false; statuses: number[] }

const ROLE_HOLDERS: Record<Exclude<Access, 'public' | 'optional' | 'signed-in' | 'webhook'>, Actor[]> = {
  trainer: ['trainer', 'otherTrainer'],
  staff: ['moderator', 'admin'],
  admin: ['admin'],
}

/** The rule: what `actor` must get from a route of `entry`. */
function expectationFor(entry: Entry, actor: Actor): Expectation {
  const exception = entry.except?.[actor]
  if (exception) return exception.allowed ? { allowed: true } : { allowed: false, statuses: [401, 403, 404] }
  if (entry.access === 'webhook') return { allowed: false, statuses: [401] }
  if (entry.access === 'public') return { allowed: true }
  if (actor === 'guest')
    return entry.access === 'optional' ? { allowed: true } : { allowed: false, statuses: [401] }
  if (actor === 'forgedAlgNone' || actor === 'forgedWrongKey' || actor === 'forgedExpired') {
    return { allowed: false, statuses: [401] }
  }
  if (actor === 'forgedOtherUserId' || actor === 'blocked') return { allowed: false, statuses: [403] }
  if (entry.access !== 'optional' && entry.access !== 'signed-in') {
    if (!ROLE_HOLDERS[entry.access].includes(actor)) return { allowed: false, statuses: [403] }
  }
  if (entry.owners && !(entry.owners as Actor[]).includes(actor)) {
    return { allowed: false, statuses: [403, 404, ...(entry.refusedWith?.statuses ?? [])] }
  }
  return { allowed: true }
}

describe('the authorization matrix', () => {
  it('has an entry for every route in /api/docs/json, and none for a route that is gone', () => {
    const missing = documented.filter((route) => !(route in MATRIX))
    const gone = Object.keys(MATRIX).filter((route) => !documented.includes(route))
    expect(missing, 'routes without a matrix entry (add them to authorization-matrix.routes.ts)').toEqual([])
    expect(gone, 'matrix entries for routes that no longer exist').toEqual([])
  })

  it('knows every /api route the server registers: documented, or listed as undocumented', () => {
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
    expect(registered.length).toBeGreaterThan(documented.length / 2)
    const unknown = registered.filter((route) => !documented.includes(route) && !(route in UNDOCUMENTED))
    const gone = Object.keys(UNDOCUMENTED).filter((route) => !registered.includes(route))
    expect(
      unknown,
      'routes neither in /api/docs/json nor in UNDOCUMENTED (authorization-matrix.routes.ts)',
    ).toEqual([])
    expect(gone, 'UNDOCUMENTED entries for routes that no longer exist').toEqual([])
  })

  it.each(Object.keys(MATRIX))('%s', async (key) => {
    const entry = MATRIX[key]!
    const actors = await standingActors(t, trainers)
    const fixture = standingFixture(t, actors.student.account!, actors.trainer.account!)
    // The refused first, so that an allowed call changing the records cannot hide a refusal.
    const order = [...ACTORS].sort(
      (a, b) => Number(expectationFor(entry, a).allowed) - Number(expectationFor(entry, b).allowed),
    )
    const problems: string[] = []
    const answers: string[] = []
    let succeeded = 0
    const check = async (actor: Actor, caller: Caller, expectation: Expectation) => {
      const options = injectFor(key, await entry.request(fixture), caller)
      if (entry.access === 'webhook' && actor !== 'guest') {
        delete (options.headers as Record<string, string>)['x-telegram-bot-api-secret-token']
      }
      const res = await t.app.inject(options)
      const answer = `${actor}: ${res.statusCode} ${res.body.slice(0, 200)}`
      answers.push(answer)
      if (res.statusCode >= 500) problems.push(`${answer} (a server error)`)
      else if (expectation.allowed) {
        if (res.statusCode === 401 || res.statusCode === 403)
          problems.push(`${answer} (expected to be let in)`)
        if (res.statusCode < 300) succeeded += 1
      } else if (!expectation.statuses.includes(res.statusCode)) {
        problems.push(`${answer} (expected ${expectation.statuses.join(' or ')})`)
      }
    }
    for (const actor of order) {
      const expectation =
        entry.access === 'webhook' && actor === 'guest'
          ? ({ allowed: true } as const) // the guest is the one sending Telegram's secret
          : expectationFor(entry, actor)
      await check(actor, actors[actor], expectation)
    }
    expect(problems, `${key}\n${answers.join('\n')}`).toEqual([])
    if (!entry.noSuccess) {
      expect(
        succeeded,
        `${key}: no allowed caller got a 2xx; fix the request\n${answers.join('\n')}`,
      ).toBeGreaterThan(0)
    }
  })
})

/**
 * "METHOD /api/path/{param}" of every route in Fastify's route tree (printRoutes without common
 * prefixes: one node a line, four characters a level), HEAD and the API docs' own pages left out.
 */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = []
  const routes: string[] = []
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    stack.length = depth
    const path = `${stack[depth - 1] ?? ''}${match[2]}`
    stack[depth] = path
    if (!match[3] || !path.startsWith('/api/') || path.startsWith('/api/docs')) continue
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`)
    }
  }
  return routes
}
