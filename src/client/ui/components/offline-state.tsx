import { useT } from '../i18n/index.ts'
import { Button } from './button.tsx'

/** A page that needs the network, opened offline: says so, and loads again once back online. */
export function OfflineState({ onRetry }: { onRetry?: () => void }) {
  const t = useT()
  return (
    <section className="empty-state" role="status" aria-labelledby="offline-state-title">
      <span className="empty-state__icon" aria-hidden="true">
        ⌁
      </span>
      <h2 id="offline-state-title" className="empty-state__title">
        {t.pwa.offlineTitle}
      </h2>
      <p className="empty-state__text">{t.pwa.offlineText}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t.common.retry}
        </Button>
      ) : null}
    </section>
  )
}
