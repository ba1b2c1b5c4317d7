import { ApiRequestError } from '#client/platform/http/errors.ts'
import { useT } from '../i18n/index.ts'
import { describeError } from '../use-form.ts'
import { isOfflineFailure, useOnline } from '../use-online.ts'
import { Button } from './button.tsx'
import { OfflineState } from './offline-state.tsx'

/**
 * What is not there (404) or gone (410) is not there on a second try either, nor what the account
 * may not see (403: a role taken away while the page was open).
 */
const isFinal = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 403 || error.status === 404 || error.status === 410)
const isForbidden = (error: unknown) => error instanceof ApiRequestError && error.status === 403

/**
 * A failed load: what went wrong (under an optional title), and a way to try again unless what
 * was asked for does not exist. Offline, the page says so instead, and loads again by itself once
 * the device is back online.
 */
export function ErrorState({
  error,
  onRetry,
  title,
}: {
  error: unknown
  onRetry: () => void
  title?: string
}) {
  const t = useT()
  const online = useOnline()
  const offline = isOfflineFailure(error, online)
  if (offline) return <OfflineState onRetry={onRetry} />
  return (
    <div className="empty-state" role="alert">
      <span className="empty-state__icon" aria-hidden="true">
        !
      </span>
      {isForbidden(error) ? (
        <h2 className="empty-state__title">{t.errors.forbiddenTitle}</h2>
      ) : title ? (
        <h2 className="empty-state__title">{title}</h2>
      ) : null}
      <p className="empty-state__text">{describeError(t, error)}</p>
      {isFinal(error) ? null : (
        <Button variant="secondary" onClick={onRetry}>
          {t.common.retry}
        </Button>
      )}
    </div>
  )
}
