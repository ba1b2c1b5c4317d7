import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db } from '#server/db/client.ts'
import { queryRow } from '#server/db/typed-sql.ts'
import { ERROR_CODES } from '#shared/api/errors.ts'
import { MESSAGES } from '#shared/messages.ts'

/**
 * A fixed-window counter in PostgreSQL, so that every server instance counts together.
 * One upsert per request: a window that has ended starts again at 1. The window is a duration,
 * so it runs on the database's own now(), not the app clock (which a test may hold still).
 */
function postgresStore(db: Db) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const fullKey = `${this.prefix}${key}`
      queryRow(
        db,
        z.object({ hits: z.number(), ttl: z.number() }),
        sql`
        insert into rate_limit_counters (key, hits, reset_at)
        values (${fullKey}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.hits + 1 end,
          reset_at = case when rate_limit_counters.reset_at <= now()
                          then now() + ${timeWindow} * interval '1 millisecond'
                          else rate_limit_counters.reset_at end
        returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
      )
        .then((row) => {
          callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow })
        })
        .catch((error: Error) => callback(error))
    }

    // At run time @fastify/rate-limit passes its merged limit options, with the route under
    // `routeInfo` (its types say the route itself); without it every route shared one counter.
    child(options: { method?: unknown; url?: unknown; routeInfo?: { method?: unknown; url?: unknown } }) {
      const route = options.routeInfo ?? options
      return new PostgresRateLimitStore(
        undefined,
        `${String(route.method ?? '')} ${String(route.url ?? '')}:`,
      )
    }
  }
}

export async function registerRateLimit(app: FastifyInstance) {
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresStore(app.database.db),
    skipOnError: true,
    // An IP and an account are limited independently; the 429 names neither.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 'error',
      code: 'rate_limited',
      message: `Too many attempts; try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  })
}

/** Route config: at most `max` calls per `minutes` from one IP (off with RATE_LIMIT_DISABLED). */
export function perIp(app: FastifyInstance, max: number, minutes: number) {
  return app.config.RATE_LIMIT_DISABLED ? false : { max, timeWindow: minutes * 60_000 }
}

/** preHandler: at most `max` calls per `minutes` for one account, named by the body's email. */
export function perAccount(app: FastifyInstance, name: string, max: number, minutes: number) {
  if (app.config.RATE_LIMIT_DISABLED) return async () => {}
  // Not `app.rateLimit`: its handler runs once per request, and the route's per-IP limit has run already.
  const limit = app.createRateLimit({
    max,
    timeWindow: minutes * 60_000,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email
      return `${name}:${typeof email === 'string' ? email.trim().toLowerCase() : request.ip}`
    },
  })
  return async (request: FastifyRequest) => {
    const result = await limit(request)
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(429, ERROR_CODES.rateLimited, MESSAGES.rateLimited, undefined, {
        headers: { 'retry-after': String(result.ttlInSeconds) },
      })
    }
  }
}

/** preHandler after requireAuth: at most `max` calls per `minutes` for the signed-in account. */
export function perUser(app: FastifyInstance, name: string, max: number, minutes: number) {
  if (app.config.RATE_LIMIT_DISABLED) return async () => {}
  const limit = app.createRateLimit({
    max,
    timeWindow: minutes * 60_000,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.auth?.userId ?? request.ip}`,
  })
  return async (request: FastifyRequest) => {
    const result = await limit(request)
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(429, ERROR_CODES.rateLimited, MESSAGES.rateLimited, undefined, {
        headers: { 'retry-after': String(result.ttlInSeconds) },
      })
    }
  }
}
