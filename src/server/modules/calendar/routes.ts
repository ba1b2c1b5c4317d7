import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '#server/app-error.ts'
import { authOf, requireAuth } from '#server/http/authenticate.ts'
import { perIp } from '#server/http/rate-limit.ts'
import { success } from '#server/http/success.ts'
import { calendarFeedUrlResponse, calendarTokenResponse } from '#shared/api/calendar.ts'
import {
  CALENDAR_TOKEN_PATTERN,
  calendarFeed,
  currentCalendarToken,
  feedUrl,
  rotateCalendarToken,
} from './service.ts'

const tags = ['calendar']

/**
 * The private iCalendar feed (docs/decisions/0017): `GET /api/calendar/{token}.ics` needs no
 * login, the token is the secret; `GET`/`POST /api/calendar/token` show and rotate it. URLs are
 * made on PUBLIC_URL (config defaults it to http://localhost:PORT), never on the request's Host,
 * which a client controls.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const urlOf = (token: string) => feedUrl(app.config.PUBLIC_URL, token)

  app.get(
    '/calendar/token',
    { schema: { tags, response: { 200: calendarFeedUrlResponse } }, onRequest: requireAuth },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const token = await currentCalendarToken(db, authOf(request).userId)
      return success({ url: token ? urlOf(token) : null })
    },
  )

  app.post(
    '/calendar/token',
    {
      schema: { tags, response: { 200: calendarTokenResponse } },
      config: { rateLimit: perIp(app, 20, 10) },
      onRequest: requireAuth,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const token = await rotateCalendarToken(db, authOf(request).userId)
      return success({ url: urlOf(token) })
    },
  )

  // Calendar services fetch many users' feeds from few addresses, so the per-IP limit is wide;
  // the 256-bit token, not the limit, is what stops guessing.
  app.get(
    '/calendar/:file',
    {
      schema: { tags, hide: true },
      config: { rateLimit: perIp(app, 300, 1) },
    },
    async (request, reply) => {
      const { file } = request.params as { file: string }
      const token = file.endsWith('.ics') ? file.slice(0, -4) : ''
      const feed = CALENDAR_TOKEN_PATTERN.test(token)
        ? await calendarFeed(db, token, app.config.PUBLIC_URL)
        : null
      // The same answer for a malformed, unknown or rotated token: nothing tells them apart.
      if (feed === null) throw AppError.notFound()
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="trainly.ics"')
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex, nofollow')
        .send(feed)
    },
  )
}
