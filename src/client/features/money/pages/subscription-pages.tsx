import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { payInvoice } from '#client/platform/telegram/invoice.ts'
import { isInsideTelegram } from '#client/platform/telegram/launch.ts'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { session } from '#client/session/session.ts'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { formatDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { Settled } from '#client/ui/settle.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { Payment, Plan } from '#shared/api/money.ts'
import {
  buyPlan,
  fetchMySubscriptions,
  fetchOfferedPlans,
  fetchPayment,
  fetchPaymentMethods,
  fetchSubscription,
} from '../api/money-api.ts'
import {
  Loaded,
  PlanTerms,
  Price,
  SessionsLeft,
  SubscriptionCard,
  ValidUntil,
} from '../components/money-bits.tsx'
import { useData } from '../use-data.ts'
import '../money.css'
import { useShownName } from '#client/ui/person-name.ts'

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

/**
 * A trainer's plans on sale, on their profile page; nothing for guests or without plans. `first`:
 * the plans the route's loader asked for beside the profile.
 */
export function TrainerPlansOffer({
  trainerId,
  first,
}: {
  trainerId: string
  first?: Promise<Settled<Plan[]>> | undefined
}) {
  const { isAuthenticated } = useSnapshot(session)
  return isAuthenticated ? <SignedInPlansOffer trainerId={trainerId} first={first} /> : null
}

function SignedInPlansOffer({
  trainerId,
  first,
}: {
  trainerId: string
  first?: Promise<Settled<Plan[]>> | undefined
}) {
  const t = useT()
  const plans = useData(() => fetchOfferedPlans({ trainerId }), [trainerId], first)
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
  const shown = useShownName()
  return (
    <Card className="stack" aria-label={plan.title}>
      <div className="money-row">
        <strong>{plan.title}</strong>
        <Price amount={plan.price} currency={plan.currency} />
      </div>
      <span className="muted">{t.money.from({ name: shown(plan.trainer.name) })}</span>
      <PlanTerms plan={plan} />
      {plan.description ? <p className="prewrap">{plan.description}</p> : null}
      <Link to="/subscriptions/buy" search={{ planId: plan.id }} className={buttonClass('primary')}>
        {t.money.buy}
      </Link>
    </Card>
  )
}

/** How long, and how often, the checkout looks for a payment Telegram has not yet reported. */
const PENDING_LOOK_MS = 5 * 60_000
const PENDING_LOOK_EVERY_MS = 3_000

/** What became of an invoice opened from the checkout. */
type InvoiceOutcome = 'cancelled' | 'failed' | 'pending'

/**
 * `/subscriptions/buy?planId=`: the checkout. Inside Telegram, when the server takes invoices,
 * "Pay in Telegram" buys the plan by invoice (decision 0037): the server makes the invoice, the
 * Mini App opens it and follows the payment until the server has it; a cancelled or failed one
 * can be opened again. Anywhere, the trainer can be paid directly.
 */
export function CheckoutPage({ planId }: { planId: string | undefined }) {
  const t = useT()
  const shown = useShownName()
  const navigate = useNavigate()
  // The plan as offered (the list answers it only while it is on sale).
  const plans = useData(() => (planId ? fetchOfferedPlans({ planId }) : Promise.resolve([])), [planId])
  const inTelegram = isInsideTelegram()
  const methods = useData(
    () => (inTelegram ? fetchPaymentMethods() : Promise.resolve({ telegram: false })),
    [inTelegram],
  )
  const { busy, error, run } = useAction()
  // The order made by "Pay in Telegram": opened again on a retry, never bought twice.
  const [order, setOrder] = useState<{ subscriptionId: string; payment: Payment }>()
  const [outcome, setOutcome] = useState<InvoiceOutcome>()
  const pay = () =>
    run(async () => {
      if (!planId) return
      const { subscription } = await buyPlan({ planId, payWith: 'direct' })
      await navigate({ to: '/student/subscriptions/$id', params: { id: subscription.id } })
    }, t.money.bought)
  const payInTelegram = () =>
    run(async () => {
      if (!planId) return
      let current = order
      if (!current) {
        const bought = await buyPlan({ planId, payWith: 'telegram' })
        current = { subscriptionId: bought.subscription.id, payment: bought.payment }
        setOrder(current)
      }
      if (!current.payment.invoiceLink) return
      setOutcome(undefined)
      const paymentId = current.payment.id
      const status = await payInvoice(
        current.payment.invoiceLink,
        async () => (await fetchPayment(paymentId)).status === 'paid',
      )
      if (status === 'paid') {
        await navigate({ to: '/student/subscriptions/$id', params: { id: current.subscriptionId } })
        return
      }
      setOutcome(status)
    })
  // Telegram's word of the payment came after the invoice closed: the page keeps looking (the
  // payment is the server's to credit), and moves on once it has it. It never offers to pay an
  // invoice that may already be paid.
  useEffect(() => {
    if (outcome !== 'pending' || !order) return
    let stopped = false
    const started = Date.now()
    const look = async () => {
      if (stopped) return
      const paid = await fetchPayment(order.payment.id)
        .then((p) => p.status === 'paid')
        .catch(() => false)
      if (stopped) return
      if (paid) {
        void navigate({ to: '/student/subscriptions/$id', params: { id: order.subscriptionId } })
        return
      }
      if (Date.now() - started < PENDING_LOOK_MS) timer = setTimeout(look, PENDING_LOOK_EVERY_MS)
    }
    let timer = setTimeout(look, PENDING_LOOK_EVERY_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [outcome, order, navigate])
  const telegram = methods.data?.telegram === true
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
                  <span className="muted">{t.money.from({ name: shown(plan.trainer.name) })}</span>
                  <PlanTerms plan={plan} />
                </Card>
              ) : null}
              {planId ? (
                <>
                  {telegram ? (
                    <>
                      <p className="muted">{t.money.payTelegramHint}</p>
                      <Button onClick={payInTelegram} disabled={busy || outcome === 'pending'} block>
                        {outcome === 'cancelled' || outcome === 'failed'
                          ? t.money.tryAgain
                          : t.money.payTelegram}
                      </Button>
                      {outcome ? (
                        <p role="status" data-testid="invoice-outcome" data-status={outcome}>
                          {outcome === 'cancelled'
                            ? t.money.invoiceCancelled
                            : outcome === 'failed'
                              ? t.money.invoiceFailed
                              : t.money.invoicePending}
                        </p>
                      ) : null}
                    </>
                  ) : null}
                  {order ? null : (
                    <>
                      <p className="muted">{t.money.payDirectHint}</p>
                      <Button
                        onClick={pay}
                        disabled={busy}
                        block
                        variant={telegram ? 'secondary' : 'primary'}
                      >
                        {t.money.payDirect}
                      </Button>
                    </>
                  )}
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
  const shown = useShownName()
  const locale = useLocale()
  const zone = useMyTimeZone()
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
              <span className="muted">{t.money.from({ name: shown(s.trainer.name) })}</span>
              <SessionsLeft subscription={s} />
              <ValidUntil subscription={s} />
              <div className="money-row">
                <Price amount={s.price} currency={s.currency} />
                {/* Awaiting payment there is no receipt yet: the way to the payment instead. */}
                {s.paymentId && s.status === 'pending_payment' ? (
                  <Link to="/student-payments">{t.money.pendingTitle}</Link>
                ) : s.paymentId ? (
                  <Link to="/payments" search={{ receipt: s.paymentId }}>
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
                        {u.trainingTitle} · {formatDateTimeIn(u.startsAt, locale, zone)}
                      </span>
                      <span className="money-badge">
                        {u.returnedAt
                          ? `${t.money.returned} ${formatDateTimeIn(u.returnedAt, locale, zone)}`
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
