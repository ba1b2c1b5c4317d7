import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { openInvoice } from '#client/platform/telegram/invoice.ts'
import { isInsideTelegram } from '#client/platform/telegram/launch.ts'
import type { InvoiceStatus } from '#client/platform/telegram/telegram.ts'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { formatDate } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { PlatformPlan, PlatformPlanPayment } from '#shared/api/platform-plan.ts'
import type { Locale } from '#shared/locales.ts'
import { fetchPlatformPlan, payPlatformPlan } from '../api/platform-plan-api.ts'

/** Stars as Telegram shows them: "⭐ 500" (a whole number in the reader's locale). */
export function formatStars(stars: number, locale: Locale): string {
  return `⭐ ${new Intl.NumberFormat(locale).format(stars)}`
}

/** How often the page asks again after Telegram said "paid" (the bot may credit it a moment later). */
const CREDIT_CHECKS = 6
const CREDIT_CHECK_MS = 1000

/**
 * `/trainer-subscription` (decision 0029): the trainer's own plan — trial or Pro, until when,
 * renewing or not, the payments — and paying or renewing Pro. Inside Telegram it is paid in Stars
 * by invoice; in a browser the platform cannot sell it, so the page links to itself in Telegram.
 */
export function TrainerPlanPage({ plan }: { plan: PlatformPlan }) {
  const t = useT()
  return (
    <Page heading={t.screens.trainerSubscription.heading}>
      <PlanStatus plan={plan} />
      <PayPro plan={plan} />
      <PlanHistory history={plan.history} />
    </Page>
  )
}

function PlanStatus({ plan }: { plan: PlatformPlan }) {
  const t = useT()
  const locale = useLocale()
  if (!plan.kind || !plan.validUntil) {
    return (
      <Card>
        <p>{t.trainerPlan.none}</p>
      </Card>
    )
  }
  const kind = t.trainerPlan.kinds[plan.kind]
  const date = formatDate(plan.validUntil, locale)
  return (
    <Card className="stack" data-testid="trainer-plan-status" data-kind={plan.kind} data-active={plan.active}>
      <h2>
        {plan.active ? t.trainerPlan.activeUntil({ kind, date }) : t.trainerPlan.endedOn({ kind, date })}
      </h2>
      {plan.active ? (
        <p>{t.trainerPlan.daysLeft({ count: plan.daysLeft })}</p>
      ) : (
        <p>{t.trainerPlan.endedNote}</p>
      )}
      {plan.renewing ? <p className="muted">{t.trainerPlan.renewing}</p> : null}
    </Card>
  )
}

function PayPro({ plan }: { plan: PlatformPlan }) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const [outcome, setOutcome] = useState<InvoiceStatus | 'paying' | undefined>()
  const { busy, error, run } = useAction()
  const price = formatStars(plan.priceStars, locale)
  const label =
    plan.kind === 'pro' && plan.active ? t.trainerPlan.renew({ price }) : t.trainerPlan.pay({ price })

  /** The bot credits the payment on successful_payment; the page looks again until it shows. */
  const awaitCredit = async (paymentId: string) => {
    for (let i = 0; i < CREDIT_CHECKS; i += 1) {
      const fresh = await fetchPlatformPlan()
      if (fresh.history.some((p) => p.id === paymentId && p.status === 'paid')) break
      await new Promise((resolve) => setTimeout(resolve, CREDIT_CHECK_MS))
    }
    await router.invalidate()
  }

  const pay = () =>
    run(async () => {
      const { payment, invoiceLink } = await payPlatformPlan()
      setOutcome('paying')
      const status = await openInvoice(invoiceLink)
      if (status === 'unsupported') {
        setOutcome('failed')
        return
      }
      setOutcome(status)
      if (status === 'paid' || status === 'pending') await awaitCredit(payment.id)
      else await router.invalidate()
    })

  return (
    <Card className="stack" aria-label={t.trainerPlan.proTitle}>
      <h2>{t.trainerPlan.proTitle}</h2>
      <p>{t.trainerPlan.proPrice({ price })}</p>
      {!plan.telegramPayments ? (
        <p className="muted">{t.trainerPlan.noTelegram}</p>
      ) : plan.renewing ? (
        // Telegram renews it by itself: a second subscription would charge twice a month.
        <p className="muted">{t.trainerPlan.renewsItself}</p>
      ) : isInsideTelegram() ? (
        <div className="button-row">
          <Button onClick={() => void pay()} disabled={busy}>
            {busy && outcome === 'paying' ? t.trainerPlan.paying : label}
          </Button>
        </div>
      ) : (
        <>
          <p className="muted">{t.trainerPlan.telegramOnly}</p>
          {plan.telegramLink ? (
            <p>
              <a className={buttonClass('primary')} href={plan.telegramLink} target="_blank" rel="noopener">
                {t.trainerPlan.openInTelegram}
              </a>
            </p>
          ) : null}
        </>
      )}
      {outcome && outcome !== 'paying' ? (
        <p role="status" data-testid="trainer-plan-outcome" data-status={outcome}>
          {outcome === 'paid'
            ? t.trainerPlan.paid
            : outcome === 'pending'
              ? t.trainerPlan.processing
              : outcome === 'cancelled'
                ? t.trainerPlan.cancelled
                : t.trainerPlan.failed}
        </p>
      ) : null}
      {error ? <p className="form-error">{error}</p> : null}
    </Card>
  )
}

function PlanHistory({ history }: { history: readonly PlatformPlanPayment[] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <section className="stack" aria-label={t.trainerPlan.history}>
      <h2>{t.trainerPlan.history}</h2>
      {history.length === 0 ? <p className="muted">{t.trainerPlan.noHistory}</p> : null}
      <ul className="list" data-testid="trainer-plan-history">
        {history.map((payment) => (
          <li key={payment.id}>
            <Card data-status={payment.status}>
              <strong>{formatStars(payment.amount, locale)}</strong>
              {' · '}
              {t.trainerPlan.days({ count: payment.days })}
              {payment.renewal ? ` · ${t.trainerPlan.renewal}` : ''}
              <br />
              <span className="muted">
                {t.trainerPlan.statuses[payment.status]} ·{' '}
                {formatDate(payment.paidAt ?? payment.createdAt, locale)}
              </span>
              {payment.status === 'paid' || payment.status === 'refunded' ? (
                <>
                  <br />
                  {/* Every paid payment has its receipt; the platform is the seller (issue 17). */}
                  <Link to="/payments" search={{ receipt: payment.id }}>
                    {t.money.receipt}
                  </Link>
                </>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
