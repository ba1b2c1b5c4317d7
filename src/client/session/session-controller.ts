import { subscribe } from 'valtio/vanilla'
import { configureHttpSession, refreshTokens } from '#client/platform/http/client.ts'
import { ApiRequestError, NetworkError } from '#client/platform/http/errors.ts'
import {
  accessToken,
  clearTokens,
  inspectToken,
  isUsableRefreshToken,
  refreshToken,
  saveTokens,
} from '#client/platform/http/tokens.ts'
import { currentDictionary, loadWholeDictionary, localeState, setLanguage } from '#client/ui/i18n/index.ts'
import { applyTheme } from '#client/ui/theme.ts'
import { showToast } from '#client/ui/toast.ts'
import { isOnline } from '#client/ui/use-online.ts'
import type { AuthResponse } from '#shared/api/auth.ts'
import {
  ROLE_BACKGROUND_REFRESH_DELAY_MS,
  ROLE_LOOKUP_THROTTLE_MS,
  SESSION_CHECK_INTERVAL_MS,
} from '#shared/constants.ts'
import { type CurrentRole, canActAsTrainer, effectiveCurrentRole } from '#shared/roles.ts'
import { readStoredSession, SESSION_STORAGE_KEYS, type SessionState, session } from './session.ts'
import * as sessionApi from './session-api.ts'

/** How the controller moves the app; bound to the router in main.tsx. */
export interface Navigator {
  go(to: string, options?: { returnTo?: boolean }): void
  currentHref(): string
}

let appNavigator: Navigator = { go: () => {}, currentHref: () => '/' }

export function bindNavigator(next: Navigator) {
  appNavigator = next
}

const SESSION_MESSAGES = {
  session_terminated: 'terminated',
  session_not_found: 'notFound',
  session_expired: 'expired',
} as const

function persist(state: SessionState) {
  // After logout nothing of the user stays behind (SPEC.md §4: clear all auth data).
  if (!state.isAuthenticated) return
  try {
    localStorage.setItem(SESSION_STORAGE_KEYS.isAuthenticated, String(state.isAuthenticated))
    if (state.userId) localStorage.setItem(SESSION_STORAGE_KEYS.userId, state.userId)
    else localStorage.removeItem(SESSION_STORAGE_KEYS.userId)
    localStorage.setItem(SESSION_STORAGE_KEYS.userRoles, JSON.stringify(state.userRoles))
    localStorage.setItem(SESSION_STORAGE_KEYS.currentRole, state.currentRole)
    localStorage.setItem(SESSION_STORAGE_KEYS.isTrainerBlocked, String(state.isTrainerBlocked))
  } catch {
    // Storage may be unavailable (private mode); the session then lasts for this page only.
  }
}

subscribe(session, () => persist(session))

/** Clears tokens and every stored user value (SPEC.md §4). */
export function clearAuth() {
  clearTokens()
  // Nothing is connected unless the realtime wrapper was loaded by a signed-in session.
  void realtimeModule?.then((socket) => socket.disconnectRealtime()).catch(() => undefined)
  for (const key of Object.values(SESSION_STORAGE_KEYS)) {
    try {
      localStorage.removeItem(key)
    } catch {
      // see persist()
    }
  }
  Object.assign(session, {
    isAuthenticated: false,
    userId: null,
    userRoles: ['student'],
    currentRole: 'student',
    isTrainerBlocked: false,
  } satisfies SessionState)
}

function goToLogin(message?: string) {
  const here = appNavigator.currentHref()
  clearAuth()
  if (message) showToast(message, 'error')
  if (!here.startsWith('/login')) appNavigator.go('/login', { returnTo: true })
}

function goBlocked(to: string) {
  clearAuth()
  appNavigator.go(to || '/blocked')
}

type Realtime = typeof import('#client/platform/realtime/socket.ts')
let realtimeModule: Promise<Realtime> | undefined

/**
 * The realtime wrapper loads with the first signed-in session, not with a guest's first page
 * (decision 0027). One promise for all callers: a connect and a later disconnect run in order.
 */
function realtime(): Promise<Realtime> {
  realtimeModule ??= import('#client/platform/realtime/socket.ts')
  return realtimeModule
}

function startRealtime() {
  const token = accessToken()
  const userId = session.userId
  if (!token || !userId) return
  // socket.ts imports socket.io-client lazily: fetch both side by side, not one after the other.
  void import('socket.io-client').catch(() => undefined)
  void realtime()
    .then((socket) => {
      socket.connectRealtime(token)
      socket.onUserBlocked(userId, (redirectTo) => goBlocked(redirectTo))
    })
    .catch((error: unknown) => console.warn('realtime could not start', error))
}

/** Signs in with the answer of login, register, reset or Telegram. */
export function applyAuthResponse(response: AuthResponse) {
  saveTokens(response)
  const { user } = response
  Object.assign(session, {
    isAuthenticated: true,
    userId: user.id,
    userRoles: user.roles,
    currentRole: effectiveCurrentRole(user.currentRole, user.isTrainerBlocked),
    isTrainerBlocked: user.isTrainerBlocked,
  } satisfies SessionState)
  lastRolesLookup = performance.now()
  // A signed-in user's screens use the whole dictionary (decision 0044).
  loadWholeDictionary().catch((error: unknown) => console.warn('the dictionary could not load', error))
  // The account's language and theme are the user's own settings (PRODUCT.md §5).
  if (user.language && user.language !== localeState.locale) void setLanguage(user.language)
  applyTheme(user.theme)
  startRealtime()
}

/** The account is deleted: nothing of it stays on this device; the person lands on the start page. */
export function leaveDeletedAccount() {
  clearAuth()
  appNavigator.go('/')
}

export async function logout() {
  const token = refreshToken()
  try {
    if (isOnline()) await sessionApi.logout(token)
  } catch {
    // The session ends locally either way; the server forgets it when the token expires.
  } finally {
    clearAuth()
    appNavigator.go('/login')
  }
}

configureHttpSession({
  currentUserId: () => session.userId,
  onRedirect: (to) => goBlocked(to),
  onTokensRejected: () => goToLogin(),
  onRefreshFailed: (error) => {
    console.warn('token refresh failed', error)
    showToast(currentDictionary().session.refreshFailed, 'error')
  },
  onSessionEnded: (code) => {
    if (session.isAuthenticated) goToLogin(currentDictionary().session[SESSION_MESSAGES[code]])
  },
})

let lastRolesLookup = Number.NEGATIVE_INFINITY

/** Roles from the server, at most once per ROLE_LOOKUP_THROTTLE_MS unless forced. */
export async function loadRoles(options: { force?: boolean } = {}) {
  if (!session.isAuthenticated || !isOnline()) return
  if (!options.force && performance.now() - lastRolesLookup < ROLE_LOOKUP_THROTTLE_MS) return
  lastRolesLookup = performance.now()
  try {
    const answer = await sessionApi.fetchRoles()
    Object.assign(session, {
      userRoles: answer.roles,
      isTrainerBlocked: answer.isTrainerBlocked,
      // A blocked trainer is forced back to student (SPEC.md §4 "Roles").
      currentRole: canActAsTrainer(answer) ? session.currentRole : 'student',
    })
  } catch (error) {
    console.warn('role lookup failed', error)
  }
}

/** Online: the server confirms first; offline or on failure the switch is local (SPEC.md §4). */
export async function switchRole(role: CurrentRole): Promise<boolean> {
  const { userRoles: roles, isTrainerBlocked } = session
  if (role === 'trainer' && !canActAsTrainer({ roles, isTrainerBlocked })) return false
  if (isOnline()) {
    try {
      await sessionApi.switchRoleOnServer(role)
    } catch (error) {
      console.warn('role switch failed on the server; switching locally', error)
      if (error instanceof ApiRequestError && error.status === 403) {
        await loadRoles({ force: true })
        return false
      }
    }
  }
  session.currentRole = role
  return true
}

/** SPEC.md §4: the session check at start and every 120 s, with the §8 messages. */
export async function checkSessionNow() {
  if (!session.isAuthenticated || !isOnline() || !accessToken()) return
  const t = currentDictionary().session
  // The session this check is about: if it ends on this device meanwhile (a logout, or another
  // Telegram user signing in afresh), the answer is about a session that is gone.
  const checked = accessToken()
  const stale = () => accessToken() !== checked
  try {
    // The session first: an ended session answers here with its reason, not with a bare 401.
    const answer = await sessionApi.checkSession()
    if (stale()) return
    if (!answer.isValid) {
      const key = answer.code === 'session_active' ? 'expired' : SESSION_MESSAGES[answer.code]
      return goToLogin(t[key])
    }
    const status = await sessionApi.checkStatus()
    if (stale()) return
    if (status.status === 'blocked') goBlocked(status.redirectTo ?? '/blocked')
  } catch (error) {
    if (error instanceof NetworkError || stale()) return
    if (error instanceof ApiRequestError && error.status === 401) return goToLogin(t.expired)
    console.warn('session check failed', error)
  }
}

let checkTimer: ReturnType<typeof setInterval> | undefined

export function startSessionChecks() {
  stopSessionChecks()
  void checkSessionNow()
  checkTimer = setInterval(() => void checkSessionNow(), SESSION_CHECK_INTERVAL_MS)
}

export function stopSessionChecks() {
  if (checkTimer) clearInterval(checkTimer)
  checkTimer = undefined
}

/**
 * SPEC.md §4 "Session" at start: a bad token clears everything and goes to /login; the flag
 * without a token tries one refresh; offline, the tokens are kept and userId comes from storage.
 * The realtime connection of a restored session starts when `realtimeAfter` settles: the app
 * passes its first page's showing, so the socket's code and handshake do not compete with that
 * page's code and data (decision 0049); the page's own calls meet a block meanwhile (the server
 * answers them with it), and the session check follows at the same moment.
 */
export async function restoreSession(options: { realtimeAfter?: Promise<unknown> } = {}) {
  Object.assign(session, readStoredSession())
  const token = accessToken()
  if (token) {
    const verdict = inspectToken(token)
    if (!verdict.ok) {
      if (!isOnline()) return
      goToLogin()
      return
    }
    session.isAuthenticated = true
    session.userId = verdict.payload.userId
  } else if (session.isAuthenticated) {
    if (!isOnline()) return
    if (!isUsableRefreshToken(refreshToken()) || !(await refreshTokens())) {
      goToLogin()
      return
    }
    const renewed = accessToken()
    const verdict = renewed ? inspectToken(renewed) : undefined
    if (!verdict?.ok) {
      goToLogin()
      return
    }
    session.userId = verdict.payload.userId
  } else {
    return
  }
  if (options.realtimeAfter) void options.realtimeAfter.then(startRealtime, startRealtime)
  else startRealtime()
  // Started from cached values: refresh the roles a little later, off the critical path.
  setTimeout(() => void loadRoles({ force: true }), ROLE_BACKGROUND_REFRESH_DELAY_MS)
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void checkSessionNow())
}
