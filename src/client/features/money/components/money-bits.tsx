import { Link } from '@tanstack/react-router'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { formatDate, formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useShownName } from '#client/ui/person-name.ts'
import type { Plan, Subscription } from '#shared/api/money.ts'

/** Loading, failed, or the content. */
export function Loaded<T>({
  state,
  children,
}: {
  state: { data?: T; error?: unknown; loading: boolean; reload: () => void }
  children: (data: T) => React.ReactNode
}) {
  const t = useT()
  if (state.data !== undefined) return <>{children(state.data)}</>
  if (state.error !== undefined) return <ErrorState error={state.error} onRetry={state.reload} />
  return <Spinner label={t.app.loading} />
}

/** The last day a subscription is valid (its end is the start of the next day). */
export function lastDay(validUntil: string, locale: Parameters<typeof formatDate>[1]) {
  return formatDate(new Date(Date.parse(validUntil) - 1).toISOString(), locale)
}

export function PlanTerms({ plan }: { plan: Pick<Plan, 'sessionsCount' | 'validityDays' | 'coverage'> }) {
  const t = useT()
  return (
    <span className="muted">
      {plan.sessionsCount === null ? t.money.unlimited : t.money.sessions({ count: plan.sessionsCount })}
      {' · '}
      {t.money.validity({ days: plan.validityDays })}
      {' · '}
      {t.money.coverage[plan.coverage]}
    </span>
  )
}

export function Price({ amount, currency }: { amount: number; currency: string }) {
  const locale = useLocale()
  return <span className="money-amount">{formatMoney(amount, currency, locale)}</span>
}

/** Sessions left of a package in use; of one cancelled (refunded, called off), what was used. */
export function SessionsLeft({ subscription }: { subscription: Subscription }) {
  const t = useT()
  const { sessionsTotal: total, sessionsUsed: used } = subscription
  return (
    <span>
      {total === null
        ? `${t.money.unlimited} · ${t.money.sessionsUsed({ used })}`
        : subscription.status === 'cancelled'
          ? t.money.sessionsUsedOf({ used, total })
          : t.money.sessionsLeft({ left: total - used, total })}
    </span>
  )
}

/** Until when a package may be used; nothing for one cancelled, which cannot be used at all. */
export function ValidUntil({ subscription }: { subscription: Subscription }) {
  const t = useT()
  const locale = useLocale()
  if (!subscription.validUntil || subscription.status === 'cancelled') return null
  return <span>{t.money.validUntil({ date: lastDay(subscription.validUntil, locale) })}</span>
}

export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const t = useT()
  const shown = useShownName()
  return (
    <Card className="stack" aria-label={subscription.title}>
      <div className="money-row">
        <strong>{subscription.title}</strong>
        <span className="money-badge">{t.money.status[subscription.status]}</span>
      </div>
      <span className="muted">{t.money.from({ name: shown(subscription.trainer.name) })}</span>
      <div className="money-row">
        <SessionsLeft subscription={subscription} />
        <ValidUntil subscription={subscription} />
      </div>
      <Link to="/student/subscriptions/$id" params={{ id: subscription.id }}>
        {t.money.open}
      </Link>
    </Card>
  )
}
