import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import { earlyRequestsScript } from '#shared/early-requests.ts'
import { FIRST_PAINT_CSS } from '#shared/first-paint-style.ts'

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The CSP source (`'sha256-…'`) of the inline script that starts a page's first requests. */
export function earlyRequestsScriptHash(): string {
  return cspHash(earlyRequestsScript())
}

/** The CSP source of the inline style of the first paint (decision 0054). */
export function firstPaintStyleHash(): string {
  return cspHash(FIRST_PAINT_CSS)
}

/**
 * The headers helmet sets for `options`, computed once. None of them depends on the request (no
 * CSP nonces here), so there is nothing to build per request: @fastify/helmet built a new helmet
 * and parsed every CSP directive on each call, ~10 µs of a ~200 µs request (decision 0048).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name]
    },
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

/**
 * Every answer, errors included, carries helmet's headers for `options`, set before routing's hooks.
 * An answer to a signed-in call is that person's own (a profile, payments, students' contacts):
 * no browser or shared cache keeps it, unless its route says otherwise (decision 0058).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options)
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers)
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'private, no-store')
    done()
  })
}
