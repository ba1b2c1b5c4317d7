import { useCallback, useId } from 'react'
import { useT } from '../i18n/index.ts'
import { useRetryWhenOnline } from '../use-online.ts'
import { Button } from './button.tsx'

/**
 * A page that needs the network, opened offline: says so, and loads again once back online, as
 * its text promises — by `onRetry`, or without one by reloading the page (a page module that
 * failed to load stays failed until the page reloads).
 */
export function OfflineState({ onRetry }: { onRetry?: (() => void) | undefined }) {
  const t = useT()
  const titleId = useId()
  const loadAgain = useCallback(() => (onRetry ? onRetry() : window.location.reload()), [onRetry])
  useRetryWhenOnline(true, loadAgain)
  return (
    <section className="empty-state" role="status" aria-labelledby={titleId}>
      <span className="empty-state__icon" aria-hidden="true">
        ⌁
      </span>
      <h2 id={titleId} className="empty-state__title">
        {t.pwa.offlineTitle}
      </h2>
      <p className="empty-state__text">{t.pwa.offlineText}</p>
      <Button variant="secondary" onClick={loadAgain}>
        {t.common.retry}
      </Button>
    </section>
  )
}
