import { useT } from '../i18n/index.ts'
import { describeError } from '../use-form.ts'
import { isOfflineFailure, useOnline } from '../use-online.ts'
import { Button } from './button.tsx'
import { OfflineState } from './offline-state.tsx'

/**
 * A failed load: what went wrong (under an optional title), and a way to try again. Offline, the
 * page says so instead, and loads again by itself once the device is back online.
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
      {title ? <h2 className="empty-state__title">{title}</h2> : null}
      <p className="empty-state__text">{describeError(t, error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t.common.retry}
      </Button>
    </div>
  )
}
