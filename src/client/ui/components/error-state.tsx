import { useT } from '../i18n/index.ts'
import { describeError } from '../use-form.ts'
import { Button } from './button.tsx'

/** A failed load: what went wrong, and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT()
  return (
    <div className="empty-state" role="alert">
      <span className="empty-state__icon" aria-hidden="true">
        !
      </span>
      <p className="empty-state__text">{describeError(t, error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t.common.retry}
      </Button>
    </div>
  )
}
