import { Link } from '@tanstack/react-router'
import { useT } from '#client/ui/i18n/index.ts'
import { useUnreadCount } from '../unread-store.ts'

/** The app chrome's link to /notifications, with the unread count as a badge. */
export function NotificationsLink({ label, className }: { label?: string; className?: string }) {
  const t = useT()
  const count = useUnreadCount()
  return (
    <Link
      to="/notifications"
      className={`notifications-link ${className ?? ''}`.trim()}
      aria-label={count > 0 ? t.notifications.linkUnread({ count }) : t.notifications.link}
    >
      <span className="notifications-link__label">{label ?? t.nav.notifications}</span>
      {count > 0 ? (
        <span className="notifications-link__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
