import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { Button } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { formatShortDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { useAction } from '#client/ui/use-action.ts'
import { describeError } from '#client/ui/use-form.ts'
import type { Notification } from '#shared/api/notifications.ts'
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../api/notifications-api.ts'
import { notificationText } from '../notification-text.ts'
import { onNewNotification, setUnreadCount } from '../unread-store.ts'
import '../notifications.css'
import { clock } from '#shared/clock.ts'

interface ListState {
  items: Notification[]
  nextCursor: string | null
}

/** Unread first, then newest first: the server's order, kept as items arrive or are read. */
function ordered(items: Notification[]): Notification[] {
  const unread = items.filter((n) => !n.readAt)
  const read = items.filter((n) => n.readAt)
  const newest = (a: Notification, b: Notification) => b.createdAt.localeCompare(a.createdAt)
  return [...unread.sort(newest), ...read.sort(newest)]
}

function merge(current: Notification[], incoming: Notification[]): Notification[] {
  const known = new Set(current.map((n) => n.id))
  return [...current, ...incoming.filter((n) => !known.has(n.id))]
}

export function NotificationsPage() {
  const t = useT()
  const [list, setList] = useState<ListState>()
  const [error, setError] = useState<unknown>()
  const [attempt, setAttempt] = useState(0)
  const { busy, run } = useAction(undefined, 'toast')
  const { busy: loadingMore, run: runMore } = useAction(undefined, 'toast')

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry
  useEffect(() => {
    let cancelled = false
    setError(undefined)
    fetchNotifications().then(
      (answer) => {
        if (cancelled) return
        setUnreadCount(answer.unreadCount)
        setList({ items: answer.data, nextCursor: answer.nextCursor })
      },
      (err: unknown) => {
        if (!cancelled) setError(err)
      },
    )
    return () => {
      cancelled = true
    }
  }, [attempt])

  // Live: a new one joins the top of the list (the badge follows in the store).
  useEffect(
    () =>
      onNewNotification((notification) =>
        setList((current) =>
          current ? { ...current, items: ordered(merge([notification], current.items)) } : current,
        ),
      ),
    [],
  )

  const markLocally = useCallback((ids: 'all' | string) => {
    const now = clock.now().toISOString()
    setList((current) =>
      current
        ? {
            ...current,
            items: current.items.map((n) =>
              !n.readAt && (ids === 'all' || n.id === ids) ? { ...n, readAt: now } : n,
            ),
          }
        : current,
    )
  }, [])

  const markOne = useCallback(
    async (id: string) => {
      try {
        setUnreadCount(await markNotificationRead(id))
        markLocally(id)
      } catch (err) {
        showToast(describeError(t, err), 'error')
      }
    },
    [t, markLocally],
  )

  const markAll = () =>
    run(async () => {
      setUnreadCount(await markAllNotificationsRead())
      markLocally('all')
    }, t.notifications.allRead)

  const loadMore = async () => {
    const cursor = list?.nextCursor
    if (!cursor) return
    await runMore(async () => {
      const answer = await fetchNotifications({ cursor })
      setUnreadCount(answer.unreadCount)
      setList((current) => ({
        items: merge(current?.items ?? [], answer.data),
        nextCursor: answer.nextCursor,
      }))
    })
  }

  const s = t.screens.notifications
  const hasUnread = list?.items.some((n) => !n.readAt) ?? false
  return (
    <Page
      heading={s.heading}
      actions={
        hasUnread ? (
          <Button variant="secondary" onClick={() => void markAll()} disabled={busy} aria-busy={busy}>
            {t.notifications.markAllRead}
          </Button>
        ) : null
      }
    >
      {error && !list ? (
        <ErrorState error={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !list ? (
        <Spinner label={t.notifications.loading} />
      ) : list.items.length === 0 ? (
        <EmptyState icon="bell" title={s.emptyTitle} text={s.emptyText} />
      ) : (
        <>
          <ul className="notification-list">
            {list.items.map((n) => (
              <NotificationItem key={n.id} notification={n} onRead={markOne} />
            ))}
          </ul>
          {list.nextCursor ? (
            <Button
              variant="secondary"
              block
              onClick={() => void loadMore()}
              disabled={loadingMore}
              aria-busy={loadingMore}
            >
              {loadingMore ? t.notifications.loadingMore : t.notifications.loadMore}
            </Button>
          ) : null}
        </>
      )}
    </Page>
  )
}

function NotificationItem({
  notification: n,
  onRead,
}: {
  notification: Notification
  onRead: (id: string) => Promise<void>
}) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const router = useRouter()
  const text = notificationText(t, n, locale, zone)
  const unread = !n.readAt
  const textId = `notification-${n.id}`
  return (
    <li className={`notification${unread ? ' notification--unread' : ''}`}>
      <a
        id={textId}
        className="notification__text"
        href={n.link}
        onClick={(event) => {
          if (unread) void onRead(n.id)
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          void router.navigate({ href: n.link })
        }}
      >
        {unread ? <span className="visually-hidden">{t.notifications.unread}: </span> : null}
        {text}
      </a>
      <div className="notification__meta">
        <time dateTime={n.createdAt}>{formatShortDateTimeIn(n.createdAt, locale, zone)}</time>
        {unread ? (
          <Button variant="plain" aria-describedby={textId} onClick={() => void onRead(n.id)}>
            {t.notifications.markRead}
          </Button>
        ) : null}
      </div>
    </li>
  )
}
