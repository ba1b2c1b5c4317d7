import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { payInvoice } from '#client/platform/telegram/invoice.ts'
import { isInsideTelegram } from '#client/platform/telegram/launch.ts'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { session } from '#client/session/session.ts'
import { TrainerOnly } from '#client/session/trainer-only.tsx'
import { Chart } from '#client/ui/chart/chart.tsx'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatDateTimeIn, formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { ActionRefusal, useAction } from '#client/ui/use-action.ts'
import type { Payment, PaymentRole, Receipt } from '#shared/api/money.ts'
import { clock } from '#shared/clock.ts'
import { dateInZone } from '#shared/time.ts'
import {
  cancelPendingPayment,
  confirmPayment,
  downloadReceiptPdf,
  fetchPayment,
  fetchPayments,
  fetchReceipt,
  refundPayment,
} from '../api/money-api.ts'
import { Loaded, Price } from '../components/money-bits.tsx'
import { useData } from '../use-data.ts'
import '../money.css'
import { useShownName } from '#client/ui/person-name.ts'

type Variant = 'all' | 'student' | 'trainer'

const ROLE: Record<Variant, PaymentRole | undefined> = {
  all: undefined,
  student: 'payer',
  trainer: 'recipient',
}

/**
 * `/payments` (all of mine), `/student-payments` (as payer, pending first), `/trainer-payments`
 * (incoming, confirm, month totals). A paid payment opens its receipt (`/payments?receipt=`).
 */
export function PaymentsPage({ variant }: { variant: Variant }) {
  const t = useT()
  const heading =
    variant === 'all'
      ? t.screens.payments.heading
      : variant === 'student'
        ? t.screens.studentPayments.heading
        : t.screens.trainerPayments.heading
  const body = <PaymentLists variant={variant} />
  return <Page heading={heading}>{variant === 'trainer' ? <TrainerOnly>{body}</TrainerOnly> : body}</Page>
}

function PaymentLists({ variant }: { variant: Variant }) {
  const t = useT()
  const role = ROLE[variant]
  const pending = useData(
    () => (variant === 'all' ? Promise.resolve(null) : fetchPayments({ role, status: 'pending' })),
    [variant],
  )
  const [pages, setPages] = useState<string[]>([])
  const pendingId = useId()
  const history = useData(() => fetchPayments({ role }), [variant])
  const reload = () => {
    pending.reload()
    history.reload()
    setPages([])
  }
  const screen =
    variant === 'all'
      ? t.screens.payments
      : variant === 'student'
        ? t.screens.studentPayments
        : t.screens.trainerPayments
  return (
    <div className="stack">
      {variant === 'trainer' && history.data ? <MonthTotals months={history.data.months} /> : null}
      <Loaded state={pending}>
        {(p) =>
          p && p.items.length > 0 ? (
            <section className="stack" aria-labelledby={pendingId}>
              <h2 id={pendingId}>
                {variant === 'trainer' ? t.money.pendingIncomingTitle : t.money.pendingTitle}
              </h2>
              {/* Paying the trainer in cash is for direct payments; an invoice has its own "pay". */}
              {variant === 'student' && p.items.some((i) => i.method === 'direct') ? (
                <p className="muted">{t.money.payHint}</p>
              ) : null}
              <PaymentList items={p.items} variant={variant} onChanged={reload} />
            </section>
          ) : null
        }
      </Loaded>
      <Loaded state={history}>
        {(h) => {
          const items = variant === 'all' ? h.items : h.items.filter((i) => i.status !== 'pending')
          return (
            <section className="stack" aria-label={t.money.historyTitle}>
              {variant === 'all' ? null : <h2>{t.money.historyTitle}</h2>}
              {items.length === 0 && pages.length === 0 ? (
                // Under payments waiting above, "no payments yet" would deny them: only the history is empty.
                (pending.data?.items.length ?? 0) > 0 ? (
                  <p className="muted">{t.money.historyEmpty}</p>
                ) : (
                  <EmptyState title={screen.emptyTitle} text={screen.emptyText} />
                )
              ) : (
                <PaymentList items={items} variant={variant} onChanged={reload} />
              )}
              {pages.map((cursor) => (
                <MorePayments key={cursor} cursor={cursor} role={role} variant={variant} onChanged={reload} />
              ))}
              {h.nextCursor && pages.length === 0 ? (
                <Button variant="secondary" onClick={() => setPages([h.nextCursor!])}>
                  {t.money.more}
                </Button>
              ) : null}
            </section>
          )
        }}
      </Loaded>
    </div>
  )
}

function MorePayments({
  cursor,
  role,
  variant,
  onChanged,
}: {
  cursor: string
  role: PaymentRole | undefined
  variant: Variant
  onChanged: () => void
}) {
  const t = useT()
  const page = useData(() => fetchPayments({ role, cursor }), [cursor])
  const [next, setNext] = useState<string>()
  return (
    <Loaded state={page}>
      {(p) => (
        <>
          <PaymentList
            items={p.items.filter((i) => variant === 'all' || i.status !== 'pending')}
            variant={variant}
            onChanged={onChanged}
          />
          {next ? <MorePayments cursor={next} role={role} variant={variant} onChanged={onChanged} /> : null}
          {p.nextCursor && !next ? (
            <Button variant="secondary" onClick={() => setNext(p.nextCursor!)}>
              {t.money.more}
            </Button>
          ) : null}
        </>
      )}
    </Loaded>
  )
}

/** `YYYY-MM` of the month after `month`. */
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`
}

/**
 * Paid income by month, a bar chart per currency (the shared lazy chart: its summary and hidden
 * table are what a screen reader gets). Months run from the oldest paid one to this month; months
 * without payments are 0. The server answers the months that have payments, newest first.
 */
function MonthTotals({ months }: { months: { month: string; currency: string; total: number }[] }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  if (months.length === 0) return null
  const thisMonth = dateInZone(clock.now(), zone).slice(0, 7)
  const sorted = months.map((m) => m.month).sort()
  const last = [sorted.at(-1)!, thisMonth].sort().at(-1)!
  const axis: string[] = []
  for (let m = sorted[0]!; m <= last; m = nextMonth(m)) axis.push(m)
  const format = (month: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${month}-15T00:00:00Z`))
  const currencies = [...new Set(months.map((m) => m.currency))]
  return (
    <div className="stack">
      {currencies.map((currency) => {
        const totals = new Map(months.filter((m) => m.currency === currency).map((m) => [m.month, m.total]))
        return (
          <Chart
            key={currency}
            title={currencies.length > 1 ? `${t.money.monthTotals} · ${currency}` : t.money.monthTotals}
            labels={axis.map((m) => format(m, { month: 'short' }))}
            descriptions={axis.map((m) =>
              m === thisMonth ? t.money.thisMonth : format(m, { month: 'long', year: 'numeric' }),
            )}
            series={[
              {
                name: t.money.incomeSeries,
                values: axis.map((m) => totals.get(m) ?? 0),
                format: (v) => formatMoney(v, currency, locale),
              },
            ]}
          />
        )
      })}
    </div>
  )
}

function PaymentList({
  items,
  variant,
  onChanged,
}: {
  items: Payment[]
  variant: Variant
  onChanged: () => void
}) {
  return (
    <ul className="list">
      {items.map((p) => (
        <li key={p.id}>
          <PaymentCard payment={p} variant={variant} onChanged={onChanged} />
        </li>
      ))}
    </ul>
  )
}

function PaymentCard({
  payment,
  variant,
  onChanged,
}: {
  payment: Payment
  variant: Variant
  onChanged: () => void
}) {
  const t = useT()
  const shown = useShownName()
  const locale = useLocale()
  const { busy, run } = useAction(onChanged, 'toast')
  const zone = useMyTimeZone()
  const [refunding, setRefunding] = useState(false)
  const { userId: myId } = useSnapshot(session)
  const incoming = variant === 'trainer' || (variant === 'all' && payment.payer.id !== myId)
  const counterpart = incoming
    ? `${t.money.payer}: ${shown(payment.payer.name)}`
    : `${t.money.recipient}: ${payment.recipient?.name ?? t.money.platform}`
  // A pending invoice of mine is paid here inside Telegram (decision 0037); the list then reloads.
  const invoiceLink = payment.invoiceLink && isInsideTelegram() ? payment.invoiceLink : null
  const payByInvoice = (link: string) =>
    run(async () => {
      const status = await payInvoice(link, async () => (await fetchPayment(payment.id)).status === 'paid')
      if (status === 'cancelled') throw new ActionRefusal(t.money.invoiceCancelled)
      if (status === 'failed') throw new ActionRefusal(t.money.invoiceFailed)
      if (status === 'pending') throw new ActionRefusal(t.money.invoicePending)
    })
  return (
    <Card className="stack" aria-label={payment.description || t.money.purpose[payment.purpose]}>
      <div className="money-row">
        <strong>{payment.description || t.money.purpose[payment.purpose]}</strong>
        <Price amount={payment.amount} currency={payment.currency} />
      </div>
      <div className="money-row">
        <span className="muted">{counterpart}</span>
        <span className="money-badge">{t.money.paymentStatus[payment.status]}</span>
      </div>
      <span className="muted">
        {t.money.purpose[payment.purpose]} · {t.money.method[payment.method]} ·{' '}
        {formatDateTimeIn(payment.paidAt ?? payment.createdAt, locale, zone)}
      </span>
      {payment.refundDue ? (
        <span className="money-due" data-testid="refund-due">
          {incoming ? t.money.refundDueTrainer : t.money.refundDueStudent}
        </span>
      ) : null}
      {payment.status === 'refunded' && payment.refundedAt ? (
        <span className="muted">
          {t.money.refundedOn({ date: formatDateTimeIn(payment.refundedAt, locale, zone) })}
          {payment.refundReason ? ` · ${t.money.refundReasonLabel}: ${payment.refundReason}` : ''}
        </span>
      ) : null}
      <div className="money-row">
        {payment.receiptId ? (
          <Link to="/payments" search={{ receipt: payment.id }}>
            {t.money.receipt}
          </Link>
        ) : null}
        {variant === 'trainer' && payment.status === 'pending' && payment.method === 'direct' ? (
          <Button disabled={busy} onClick={() => run(() => confirmPayment(payment.id), t.money.confirmed)}>
            {t.money.confirm}
          </Button>
        ) : null}
        {payment.status === 'pending' && payment.method === 'direct' && payment.purpose === 'subscription' ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => run(() => cancelPendingPayment(payment.id), t.money.reservationCancelled)}
          >
            {t.money.cancelReservation}
          </Button>
        ) : null}
        {invoiceLink ? (
          <Button disabled={busy} onClick={() => payByInvoice(invoiceLink)}>
            {t.money.payTelegram}
          </Button>
        ) : null}
        {variant === 'trainer' && payment.status === 'paid' ? (
          <Button variant="secondary" onClick={() => setRefunding(true)}>
            {t.money.refund}
          </Button>
        ) : null}
      </div>
      {refunding ? (
        <RefundDialog
          payment={payment}
          onClose={() => setRefunding(false)}
          onRefunded={() => {
            setRefunding(false)
            onChanged()
          }}
        />
      ) : null}
    </Card>
  )
}

/** Asks the trainer to confirm a refund (with an optional reason), then refunds. */
function RefundDialog({
  payment,
  onClose,
  onRefunded,
}: {
  payment: Payment
  onClose: () => void
  onRefunded: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [reason, setReason] = useState('')
  const { busy, error, run } = useAction()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  const submit = async () => {
    if (await run(() => refundPayment(payment.id, { reason: reason.trim() }), t.money.refunded)) onRefunded()
  }
  return (
    <dialog
      ref={ref}
      className="card money-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        if (!busy) onClose()
      }}
    >
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <h2 id={titleId}>
          {t.money.refundTitle({
            amount: formatMoney(payment.amount, payment.currency, locale),
            name: payment.payer.name,
          })}
        </h2>
        <p className="muted">{t.money.refundText}</p>
        {payment.purpose === 'subscription' ? (
          <p className="muted">{t.money.refundSubscriptionText}</p>
        ) : null}
        <FormError message={error} />
        <TextField
          label={t.money.refundReason}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="button-row">
          <Button type="submit" variant="danger" disabled={busy}>
            {t.money.refundConfirm}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t.money.refundKeep}
          </Button>
        </div>
      </form>
    </dialog>
  )
}

/** The printable receipt of a payment (`/payments?receipt={paymentId}`), with print CSS and the PDF. */
export function ReceiptPage({ paymentId }: { paymentId: string }) {
  const t = useT()
  const receipt = useData(() => fetchReceipt(paymentId), [paymentId])
  return (
    <Page heading={t.money.receipt}>
      <Loaded state={receipt}>{(r) => <ReceiptView receipt={r} />}</Loaded>
    </Page>
  )
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const t = useT()
  const shown = useShownName()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const { busy, error, run } = useAction()
  const money = (amount: number) => formatMoney(amount, receipt.currency, locale)
  return (
    <article className="receipt stack" aria-label={t.money.receiptNumber({ number: receipt.number })}>
      <h2>{t.money.receiptNumber({ number: receipt.number })}</h2>
      <p>
        {t.money.date}: {formatDateTimeIn(receipt.issuedAt, locale, zone)}
      </p>
      <section>
        <h3>{t.money.seller}</h3>
        <p>{shown(receipt.seller.name)}</p>
        {receipt.seller.legalStatus ? <p>{t.money.legal[receipt.seller.legalStatus]}</p> : null}
        {receipt.seller.legalName ? <p>{receipt.seller.legalName}</p> : null}
        {receipt.seller.taxId ? (
          <p>
            {t.money.taxId}: {receipt.seller.taxId}
          </p>
        ) : null}
      </section>
      <section>
        <h3>{t.money.buyer}</h3>
        <p>{shown(receipt.buyer.name)}</p>
      </section>
      <table>
        <thead>
          <tr>
            <th>{t.money.item}</th>
            <th className="num">{t.money.quantity}</th>
            <th className="num">{t.money.amount}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.items.map((item) => (
            <tr key={item.title}>
              <td>{item.title}</td>
              <td className="num">{item.quantity}</td>
              <td className="num">{money(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="money-amount">
        {t.money.total}: {money(receipt.total)}
      </p>
      <p>
        {t.money.methodLabel}: {t.money.method[receipt.method]}
      </p>
      {receipt.refund ? (
        <section className="receipt__refund" aria-label={t.money.paymentStatus.refunded}>
          <p className="money-amount">
            {t.money.refundNote({
              date: formatDateTimeIn(receipt.refund.refundedAt, locale, zone),
              amount: money(receipt.total),
            })}
          </p>
          {receipt.refund.reason ? (
            <p>
              {t.money.refundReasonLabel}: {receipt.refund.reason}
            </p>
          ) : null}
        </section>
      ) : null}
      <div className="receipt__actions">
        <Button onClick={() => window.print()}>{t.money.print}</Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            run(() => downloadReceiptPdf(receipt.paymentId, `receipt-${receipt.number}.pdf`, locale))
          }
        >
          {t.money.downloadPdf}
        </Button>
        <Link to="/payments" className={buttonClass('secondary')}>
          {t.money.back}
        </Link>
      </div>
      {error ? <p className="form-error">{error}</p> : null}
    </article>
  )
}
