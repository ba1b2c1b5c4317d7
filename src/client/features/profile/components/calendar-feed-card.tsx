import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { Settled } from '#client/ui/settle.ts'
import { showToast } from '#client/ui/toast.ts'
import { useAction } from '#client/ui/use-action.ts'
import { rotateCalendarFeedUrl, webcalUrl } from '../api/calendar-api.ts'

/**
 * /settings: the private iCalendar feed URL to subscribe to, copy, or replace (docs/decisions/0017).
 * `feed`: the settings route loader's (`null`: no link yet); a new link shows at once.
 */
export function CalendarFeedCard({ feed }: { feed: Settled<string | null> }) {
  const t = useT()
  const router = useRouter()
  const [url, setUrl] = useState(feed.ok ? feed.value : null)
  useEffect(() => {
    if (feed.ok) setUrl(feed.value)
  }, [feed])
  const { busy, error, run } = useAction()
  const [confirming, setConfirming] = useState(false)

  const makeLink = (replacing: boolean) =>
    run(
      async () => {
        setUrl(await rotateCalendarFeedUrl())
        setConfirming(false)
      },
      replacing ? t.calendarFeed.rotated : undefined,
    )
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      showToast(t.calendarFeed.copied, 'success')
    } catch {
      showToast(t.calendarFeed.copyFailed, 'error')
    }
  }

  return (
    <Card aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t.calendarFeed.title}</h2>
      <p className="muted">{t.calendarFeed.text}</p>
      {feed.ok ? null : <ErrorState error={feed.error} onRetry={() => void router.invalidate()} />}
      {feed.ok && url === null ? (
        <div className="stack">
          <FormError message={error} />
          <div className="button-row">
            <Button disabled={busy} onClick={() => void makeLink(false)}>
              {busy ? t.calendarFeed.creating : t.calendarFeed.create}
            </Button>
          </div>
        </div>
      ) : null}
      {url ? (
        <div className="stack">
          <FormError message={error} />
          <input
            className="field__input"
            readOnly
            value={url}
            aria-label={t.calendarFeed.urlLabel}
            onFocus={(e) => e.currentTarget.select()}
          />
          <p className="muted">{t.calendarFeed.privateNote}</p>
          <div className="button-row">
            <Button onClick={() => void copy(url)}>{t.calendarFeed.copy}</Button>
            <a className={buttonClass('secondary')} href={webcalUrl(url)}>
              {t.calendarFeed.subscribe}
            </a>
            {confirming ? null : (
              <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
                {t.calendarFeed.rotate}
              </Button>
            )}
          </div>
          {confirming ? (
            <div className="stack" role="alert">
              <p>{t.calendarFeed.rotateConfirm}</p>
              <div className="button-row">
                <Button variant="danger" disabled={busy} onClick={() => void makeLink(true)}>
                  {busy ? t.calendarFeed.rotating : t.calendarFeed.rotateYes}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
                  {t.calendarFeed.rotateNo}
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
    </Card>
  )
}
