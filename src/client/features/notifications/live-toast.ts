import { ensureMyTimeZone } from '#client/session/my-time-zone.ts'
import { loadWholeDictionary, localeState } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import type { Notification } from '#shared/api/notifications.ts'
import { markNotificationRead } from './api/notifications-api.ts'
import { notificationText } from './notification-text.ts'

/**
 * The toast of a notification that arrived live, with a way to open what it is about; opening it
 * marks it read and hands the new unread count to `setUnreadCount` (the unread store, which
 * loads this file lazily).
 */
export async function toastNotification(notification: Notification, setUnreadCount: (count: number) => void) {
  // On the profile's clock, whichever screen is open (not every screen has loaded the profile).
  const zone = await ensureMyTimeZone()
  // Notifications' text is in the dictionary's rest (decision 0044), here outside a render.
  const t = await loadWholeDictionary()
  const text = notificationText(t, notification, localeState.locale, zone)
  showToast(text, 'info', undefined, {
    label: t.notifications.open,
    href: notification.link,
    onSelect: () => {
      markNotificationRead(notification.id)
        .then(setUnreadCount)
        .catch((error: unknown) => console.warn('could not mark the notification read', error))
    },
  })
}
