import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { clock } from '#shared/clock.ts'
import { EARLY_GLOBAL } from '#shared/early-requests.ts'
import { answerSchema, api, call, configureHttpSession, isTokenError, refreshTokens } from './client.ts'
import { ApiRequestError } from './errors.ts'
import { accessToken, inspectToken, refreshToken, saveTokens } from './tokens.ts'

const ok = z.object({ status: z.literal('success') })

function jwt(payload: Record<string, unknown>) {
  const enc = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${enc({ alg: 'HS256' })}.${enc(payload)}.signature`
}
const exp = () => Math.floor(clock.nowMs() / 1000) + 3600
const OLD = jwt({ userId: 'u1', exp: exp(), n: 'old' })
const NEW = jwt({ userId: 'u1', exp: exp(), n: 'new' })
const REFRESH = 'r'.repeat(43)

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const makeHooks = () => ({
  onRedirect: vi.fn<(to: string) => void>(),
  onTokensRejected: vi.fn<() => void>(),
  onRefreshFailed: vi.fn<(error: unknown) => void>(),
  onSessionEnded: vi.fn<(code: string) => void>(),
})
let hooks: ReturnType<typeof makeHooks>

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookies the browser would hold.
  for (const c of document.cookie.split('; ')) document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`
  hooks = makeHooks()
  configureHttpSession({ currentUserId: () => 'u1', ...hooks })
  saveTokens({ token: OLD, refreshToken: REFRESH })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function requestUrl(input: RequestInfo | URL) {
  return input instanceof Request ? input.url : String(input)
}

describe('the 401 rule', () => {
  it('sends one refresh for ten calls that hit 401 together, then retries each', async () => {
    let refreshes = 0
    const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
      const request = input as Request
      if (requestUrl(input).endsWith('/api/auth/refresh')) {
        refreshes++
        await new Promise((r) => setTimeout(r, 20))
        return json(200, { status: 'success', token: NEW, refreshToken: 's'.repeat(43) })
      }
      return request.headers.get('authorization') === `Bearer ${NEW}`
        ? json(200, { status: 'success' })
        : json(401, { status: 'error', code: 'token_expired', message: 'Token expired' })
    })
    vi.stubGlobal('fetch', fetchStub)
    const results = await Promise.all(Array.from({ length: 10 }, () => call(ok, () => api.get('thing'))))
    expect(results).toHaveLength(10)
    expect(refreshes).toBe(1)
    expect(accessToken()).toBe(NEW)
    expect(refreshToken()).toBe('s'.repeat(43))
    expect(hooks.onTokensRejected).not.toHaveBeenCalled()
  })

  it('sends the Bearer token and x-user-id with every call', async () => {
    const fetchStub = vi.fn(async (_input: RequestInfo | URL) => json(200, { status: 'success' }))
    vi.stubGlobal('fetch', fetchStub)
    await call(ok, () => api.get('thing'))
    const request = fetchStub.mock.calls[0]![0] as Request
    expect(request.headers.get('authorization')).toBe(`Bearer ${OLD}`)
    expect(request.headers.get('x-user-id')).toBe('u1')
  })

  it('clears the session and goes to /login when the refresh is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        requestUrl(input).endsWith('/api/auth/refresh')
          ? json(401, { status: 'error', code: 'token_invalid', message: 'The refresh token is not valid' })
          : json(401, { status: 'error', code: 'token_expired', message: 'Token expired' }),
      ),
    )
    await expect(call(ok, () => api.get('thing'))).rejects.toBeInstanceOf(ApiRequestError)
    expect(hooks.onTokensRejected).toHaveBeenCalled()
    expect(hooks.onRefreshFailed).not.toHaveBeenCalled()
  })

  it('does not refresh a session that was ended, and says why', async () => {
    const fetchStub = vi.fn(async () =>
      json(401, {
        status: 'error',
        code: 'session_terminated',
        message: 'Your session was ended on another device',
      }),
    )
    vi.stubGlobal('fetch', fetchStub)
    await expect(call(ok, () => api.get('thing'))).rejects.toMatchObject({
      status: 401,
      code: 'session_terminated',
    })
    expect(fetchStub).toHaveBeenCalledTimes(1)
    expect(hooks.onSessionEnded).toHaveBeenCalledWith('session_terminated')
  })

  it('follows a server-given redirectTo (a blocked account)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(403, { status: 'error', code: 'account_blocked', message: 'blocked', redirectTo: '/blocked' }),
      ),
    )
    await expect(call(ok, () => api.get('thing'))).rejects.toMatchObject({
      status: 403,
      redirectTo: '/blocked',
    })
    expect(hooks.onRedirect).toHaveBeenCalledWith('/blocked')
  })
})

describe('the refresh request', () => {
  it('gives up after 5 s, retries once after 300 ms, then reports the failure', async () => {
    vi.useFakeTimers()
    const attempts: number[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: RequestInfo | URL) =>
          new Promise<Response>((_resolve, reject) => {
            attempts.push(performance.now())
            const signal = (input as Request).signal
            signal.addEventListener('abort', () => reject(signal.reason))
          }),
      ),
    )
    const started = performance.now()
    const result = refreshTokens()
    await vi.advanceTimersByTimeAsync(4999)
    expect(attempts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await vi.advanceTimersByTimeAsync(299)
    expect(attempts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempts).toHaveLength(2)
    expect(attempts[1]! - started).toBe(5300)
    await vi.advanceTimersByTimeAsync(5000)
    expect(await result).toBe(false)
    expect(attempts).toHaveLength(2)
    expect(hooks.onRefreshFailed).toHaveBeenCalledTimes(1)
    expect(hooks.onTokensRejected).not.toHaveBeenCalled()
  })

  it('does not even ask with a refresh token shorter than 10 characters', async () => {
    const fetchStub = vi.fn()
    vi.stubGlobal('fetch', fetchStub)
    saveTokens({ token: OLD, refreshToken: 'short' })
    expect(await refreshTokens()).toBe(false)
    expect(fetchStub).not.toHaveBeenCalled()
    expect(hooks.onTokensRejected).toHaveBeenCalled()
  })
})

describe('tokens', () => {
  it('recognise malformed, userless and expired tokens', () => {
    expect(inspectToken('nope')).toEqual({ ok: false, reason: 'malformed' })
    expect(inspectToken('a.%%%.c')).toEqual({ ok: false, reason: 'malformed' })
    expect(inspectToken(jwt({ exp: exp() }))).toEqual({ ok: false, reason: 'no_user' })
    expect(inspectToken(jwt({ userId: 'u', exp: 1 }))).toEqual({ ok: false, reason: 'expired' })
    expect(inspectToken(OLD)).toMatchObject({ ok: true, payload: { userId: 'u1' } })
  })

  it('name the SPEC.md §8 token errors', () => {
    for (const m of ['Invalid token', 'jwt malformed', 'Token expired', 'Token not active']) {
      expect(isTokenError(`Error: ${m}`)).toBe(true)
    }
    expect(isTokenError('Wrong email or password')).toBe(false)
  })
})

describe('the answers the early requests script got', () => {
  const early = (token: string, answers: Record<string, Promise<Response | null>>) => {
    ;(window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = {
      token,
      userId: 'u1',
      at: performance.now(),
      answers,
    }
  }
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL]
  })

  it('answers the same request with the same token once, without sending it', async () => {
    const fetchStub = vi.fn(async () => json(200, { status: 'success', from: 'network' }))
    vi.stubGlobal('fetch', fetchStub)
    early(OLD, { 'trainers/t1': Promise.resolve(json(200, { status: 'success', from: 'early' })) })
    const fromEarly = z.object({ status: z.literal('success'), from: z.string() })
    expect(await call(fromEarly, () => api.get('trainers/t1'))).toMatchObject({ from: 'early' })
    expect(fetchStub).not.toHaveBeenCalled()
    expect(await call(fromEarly, () => api.get('trainers/t1'))).toMatchObject({ from: 'network' })
    expect(fetchStub).toHaveBeenCalledTimes(1)
  })

  it('sends the request when the token changed since, or the early one failed', async () => {
    const fetchStub = vi.fn(async () => json(200, { status: 'success' }))
    vi.stubGlobal('fetch', fetchStub)
    early('another-token', { a: Promise.resolve(json(200, { status: 'success' })) })
    await call(ok, () => api.get('a'))
    expect(fetchStub).toHaveBeenCalledTimes(1)
    early(OLD, { b: Promise.resolve(null) })
    await call(ok, () => api.get('b'))
    expect(fetchStub).toHaveBeenCalledTimes(2)
  })

  it('puts an early 401 through the refresh rule, as any answer', async () => {
    const fetchStub = vi.fn(async (input: RequestInfo | URL) =>
      requestUrl(input).endsWith('/api/auth/refresh')
        ? json(200, { status: 'success', token: NEW, refreshToken: 's'.repeat(43) })
        : json(200, { status: 'success' }),
    )
    vi.stubGlobal('fetch', fetchStub)
    early(OLD, {
      c: Promise.resolve(json(401, { status: 'error', code: 'token_expired', message: 'Token expired' })),
    })
    await call(ok, () => api.get('c'))
    expect(fetchStub.mock.calls.map(([input]) => new URL(requestUrl(input)).pathname)).toEqual([
      '/api/auth/refresh',
      '/api/c',
    ])
    expect(accessToken()).toBe(NEW)
  })
})

describe('answers read without zod in production (decision 0051)', () => {
  const schemas = { card: z.object({ status: z.literal('success'), name: z.string() }) }
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('checks the answer with its schema outside production, loading it only then', async () => {
    vi.stubGlobal('fetch', async () => json(200, { status: 'success', name: 7 }))
    const load = vi.fn(async () => schemas)
    await expect(call(answerSchema(load, 'card'), () => api.get('card'))).rejects.toThrow()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('takes the answer as the server wrote it in a production build, loading no schema', async () => {
    vi.stubEnv('PROD', true)
    vi.stubGlobal('fetch', async () => json(200, { status: 'success', name: 'Anna', extra: 1 }))
    const load = vi.fn(async () => schemas)
    const answer = await call(answerSchema(load, 'card'), () => api.get('card'))
    expect(answer).toEqual({ status: 'success', name: 'Anna', extra: 1 })
    expect(load).not.toHaveBeenCalled()
  })

  it('still turns a refusal into a typed error without a schema', async () => {
    vi.stubEnv('PROD', true)
    vi.stubGlobal('fetch', async () => json(404, { status: 'error', message: 'Trainer not found' }))
    await expect(
      call(
        answerSchema(async () => schemas, 'card'),
        () => api.get('card'),
      ),
    ).rejects.toBeInstanceOf(ApiRequestError)
  })
})
