import type { z } from 'zod'
import { REFRESH_REQUEST_TIMEOUT_MS, REFRESH_RETRY_COUNT, REFRESH_RETRY_DELAY_MS } from '#shared/constants.ts'
import { takeEarlyAnswer } from './early-answers.ts'
import { ApiRequestError, errorFromResponse, NetworkError } from './errors.ts'
import { createClient, HTTPError, type HttpClient, type Options, TimeoutError } from './fetch-client.ts'
import { noteIfChange } from './local-changes.ts'
import { accessToken, isUsableRefreshToken, refreshToken, saveTokens } from './tokens.ts'

/** What the session layer (features/auth) does when the HTTP layer learns something about it. */
export interface HttpSessionHooks {
  currentUserId(): string | null
  /** The server named a page to go to (blocked account): clear local auth data and go there. */
  onRedirect(to: string): void
  /** The tokens are no good (malformed, invalid, expired, refused): clear them and go to /login. */
  onTokensRejected(): void
  /** The refresh itself failed (network, timeout, server error). */
  onRefreshFailed(error: unknown): void
  /** A call found the session ended (elsewhere, expired, gone): say why and go to /login. */
  onSessionEnded(code: SessionEndCode): void
}

export type SessionEndCode = 'session_terminated' | 'session_not_found' | 'session_expired'
const SESSION_END_CODES = new Set<string>(['session_terminated', 'session_not_found', 'session_expired'])

let session: HttpSessionHooks = {
  currentUserId: () => null,
  onRedirect: () => {},
  onTokensRejected: () => {},
  onRefreshFailed: () => {},
  onSessionEnded: () => {},
}

export function configureHttpSession(hooks: HttpSessionHooks) {
  session = hooks
}

/** SPEC.md §8: an error naming one of these means the token is unusable. */
const TOKEN_ERROR_MARKERS = ['Invalid token', 'jwt malformed', 'Token expired', 'Token not active']

export function isTokenError(message: string): boolean {
  return TOKEN_ERROR_MARKERS.some((marker) => message.includes(marker))
}

const REJECTED_REFRESH_CODES = new Set(['token_malformed', 'token_invalid', 'token_expired'])

// The API's zod schemas load with the first answer that needs them, not with the first page
// (decision 0027): zod is a quarter of the first load otherwise.
const authSchemas = () => import('#shared/api/auth.ts')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const bare = createClient()

async function postRefresh(token: string): Promise<Response> {
  return bare.post('/api/auth/refresh', {
    json: { refreshToken: token },
    timeout: REFRESH_REQUEST_TIMEOUT_MS,
    throwHttpErrors: false,
  })
}

/** One refresh attempt plus REFRESH_RETRY_COUNT retries after REFRESH_RETRY_DELAY_MS on a failure without an answer. */
async function refreshOnce(): Promise<boolean> {
  const token = refreshToken()
  if (!isUsableRefreshToken(token)) {
    session.onTokensRejected()
    return false
  }
  let lastError: unknown
  for (let attempt = 0; attempt <= REFRESH_RETRY_COUNT; attempt++) {
    if (attempt > 0) await sleep(REFRESH_RETRY_DELAY_MS)
    let response: Response
    try {
      response = await postRefresh(token)
    } catch (error) {
      lastError = error
      continue
    }
    if (response.ok) {
      const [{ refreshResponse }, body] = await Promise.all([authSchemas(), response.json()])
      saveTokens(refreshResponse.parse(body))
      return true
    }
    const error = await errorFromResponse(response)
    if (error.redirectTo) {
      session.onRedirect(error.redirectTo)
      return false
    }
    if (REJECTED_REFRESH_CODES.has(error.code) || response.status === 400) {
      // Another tab may have rotated the shared cookie meanwhile: its new tokens are ours too.
      if (refreshToken() !== token && accessToken()) return true
      session.onTokensRejected()
      return false
    }
    lastError = error
    if (response.status < 500 && response.status !== 429) break
  }
  session.onRefreshFailed(lastError)
  return false
}

let refreshing: Promise<boolean> | null = null

/** Refreshes the tokens; concurrent callers share one request (SPEC.md §7). */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= refreshOnce().finally(() => {
    refreshing = null
  })
  return refreshing
}

function authorize(request: Request) {
  const token = accessToken()
  if (!token) return
  request.headers.set('Authorization', `Bearer ${token}`)
  const userId = session.currentUserId()
  if (userId) request.headers.set('x-user-id', userId)
}

async function followRedirect(response: Response) {
  if (response.status !== 401 && response.status !== 403) return
  const error = await errorFromResponse(response)
  if (error.redirectTo) session.onRedirect(error.redirectTo)
}

const base: Options = {
  prefixUrl: '/api',
  timeout: 20_000,
}

/** Without the refresh rule: used for the retried request and for calls that must not refresh. */
export const plainApi: HttpClient = createClient({
  ...base,
  hooks: { beforeRequest: [authorize], afterResponse: [async (_req, _opts, res) => followRedirect(res)] },
})

/** The app's HTTP client: auth headers, and on 401 one shared refresh, then one retry. */
export const api: HttpClient = createClient({
  ...base,
  hooks: {
    beforeRequest: [authorize, takeEarlyAnswer],
    afterResponse: [
      async (request, _options, response) => {
        if (response.status !== 401 || !request.headers.has('Authorization')) return followRedirect(response)
        // An ended session cannot be refreshed back to life; its reason is worth telling.
        const problem = await errorFromResponse(response)
        if (SESSION_END_CODES.has(problem.code)) {
          session.onSessionEnded(problem.code as SessionEndCode)
          return response
        }
        const refreshed = await refreshTokens()
        if (!refreshed) return response
        authorize(request)
        const retried = await plainApi(request, { prefixUrl: '', throwHttpErrors: false })
        if (retried.status === 401) session.onTokensRejected()
        return retried
      },
      // After the refresh rule: the answer that counts is the retried one.
      // Signing in or out changes no schedule (a new session's cache is its own).
      (request, _options, response) =>
        new URL(request.url).pathname.startsWith('/api/auth/')
          ? undefined
          : noteIfChange(request.method, response.ok),
    ],
  },
})

/**
 * A response's shared schema, or its promise: a module of the first load passes
 * `import('#shared/api/x.ts').then((m) => m.xResponse)` so zod loads with the answer (decision 0027).
 */
export type ResponseSchema<T> = z.ZodType<T> | Promise<z.ZodType<T>>

declare const answerType: unique symbol
/** An answer of type T taken as the server wrote it, without loading its schema (decision 0051). */
export interface UncheckedAnswer<T> {
  readonly [answerType]?: T
}
const UNCHECKED: UncheckedAnswer<never> = Object.freeze({})

/** What `answerSchema` gives for a module's export: a check of T's answers, or none. */
export type AnswerCheck<S> = S extends z.ZodType<infer T> ? ResponseSchema<T> | UncheckedAnswer<T> : never

/**
 * An answer's schema, loaded from its shared module only where answers are checked:
 * development and tests. A production build takes the answer as the server wrote it, from the
 * same schema (its compiled serializer is checked against zod on every answer of the test suites:
 * decision 0033), so a page whose first screen only reads, a guest's catalogue, loads no zod
 * (decision 0051). `load` is `() => import('#shared/api/x.ts')`: never called in production.
 */
export function answerSchema<M, K extends keyof M>(load: () => Promise<M>, name: K): AnswerCheck<M[K]> {
  if (import.meta.env.PROD) return UNCHECKED as AnswerCheck<M[K]>
  return load().then((module) => module[name]) as AnswerCheck<M[K]>
}

/** Sends a request and parses the answer with its shared schema; failures become typed errors. */
export async function call<T>(
  schema: ResponseSchema<T> | UncheckedAnswer<T>,
  send: () => Promise<Response>,
): Promise<T> {
  // Settled later in this call; until then its failure is not an unhandled rejection.
  if (schema instanceof Promise) schema.catch(() => {})
  let response: Response
  try {
    response = await send()
  } catch (error) {
    if (error instanceof HTTPError) {
      const apiError = await errorFromResponse(error.response)
      if (isTokenError(apiError.message)) session.onTokensRejected()
      throw apiError
    }
    if (error instanceof TimeoutError || error instanceof TypeError) throw new NetworkError(error)
    throw error
  }
  if (!response.ok) throw await errorFromResponse(response)
  const body = await response.json()
  if (schema === UNCHECKED) return body as T
  return (await (schema as ResponseSchema<T>)).parse(body)
}

export { ApiRequestError, NetworkError }
