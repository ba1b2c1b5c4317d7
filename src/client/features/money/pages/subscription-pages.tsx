import { Link, useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { session } from '#client/session/session.ts'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { formatDateTime } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { Plan } from '#shared/api/money.ts'
import { buyPlan, fetchMySubscriptions, fetchOfferedPlans, fetchSubscription } from '../api/money-api.ts'
import {
  Loaded,
  lastDay,
  PlanTerms,
  Price,
  SessionsLeft,
  SubscriptionCard,
} from '../components/money-bits.tsx'
import { useData } from '../use-data.ts'
import '../money.css'

/** `/subscriptions`: plans on offer from my trainers and favorites, or from one trainer. */
export function OfferedPlansPage({ trainerId }: { trainerId?: string | undefined }) {
  const t = useT()
  const plans = useData(() => fetchOfferedPlans({ trainerId }), [trainerId])
  return (
    <Page heading={t.screens.subscriptions.heading}>
      <Loaded state={plans}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t.screens.subscriptions.emptyTitle} text={t.screens.subscriptions.emptyText} />
          ) : (
            <ul className="list">
              {list.map((plan) => (
                <li key={plan.id}>
                  <PlanOffer plan={plan} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Page>
  )
}

/** A trainer's plans on sale, on their profile page; nothing for guests or without plans. */
export function TrainerPlansOffer({ trainerId }: { trainerId: string }) {
  const { isAuthenticated } = useSnapshot(session)
  return isAuthenticated ? <SignedInPlansOffer trainerId={trainerId} /> : null
}

function SignedInPlansOffer({ trainerId }: { trainerId: string }) {
  const t = useT()
  const plans = useData(() => fetchOfferedPlans({ trainerId }), [trainerId])
  if (!plans.data || plans.data.length === 0) return null
  return (
    <section className="stack" aria-label={t.screens.subscriptions.heading}>
      <h2>{t.screens.subscriptions.heading}</h2>
      <ul className="list">
        {plans.data.map((plan) => (
          <li key={plan.id}>
            <PlanOffer plan={plan} />
          </li>
        ))}
      </ul>
    </section>
  )
}

export function PlanOffer({ plan }: { plan: Plan }) {
  const t = useT()
  return (
    <Card className="stack" aria-label={plan.title}>
      <div className="money-row">
        <strong>{plan.title}</strong>
        <Price amount={plan.price} currency={plan.currency} />
      </div>
      <span className="muted">{t.money.from({ name: plan.trainer.name })}</span>
      <PlanTerms plan={plan} />
      {plan.description ? <p className="prewrap">{plan.description}</p> : null}
      <Link to="/subscriptions/buy" search={{ planId: plan.id }} className={buttonClass('primary')}>
        {t.money.buy}
      </Link>
    </Card>
  )
}

/** `/subscriptions/buy?planId=`: the checkout. */
export function CheckoutPage({ planId }: { planId: string | undefined }) {
  const t = useT()
  const navigate = useNavigate()
  // The plan as offered (the list answers it only while it is on sale).
  const plans = useData(() => (planId ? fetchOfferedPlans({ planId }) : Promise.resolve([])), [planId])
  const { busy, error, run } = useAction()
  const pay = () =>
    run(async () => {
      if (!planId) return
      const { subscription } = await buyPlan({ planId, payWith: 'direct' })
      await navigate({ to: '/student/subscriptions/$id', params: { id: subscription.id } })
    }, t.money.bought)
  return (
    <Page heading={t.money.checkout}>
      <Loaded state={plans}>
        {(list) => {
          const plan = list.find((p) => p.id === planId)
          return (
            <div className="stack">
              {plan ? (
                <Card className="stack" aria-label={plan.title}>
                  <div className="money-row">
                    <strong>{plan.title}</strong>
                    <Price amount={plan.price} currency={plan.currency} />
                  </div>
                  <span className="muted">{t.money.from({ name: plan.trainer.name })}</span>
                  <PlanTerms plan={plan} />
                </Card>
              ) : null}
              {planId ? (
                <>
                  <p className="muted">{t.money.payDirectHint}</p>
                  <Button onClick={pay} disabled={busy} block>
                    {t.money.payDirect}
                  </Button>
                  <FormError message={error} />
                </>
              ) : (
                <EmptyState
                  title={t.screens.subscriptionsBuy.emptyTitle}
                  text={t.screens.subscriptionsBuy.emptyText}
                />
              )}
            </div>
          )
        }}
      </Loaded>
    </Page>
  )
}

/** `/student/subscriptions` (all) and `/student-subscription` (the active ones at a glance). */
export function MySubscriptionsPage({ activeOnly }: { activeOnly: boolean }) {
  const t = useT()
  const screen = activeOnly ? t.screens.studentSubscription : t.screens.studentSubscriptions
  const subs = useData(() => fetchMySubscriptions(activeOnly ? 'active' : undefined), [activeOnly])
  return (
    <Page heading={screen.heading}>
      <Loaded state={subs}>
        {(list) => (
          <div className="stack">
            {list.length === 0 ? (
              <EmptyState
                title={screen.emptyTitle}
                text={screen.emptyText}
                action={
                  <Link to="/subscriptions" className={buttonClass('primary')}>
                    {t.screens.subscriptions.heading}
                  </Link>
                }
              />
            ) : (
              <ul className="list">
                {list.map((s) => (
                  <li key={s.id}>
                    <SubscriptionCard subscription={s} />
                  </li>
                ))}
              </ul>
            )}
            {activeOnly ? <Link to="/student/subscriptions">{t.money.viewAll}</Link> : null}
          </div>
        )}
      </Loaded>
    </Page>
  )
}

/** `/student/subscriptions/{id}`: one subscription with its usage, returned sessions included. */
export function SubscriptionDetailsPage({ id }: { id: string }) {
  const t = useT()
  const locale = useLocale()
  const sub = useData(() => fetchSubscription(id), [id])
  return (
    <Page heading={t.screens.studentSubscriptionDetails.heading}>
      <Loaded state={sub}>
        {(s) => (
          <div className="stack">
            <Card className="stack" aria-label={s.title}>
              <div className="money-row">
                <strong>{s.title}</strong>
                <span className="money-badge">{t.money.status[s.status]}</span>
              </div>
              <span className="muted">{t.money.from({ name: s.trainer.name })}</span>
              <SessionsLeft subscription={s} />
              {s.validUntil ? (
                <span>{t.money.validUntil({ date: lastDay(s.validUntil, locale) })}</span>
              ) : null}
              <div className="money-row">
                <Price amount={s.price} currency={s.currency} />
                {s.paymentId ? (
                  <Link
                    to="/payments"
                    search={{ receipt: s.status === 'pending_payment' ? undefined : s.paymentId }}
                  >
                    {t.money.receipt}
                  </Link>
                ) : null}
              </div>
            </Card>
            <h2>{t.money.usage}</h2>
            {s.usage.length === 0 ? (
              <p className="muted">{t.money.noUsage}</p>
            ) : (
              <ul className="list">
                {s.usage.map((u) => (
                  <li key={u.bookingId}>
                    <Card className="money-row">
                      <span>
                        {u.trainingTitle} · {formatDateTime(u.startsAt, locale)}
                      </span>
                      <span className="money-badge">
                        {u.returnedAt
                          ? `${t.money.returned} ${formatDateTime(u.returnedAt, locale)}`
                          : t.money.spent}
                      </span>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Loaded>
    </Page>
  )
}
