import { useEffect } from 'react'
import { proxy, subscribe, useSnapshot } from 'valtio'
import { afterNextPaint } from '#client/platform/after-paint.ts'
import { firstPageDrawn } from '#client/platform/first-page.ts'
import { session } from '#client/session/session.ts'
import { checkSessionNow } from '#client/session/session-controller.ts'
import type { Notification, NotificationEvent, UnreadEvent } from '#shared/api/notifications.ts'

// Part of the first page load (the badge in the app chrome): kept tiny, the API module, the
// texts and the toast load when first needed.

/** The signed-in user's unread notifications count, for the badge. */
export const unreadNotifications = proxy<{ count: number; loadedFor: string | null }>({
  count: 0,
  loadedFor: null,
})

export function setUnreadCount(count: number) {
  unreadNotifications.count = Math.max(0, count)
}

const newListeners = new Set<(notification: Notification) => void>()

/** Each notification that arrives live (the open list adds it); returns the unsubscribe. */
export function onNewNotification(listener: (notification: Notification) => void): () => void {
  newListeners.add(listener)
  return () => {
    newListeners.delete(listener)
  }
}

const onNotificationsPage = () =>
  typeof window !== 'undefined' && window.location.pathname.replace(/\/$/, '') === '/notifications'

/** `notification:new`: the badge follows; a toast tells of it unless the list is open. */
export function receiveNotification({ notification, unreadCount }: NotificationEvent) {
  if (!session.isAuthenticated) return
  // Perhaps this very device's session was the one ended: check now, not at the next 120 s tick.
  if (notification.type === 'session_ended') {
    void checkSessionNow()
  }
  setUnreadCount(unreadCount)
  for (const listener of newListeners) listener(notification)
  if (onNotificationsPage()) return
  import('./live-toast.ts')
    .then((m) => m.toastNotification(notification, setUnreadCount))
    .catch((error: unknown) => console.warn('could not show the notification', error))
}

/** `notifications:unread`: read on another device. */
export function receiveUnreadCount({ unreadCount }: UnreadEvent) {
  if (session.isAuthenticated) setUnreadCount(unreadCount)
}

// The live events are heard once a user is signed in; the realtime wrapper loads then, not with a
// guest's first page (decision 0027). The socket itself connects later still (session-controller).
let listening = false
function listenWhenSignedIn() {
  if (listening || !session.isAuthenticated) return
  listening = true
  // After the first page has been drawn (this runs as the app starts, when the next paint is the
  // boot splash's): the socket connects later still.
  void firstPageDrawn()
    .then(() => import('#client/platform/realtime/socket.ts'))
    .then((realtime) => {
      realtime.onNotification(receiveNotification)
      realtime.onUnreadCount(receiveUnreadCount)
    })
    .catch((error: unknown) => console.warn('could not listen for notifications', error))
}
listenWhenSignedIn()
subscribe(session, listenWhenSignedIn)

// Nothing of the user stays after logout.
subscribe(session, () => {
  if (!session.isAuthenticated && (unreadNotifications.loadedFor || unreadNotifications.count)) {
    unreadNotifications.count = 0
    unreadNotifications.loadedFor = null
  }
})

let loading: Promise<void> | null = null

/** The count once after sign-in (one notification asked for; the answer carries the count). */
export function loadUnreadCount(userId: string): Promise<void> {
  // The live state decides, not the badge's snapshot: a badge drawn while the count was on its way
  // runs its effect after it has come (as the time zone, session/my-time-zone.ts).
  if (unreadNotifications.loadedFor === userId) return Promise.resolve()
  // Asked for in the badge's effect: the screen is painted before the count's code is fetched.
  loading ??= afterNextPaint()
    .then(() => import('./api/notifications-api.ts'))
    .then((m) => m.fetchNotifications({ limit: 1 }))
    .then((answer) => {
      if (session.userId !== userId) return
      setUnreadCount(answer.unreadCount)
      unreadNotifications.loadedFor = userId
    })
    .catch((error: unknown) => console.warn('could not load the unread count', error))
    .finally(() => {
      loading = null
    })
  return loading
}

/** The badge count; loads it once for the signed-in user. */
export function useUnreadCount(): number {
  const { userId, isAuthenticated } = useSnapshot(session)
  const { count, loadedFor } = useSnapshot(unreadNotifications)
  useEffect(() => {
    if (isAuthenticated && userId && loadedFor !== userId) void loadUnreadCount(userId)
  }, [isAuthenticated, userId, loadedFor])
  return isAuthenticated ? count : 0
}
