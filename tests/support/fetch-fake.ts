import { vi } from 'vitest'
import type { z } from 'zod'
import { clearTokens, saveTokens } from '#client/platform/http/tokens.ts'
import { MESSAGES } from '#shared/messages.ts'

// A stand-in for the API server at the network edge, for client tests: `fetch` answers like the
// server would. The client parses every answer with the contract's zod schemas, so an answer of
// the wrong shape fails the test; routes that take a body check it with the same schemas.

/** The user the stand-in's token is signed for. */
export const SIGNED_IN_USER_ID = '00000000-0000-4000-8000-000000000001'

function jwt(payload: Record<string, unknown>) {
  const enc = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${enc({ alg: 'HS256' })}.${enc(payload)}.sig`
}

/** The signed-in user's access token. */
export const ACCESS_TOKEN = jwt({ userId: SIGNED_IN_USER_ID, exp: Math.floor(Date.now() / 1000) + 3600 })

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** An error answer in the contract's shape. */
export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json(status, { status: 'error', code, message, ...(fields ? { fields } : {}) })

/** Answers a request to `/api/<path>`, given its JSON body. */
export type Route = (body: unknown, request: Request) => Response | Promise<Response>

export interface SentRequest {
  method: string
  /** The path under /api/, e.g. `trainings`. */
  path: string
  body: unknown
}

export interface ApiStandIn {
  /** By path under /api/; a test may replace one. */
  routes: Record<string, Route>
  requests: SentRequest[]
  /** The JSON bodies sent to a path, in order. */
  sentTo(path: string): unknown[]
}

/**
 * Replaces the network with a local stand-in for the API: `fetch` answers from `routes`, like the
 * server would, to the signed-in user only, and records every request it got.
 */
export function standInApi(routes: Record<string, Route>): ApiStandIn {
  const requests: SentRequest[] = []
  const standIn: ApiStandIn = {
    routes: { ...routes },
    requests,
    sentTo: (path) => requests.filter((r) => r.path === path).map((r) => r.body),
  }
  saveTokens({ token: ACCESS_TOKEN, refreshToken: 'r'.repeat(43) })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      // The HTTP client hands fetch a Request.
      const request = input as Request
      const path = new URL(request.url).pathname.replace(/^\/api\//, '')
      const text = await request.clone().text()
      const body: unknown = text ? JSON.parse(text) : undefined
      requests.push({ method: request.method, path, body })
      if (request.headers.get('authorization') !== `Bearer ${ACCESS_TOKEN}`) {
        return apiError(401, 'not_authenticated', 'Not authenticated')
      }
      const route = standIn.routes[path]
      if (!route) throw new TypeError(`no route for ${path}`)
      return route(body, request)
    }),
  )
  return standIn
}

export function stopStandInApi() {
  vi.unstubAllGlobals()
  clearTokens()
}

/** The server's 400 for a body its schema refuses. */
export function invalid(error: z.ZodError) {
  return apiError(
    400,
    'validation_error',
    MESSAGES.fieldsInvalid,
    Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  )
}
