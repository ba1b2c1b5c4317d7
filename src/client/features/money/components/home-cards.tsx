// The money feature's home cards (decision 0034): a student's active packages with sessions left;
// a trainer's payments to confirm and this month's income. Each loads and fails on its own.
import { Link } from '@tanstack/react-router'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { HomeCard } from '#client/ui/components/home-card.tsx'
import { formatDateTimeIn, formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useShownName } from '#client/ui/person-name.ts'
import { useLoad } from '#client/ui/use-load.ts'
import { clock } from '#shared/clock.ts'
import { dateInZone } from '#shared/time.ts'
import { fetchMySubscriptions, fetchPayments } from '../api/money-api.ts'
import { lastDay, SessionsLeft } from './money-bits.tsx'

/** How many items a home card lists (its count covers all of them). */
const SHOWN = 3

/** Student home: active packages, each with its sessions left and last day; to /student/subscriptions. */
export function ActivePackagesCard() {
  const t = useT()
  const shown = useShownName()
  const locale = useLocale()
  const { state, reload } = useLoad(() => fetchMySubscriptions('active'), [])
  return (
    <HomeCard
      title={t.home.packages}
      more={
        <Link to="/student/subscriptions" className="home-card__more">
          {t.home.allPackages}
        </Link>
      }
      state={state}
      onRetry={reload}
    >
      {(subscriptions) =>
        subscriptions.length === 0 ? (
          <p className="muted">
            {t.home.noPackages} <Link to="/subscriptions">{t.home.findPackage}</Link>
          </p>
        ) : (
          <ul className="home-list">
            {subscriptions.slice(0, SHOWN).map((s) => (
              <li key={s.id}>
                <Link to="/student/subscriptions/$id" params={{ id: s.id }}>
                  {s.title}
                </Link>
                <span className="muted home-list__meta">
                  {shown(s.trainer.name)} · <SessionsLeft subscription={s} />
                  {s.validUntil ? ` · ${t.home.until({ date: lastDay(s.validUntil, locale) })}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </HomeCard>
  )
}

/** Trainer home: direct payments waiting for the trainer's confirmation; to /trainer-payments. */
export function PaymentsToConfirmCard() {
  const t = useT()
  const shown = useShownName()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const { state, reload } = useLoad(() => fetchPayments({ role: 'recipient', status: 'pending' }), [])
  return (
    <HomeCard
      title={t.home.paymentsToConfirm}
      more={
        <Link to="/trainer-payments" className="home-card__more">
          {t.home.allPayments}
        </Link>
      }
      state={state}
      onRetry={reload}
    >
      {(payments) => {
        const waiting = payments.items.filter((p) => p.method === 'direct')
        if (waiting.length === 0) return <p className="muted">{t.home.noPaymentsToConfirm}</p>
        return (
          <>
            <p>{t.home.paymentsWaiting({ count: waiting.length, more: payments.nextCursor !== null })}</p>
            <ul className="home-list">
              {waiting.slice(0, SHOWN).map((p) => (
                <li key={p.id}>
                  <Link to="/trainer-payments">
                    {shown(p.payer.name)} · {formatMoney(p.amount, p.currency, locale)}
                  </Link>
                  <span className="muted home-list__meta">
                    {p.description || t.money.purpose[p.purpose]} ·{' '}
                    {formatDateTimeIn(p.createdAt, locale, zone)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )
      }}
    </HomeCard>
  )
}

/** Trainer home: income paid this month (the trainer's zone), per currency; to /trainer-payments. */
export function MonthIncomeCard() {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const { state, reload } = useLoad(() => fetchPayments({ role: 'recipient', limit: 1 }), [])
  const thisMonth = dateInZone(clock.now(), zone).slice(0, 7)
  return (
    <HomeCard
      title={t.home.monthIncome}
      more={
        <Link to="/trainer-payments" className="home-card__more">
          {t.home.allPayments}
        </Link>
      }
      state={state}
      onRetry={reload}
    >
      {(payments) => {
        const totals = payments.months.filter((m) => m.month === thisMonth)
        if (totals.length === 0) return <p className="muted">{t.home.noIncome}</p>
        return (
          <ul className="home-list">
            {totals.map((m) => (
              <li key={m.currency}>
                <span className="home-figure">{formatMoney(m.total, m.currency, locale)}</span>
              </li>
            ))}
          </ul>
        )
      }}
    </HomeCard>
  )
}
