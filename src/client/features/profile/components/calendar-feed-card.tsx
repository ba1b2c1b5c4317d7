import { useState } from 'react'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { describeError } from '#client/ui/use-form.ts'
import { useResource } from '#client/ui/use-resource.ts'
import { fetchCalendarFeedUrl, rotateCalendarFeedUrl, webcalUrl } from '../api/calendar-api.ts'

/** /settings: the private iCalendar feed URL to subscribe to, copy, or replace (docs/decisions/0017). */
export function CalendarFeedCard() {
  const t = useT()
  const feed = useResource(fetchCalendarFeedUrl)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string>()

  const makeLink = async (replacing: boolean) => {
    setBusy(true)
    setError(undefined)
    try {
      feed.set(await rotateCalendarFeedUrl())
      setConfirming(false)
      if (replacing) showToast(t.calendarFeed.rotated, 'success')
    } catch (err) {
      setError(describeError(t, err))
    } finally {
      setBusy(false)
    }
  }
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      showToast(t.calendarFeed.copied, 'success')
    } catch {
      showToast(t.calendarFeed.copyFailed, 'error')
    }
  }

  const url = feed.data
  return (
    <Card aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t.calendarFeed.title}</h2>
      <p className="muted">{t.calendarFeed.text}</p>
      {feed.loading && feed.data === undefined ? <Spinner label={t.app.loading} /> : null}
      {feed.error && feed.data === undefined ? <ErrorState error={feed.error} onRetry={feed.reload} /> : null}
      {feed.data === null ? (
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
