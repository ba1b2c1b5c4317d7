import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authOf, requireAuth } from '#server/http/authenticate.ts'
import { success } from '#server/http/success.ts'
import { idParams } from '#shared/api/common.ts'
import {
  notificationsQuery,
  notificationsReadResponse,
  notificationsResponse,
} from '#shared/api/notifications.ts'
import * as notifications from './service.ts'

const tags = ['notifications']

/**
 * `/api/notifications*` (PRODUCT.md §6 "notifications"): the caller's own notifications. A read
 * tells the user's sockets the new unread count, so other devices update their badge.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)

  app.get(
    '/notifications',
    { schema: { tags, querystring: notificationsQuery, response: { 200: notificationsResponse } } },
    async (request) =>
      success({ ...(await notifications.listNotifications(db, authOf(request).userId, request.query)) }),
  )

  app.post(
    '/notifications/:id/read',
    { schema: { tags, params: idParams, response: { 200: notificationsReadResponse } } },
    async (request) => {
      const { userId } = authOf(request)
      const unreadCount = await notifications.markRead(db, userId, request.params.id)
      app.realtime.emitUnread(userId, unreadCount)
      return success({ unreadCount })
    },
  )

  app.post(
    '/notifications/read-all',
    { schema: { tags, response: { 200: notificationsReadResponse } } },
    async (request) => {
      const { userId } = authOf(request)
      const unreadCount = await notifications.markAllRead(db, userId)
      app.realtime.emitUnread(userId, unreadCount)
      return success({ unreadCount })
    },
  )
}
