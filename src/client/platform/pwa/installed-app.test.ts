import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureHttpSession } from '#client/platform/http/client.ts'
import { clearTokens, saveTokens } from '#client/platform/http/tokens.ts'
import { clock } from '#shared/clock.ts'
import { createInstalledReport, isRunningInstalled } from './installed-app.ts'
import { reportInstalledApp } from './pwa-api.ts'

const USER = '00000000-0000-4000-8000-000000000001'
const OTHER_USER = '00000000-0000-4000-8000-000000000002'

function jwt(payload: Record<string, unknown>) {
  const enc = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${enc({ alg: 'HS256' })}.${enc(payload)}.sig`
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The API server at the network edge: what POST /api/pwa/dismiss received. */
function apiServer(
  answer: () => Response = () => json(200, { status: 'success', installedAt: '2026-11-22T00:00:00.000Z' }),
) {
  const received: { body: unknown; authorization: string | null; userId: string | null }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input as Request
      expect(new URL(request.url).pathname).toBe('/api/pwa/dismiss')
      expect(request.method).toBe('POST')
      received.push({
        body: await request.json(),
        authorization: request.headers.get('authorization'),
        userId: request.headers.get('x-user-id'),
      })
      return answer()
    }),
  )
  return received
}

function device(options: { installed: boolean; userId?: string | null }) {
  const state = {
    installed: options.installed,
    session: { isAuthenticated: true, userId: USER as string | null },
  }
  if (options.userId !== undefined) {
    state.session.userId = options.userId
    state.session.isAuthenticated = options.userId !== null
  }
  configureHttpSession({
    currentUserId: () => state.session.userId,
    onRedirect: () => {},
    onTokensRejected: () => {},
    onRefreshFailed: () => {},
    onSessionEnded: () => {},
  })
  return {
    state,
    report: () =>
      createInstalledReport({
        isInstalled: () => state.installed,
        session: () => state.session,
        send: reportInstalledApp,
      })(),
  }
}

beforeEach(() => {
  saveTokens({
    token: jwt({ userId: USER, exp: Math.floor(clock.nowMs() / 1000) + 3600 }),
    refreshToken: 'r'.repeat(43),
  })
})

afterEach(() => {
  clearTokens()
  vi.unstubAllGlobals()
})

describe('reporting the installed app', () => {
  it('sends POST /api/pwa/dismiss { reason: installed } with the bearer token and x-user-id, once per user', async () => {
    const received = apiServer()
    const d = device({ installed: true })
    expect(await d.report()).toBe(true)
    expect(await d.report()).toBe(false)
    expect(await d.report()).toBe(false)
    expect(received).toHaveLength(1)
    expect(received[0]?.body).toEqual({ reason: 'installed' })
    expect(received[0]?.authorization).toMatch(/^Bearer /)
    expect(received[0]?.userId).toBe(USER)

    d.state.session.userId = OTHER_USER
    expect(await d.report()).toBe(true)
    expect(received).toHaveLength(2)
  })

  it('sends nothing in a browser tab', async () => {
    const received = apiServer()
    expect(await device({ installed: false }).report()).toBe(false)
    expect(received).toHaveLength(0)
  })

  it('sends nothing while logged out, and sends once the user logs in', async () => {
    const received = apiServer()
    const d = device({ installed: true, userId: null })
    expect(await d.report()).toBe(false)
    expect(received).toHaveLength(0)
    d.state.session = { isAuthenticated: true, userId: USER }
    expect(await d.report()).toBe(true)
    expect(received).toHaveLength(1)
  })

  it('tries again later when the call failed', async () => {
    let fail = true
    const received = apiServer(() =>
      fail
        ? json(500, { status: 'error', code: 'internal', message: 'Internal Server Error' })
        : json(200, { status: 'success', installedAt: '2026-11-22T00:00:00.000Z' }),
    )
    const d = device({ installed: true })
    expect(await d.report()).toBe(false)
    fail = false
    expect(await d.report()).toBe(true)
    expect(await d.report()).toBe(false)
    expect(received).toHaveLength(2)
  })

  it('sends one request when two reports overlap', async () => {
    const received = apiServer()
    const d = device({ installed: true })
    const report = createInstalledReport({
      isInstalled: () => true,
      session: () => d.state.session,
      send: reportInstalledApp,
    })
    await Promise.all([report(), report()])
    expect(received).toHaveLength(1)
  })
})

describe('knowing the app runs installed', () => {
  const windowWith = (modes: string[], standalone?: boolean) =>
    ({
      navigator: standalone === undefined ? {} : { standalone },
      matchMedia: (query: string) => ({ matches: modes.some((m) => query === `(display-mode: ${m})`) }),
    }) as unknown as Window

  it('counts standalone, window-controls-overlay and minimal-ui windows and iOS home-screen apps', () => {
    expect(isRunningInstalled(windowWith(['standalone']))).toBe(true)
    expect(isRunningInstalled(windowWith(['window-controls-overlay']))).toBe(true)
    expect(isRunningInstalled(windowWith(['minimal-ui']))).toBe(true)
    expect(isRunningInstalled(windowWith([], true))).toBe(true)
  })

  it('does not count a browser tab, or a tab in full screen', () => {
    expect(isRunningInstalled(windowWith(['browser']))).toBe(false)
    expect(isRunningInstalled(windowWith(['fullscreen']))).toBe(false)
  })
})
