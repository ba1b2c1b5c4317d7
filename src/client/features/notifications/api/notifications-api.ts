import { api, call } from '#client/platform/http/client.ts'
import {
  type NotificationsQuery,
  notificationsReadResponse,
  notificationsResponse,
} from '#shared/api/notifications.ts'

/** `GET /api/notifications`: a page, unread first, then newest first; with the unread count. */
export function fetchNotifications(query: NotificationsQuery = {}) {
  const searchParams: Record<string, string> = {}
  if (query.cursor) searchParams.cursor = query.cursor
  if (query.limit !== undefined) searchParams.limit = String(query.limit)
  return call(notificationsResponse, () => api.get('notifications', { searchParams }))
}

/** Marks one notification read; answers the unread count after it. */
export function markNotificationRead(id: string) {
  return call(notificationsReadResponse, () => api.post(`notifications/${encodeURIComponent(id)}/read`)).then(
    (r) => r.unreadCount,
  )
}

/** Marks every notification read; answers the unread count after it (0). */
export function markAllNotificationsRead() {
  return call(notificationsReadResponse, () => api.post('notifications/read-all')).then((r) => r.unreadCount)
}
