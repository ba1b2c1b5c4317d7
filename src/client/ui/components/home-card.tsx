import type { ReactNode } from 'react'
import { useId } from 'react'
import { useT } from '../i18n/index.ts'
import type { Settled } from '../settle.ts'
import { isOfflineFailure, useOnline, useRetryWhenOnline } from '../use-online.ts'
import { Card } from './card.tsx'
import { ErrorState } from './error-state.tsx'
import { Spinner } from './spinner.tsx'

/**
 * One card of a role's home: a title, a link to the full screen, and its own data's state — a
 * failed card says so and retries on its own, the rest of the home stands.
 */
export function HomeCard<T>({
  title,
  more,
  state,
  onRetry,
  children,
}: {
  title: string
  /** A link to the screen the card summarises. */
  more?: ReactNode
  /** The card's data; absent for a card without a load of its own. */
  state?: Settled<T> | undefined | 'none'
  onRetry?: () => void
  children: (value: T) => ReactNode
}) {
  const t = useT()
  const titleId = useId()
  const online = useOnline()
  let body: ReactNode
  if (state === 'none') body = children(undefined as T)
  else if (state === undefined) body = <Spinner label={t.app.loading} />
  else if (!state.ok && isOfflineFailure(state.error, online))
    body = <OfflineNote onRetry={onRetry ?? (() => undefined)} />
  else if (!state.ok) body = <ErrorState error={state.error} onRetry={onRetry ?? (() => undefined)} />
  else body = children(state.value)
  return (
    <Card className="home-card" aria-labelledby={titleId}>
      <div className="home-card__head">
        <h2 id={titleId}>{title}</h2>
        {more}
      </div>
      {body}
    </Card>
  )
}

/**
 * A card's data asked for offline: one quiet line, not a page's "You are offline" box in every
 * card of the home; loaded again by itself once the device is back online.
 */
function OfflineNote({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  useRetryWhenOnline(true, onRetry)
  return <p className="muted">{t.pwa.offlineCard}</p>
}
