import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db } from '#server/db/client.ts'
import { queryRow, runSql } from '#server/db/typed-sql.ts'
import { ERROR_CODES } from '#shared/api/errors.ts'
import { MESSAGES } from '#shared/messages.ts'

/**
 * Fixed-window counters in PostgreSQL, so that every server instance counts together; the route
 * limits below and the login and validation limits (decision 0023) share the table under their own
 * key prefixes. A window is a duration, so it runs on the database's own now(), not the app clock
 * (which a test may hold still).
 */
const counterRow = z.object({ hits: z.number(), ttl: z.number() })

/** One more hit on `key`: a window that has ended starts again at 1. The hits and the window's ms left. */
export async function hitCounter(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttl: number }> {
  const row = await queryRow(
    db,
    counterRow,
    sql`
    insert into rate_limit_counters (key, hits, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.hits + 1 end,
      reset_at = case when rate_limit_counters.reset_at <= now()
                      then now() + ${windowMs} * interval '1 millisecond'
                      else rate_limit_counters.reset_at end
    returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
  )
  return { hits: row?.hits ?? 1, ttl: row?.ttl ?? windowMs }
}

/** The hits of `key` in its current window, without adding one (0 when the window has ended). */
export async function peekCounter(db: Db, key: string): Promise<number> {
  const row = await queryRow(
    db,
    z.object({ hits: z.number() }),
    sql`select hits from rate_limit_counters where key = ${key} and reset_at > now()`,
  )
  return row?.hits ?? 0
}

/** Forgets `key`'s hits (a success that ends a run of failures). */
export async function clearCounter(db: Db, key: string): Promise<void> {
  await runSql(db, sql`delete from rate_limit_counters where key = ${key}`)
}

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
      hitCounter(db, `${this.prefix}${key}`, timeWindow)
        .then(({ hits, ttl }) => callback(null, { current: hits, ttl }))
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

/**
 * Registration's pace per IP: 30 an hour. The realtime channel answers whether an email or a
 * phone is free at the same pace (decision 0023), since registration would tell as much.
 */
export const REGISTRATION_PER_IP = { max: 30, minutes: 60 } as const

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
