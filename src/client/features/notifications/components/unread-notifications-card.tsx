import { Link } from '@tanstack/react-router'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { HomeCard } from '#client/ui/components/home-card.tsx'
import { formatShortDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useLoad } from '#client/ui/use-load.ts'
import { fetchNotifications } from '../api/notifications-api.ts'
import { notificationText } from '../notification-text.ts'
import { useUnreadCount } from '../unread-store.ts'

/** How many unread notifications a home shows. */
const HOME_UNREAD = 3

/** Home: the unread notifications (the newest few), each leading to the screen it concerns. */
export function UnreadNotificationsCard() {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const count = useUnreadCount()
  // A new notification or a read elsewhere changes the count: the list follows it.
  const { state, reload } = useLoad(() => fetchNotifications({ limit: HOME_UNREAD }), [count])
  return (
    <HomeCard
      title={count > 0 ? t.home.unreadTitle({ count }) : t.home.notificationsTitle}
      more={
        <Link to="/notifications" className="home-card__more">
          {t.home.allNotifications}
        </Link>
      }
      state={state}
      onRetry={reload}
    >
      {(page) => {
        const unread = page.data.filter((n) => n.readAt === null)
        return unread.length === 0 ? (
          <p className="muted">{t.home.noUnread}</p>
        ) : (
          <ul className="home-list">
            {unread.map((n) => (
              <li key={n.id}>
                <Link to={n.link}>{notificationText(t, n, locale, zone)}</Link>
                <span className="muted home-list__meta">
                  {formatShortDateTimeIn(n.createdAt, locale, zone)}
                </span>
              </li>
            ))}
          </ul>
        )
      }}
    </HomeCard>
  )
}
