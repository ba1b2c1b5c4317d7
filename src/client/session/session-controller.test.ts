import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { accessToken, clearTokens, saveTokens } from '#client/platform/http/tokens.ts'
import { disconnectRealtime } from '#client/platform/realtime/socket.ts'
import { en } from '#client/ui/i18n/en.ts'
import { applyLocale } from '#client/ui/i18n/index.ts'
import { showToast, toasts } from '#client/ui/toast.ts'
import { clock } from '#shared/clock.ts'
import { session } from './session.ts'
import {
  bindNavigator,
  checkSessionNow,
  loadRoles,
  restoreSession,
  startSessionChecks,
  stopSessionChecks,
  switchRole,
} from './session-controller.ts'

function jwt(payload: Record<string, unknown>) {
  const enc = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${enc({ alg: 'HS256' })}.${enc(payload)}.sig`
}
const USER = '11111111-1111-4111-8111-111111111111'
const TOKEN = jwt({ userId: USER, exp: Math.floor(clock.nowMs() / 1000) + 3600 })

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

type Route = (url: string, request: Request) => Response | Promise<Response>
let routes: Record<string, Route>
let calls: string[]
const go = vi.fn()

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
}

beforeAll(async () => {
  await applyLocale('en')
})

beforeEach(() => {
  setOnline(true)
  calls = []
  go.mockReset()
  toasts.items = []
  bindNavigator({ go, currentHref: () => '/schedule' })
  routes = {
    'auth/check-status': () => json(200, { status: 'active' }),
    'auth/check-session': () =>
      json(200, { status: 'success', isValid: true, message: 'ok', code: 'session_active' }),
    'user/roles': () =>
      json(200, {
        status: 'success',
        roles: ['student', 'trainer'],
        isTrainerBlocked: false,
        currentRole: 'student',
      }),
    'user/switch-role': () => json(200, { status: 'success', message: 'ok' }),
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input as Request
      const path = new URL(request.url).pathname.replace(/^\/api\//, '')
      calls.push(path)
      const route = routes[path]
      if (!route) throw new TypeError(`no route for ${path}`)
      return route(path, request)
    }),
  )
  saveTokens({ token: TOKEN, refreshToken: 'r'.repeat(43) })
  Object.assign(session, {
    isAuthenticated: true,
    userId: USER,
    userRoles: ['student', 'trainer'],
    currentRole: 'student',
    isTrainerBlocked: false,
  })
})

afterEach(() => {
  stopSessionChecks()
  disconnectRealtime()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const count = (path: string) => calls.filter((c) => c === path).length

describe('the session check', () => {
  it('runs at start and every 120 s', async () => {
    vi.useFakeTimers()
    startSessionChecks()
    await vi.advanceTimersByTimeAsync(0)
    expect(count('auth/check-session')).toBe(1)
    await vi.advanceTimersByTimeAsync(119_999)
    expect(count('auth/check-session')).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(count('auth/check-session')).toBe(2)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(count('auth/check-session')).toBe(3)
  })

  it.each([
    ['session_terminated', en.session.terminated],
    ['session_not_found', en.session.notFound],
    ['session_expired', en.session.expired],
  ])('on %s shows its message, clears the session and goes to /login', async (code, message) => {
    routes['auth/check-session'] = () => json(200, { status: 'success', isValid: false, message: 'x', code })
    localStorage.setItem('userId', USER)
    await checkSessionNow()
    expect(toasts.items.map((t) => t.text)).toContain(message)
    expect(go).toHaveBeenCalledWith('/login', { returnTo: true })
    expect(accessToken()).toBeUndefined()
    expect(localStorage.getItem('userId')).toBeNull()
    expect(session.isAuthenticated).toBe(false)
  })

  it('treats a 401 on the check as an expired session', async () => {
    routes['auth/check-session'] = () => json(401, { status: 'error', code: 'x', message: 'nope' })
    routes['auth/refresh'] = () => json(401, { status: 'error', code: 'token_invalid', message: 'no' })
    await checkSessionNow()
    expect(session.isAuthenticated).toBe(false)
    expect(go).toHaveBeenCalledWith('/login', { returnTo: true })
  })

  it('ignores its answer when the session ended on this device meanwhile', async () => {
    // Another Telegram user signs in on this device: the stored session is cleared while the
    // check of it is under way; the check's 401 must not send the new sign-in to /login.
    routes['auth/check-session'] = () => {
      clearTokens()
      return json(200, { status: 'success', isValid: true, message: 'ok', code: 'session_active' })
    }
    routes['auth/check-status'] = () =>
      json(401, { status: 'error', code: 'not_authenticated', message: 'no' })
    await checkSessionNow()
    expect(go).not.toHaveBeenCalled()
    expect(toasts.items).toEqual([])
  })

  it('sends a blocked user to /blocked', async () => {
    routes['auth/check-status'] = () => json(200, { status: 'blocked', redirectTo: '/blocked' })
    await checkSessionNow()
    expect(go).toHaveBeenCalledWith('/blocked')
    expect(accessToken()).toBeUndefined()
  })

  it('keeps everything offline', async () => {
    setOnline(false)
    await checkSessionNow()
    expect(calls).toEqual([])
    expect(accessToken()).toBe(TOKEN)
  })
})

describe('roles', () => {
  it('looks roles up at most once per 3 s', async () => {
    vi.useFakeTimers()
    await loadRoles({ force: true })
    await loadRoles()
    expect(count('user/roles')).toBe(1)
    await vi.advanceTimersByTimeAsync(2999)
    await loadRoles()
    expect(count('user/roles')).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    await loadRoles()
    expect(count('user/roles')).toBe(2)
  })

  it('refreshes the roles 5 s after a start from cache', async () => {
    vi.useFakeTimers()
    localStorage.setItem('isAuthenticated', 'true')
    localStorage.setItem('userId', USER)
    await restoreSession()
    expect(count('user/roles')).toBe(0)
    await vi.advanceTimersByTimeAsync(4999)
    expect(count('user/roles')).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(count('user/roles')).toBe(1)
  })

  it('forces a blocked trainer back to student', async () => {
    session.currentRole = 'trainer'
    routes['user/roles'] = () =>
      json(200, { status: 'success', roles: ['student'], isTrainerBlocked: true, currentRole: 'student' })
    await loadRoles({ force: true })
    expect(session.currentRole).toBe('student')
    expect(session.isTrainerBlocked).toBe(true)
    expect(await switchRole('trainer')).toBe(false)
  })

  it('switches online only after the server confirms', async () => {
    let release: () => void = () => {}
    routes['user/switch-role'] = () =>
      new Promise((resolve) => {
        release = () => resolve(json(200, { status: 'success', message: 'ok' }))
      })
    const switching = switchRole('trainer')
    await new Promise((r) => setTimeout(r, 10))
    expect(session.currentRole).toBe('student')
    release()
    expect(await switching).toBe(true)
    expect(session.currentRole).toBe('trainer')
  })

  it('switches locally offline, and when the server call fails', async () => {
    setOnline(false)
    expect(await switchRole('trainer')).toBe(true)
    expect(count('user/switch-role')).toBe(0)
    expect(session.currentRole).toBe('trainer')
    setOnline(true)
    routes['user/switch-role'] = () => {
      throw new TypeError('network down')
    }
    expect(await switchRole('student')).toBe(true)
    expect(session.currentRole).toBe('student')
  })
})

describe('starting the app', () => {
  it('clears everything and goes to /login for an expired token', async () => {
    saveTokens({ token: jwt({ userId: USER, exp: 1 }), refreshToken: 'r'.repeat(43) })
    await restoreSession()
    expect(go).toHaveBeenCalledWith('/login', { returnTo: true })
    expect(session.isAuthenticated).toBe(false)
  })

  it('clears everything for a token without userId', async () => {
    saveTokens({ token: jwt({ exp: Math.floor(clock.nowMs() / 1000) + 100 }), refreshToken: 'r'.repeat(43) })
    await restoreSession()
    expect(session.isAuthenticated).toBe(false)
  })

  it('refreshes when the flag is set but the token is gone', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookies the browser would hold.
    document.cookie = 'accessToken=; Max-Age=0; Path=/'
    localStorage.setItem('isAuthenticated', 'true')
    routes['auth/refresh'] = () =>
      json(200, { status: 'success', token: TOKEN, refreshToken: 's'.repeat(43) })
    await restoreSession()
    expect(count('auth/refresh')).toBe(1)
    expect(session.isAuthenticated).toBe(true)
    expect(session.userId).toBe(USER)
  })

  it('goes to /login when that refresh fails', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookies the browser would hold.
    document.cookie = 'accessToken=; Max-Age=0; Path=/'
    localStorage.setItem('isAuthenticated', 'true')
    routes['auth/refresh'] = () => json(401, { status: 'error', code: 'token_expired', message: 'expired' })
    await restoreSession()
    expect(go).toHaveBeenCalledWith('/login', { returnTo: true })
    expect(session.isAuthenticated).toBe(false)
  })

  it('offline, keeps the tokens and takes userId from storage', async () => {
    setOnline(false)
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookies the browser would hold.
    document.cookie = 'accessToken=; Max-Age=0; Path=/'
    localStorage.setItem('isAuthenticated', 'true')
    localStorage.setItem('userId', USER)
    await restoreSession()
    expect(calls).toEqual([])
    expect(session.isAuthenticated).toBe(true)
    expect(session.userId).toBe(USER)
  })
})

describe('toasts', () => {
  it('disappear after 5000 ms by default', async () => {
    vi.useFakeTimers()
    showToast('hello')
    await vi.advanceTimersByTimeAsync(4999)
    expect(toasts.items).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(toasts.items).toHaveLength(0)
  })
})
