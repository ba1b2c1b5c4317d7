import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ApiRequestError } from '#client/platform/http/errors.ts'
import { payInvoice } from '#client/platform/telegram/invoice.ts'
import { isInsideTelegram } from '#client/platform/telegram/launch.ts'
import { haptic } from '#client/platform/telegram/telegram.ts'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { session } from '#client/session/session.ts'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { formatDateTimeIn, formatTime } from '#client/ui/format.ts'
import { type Dictionary, useLocale, useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { Booking } from '#shared/api/booking.ts'
import { BOOKING_ERRORS } from '#shared/api/booking.ts'
import type { Subscription } from '#shared/api/money.ts'
import type { PayWith, Training } from '#shared/api/trainings.ts'
import { placeRefusal } from '#shared/booking-rules.ts'
import { clock } from '#shared/clock.ts'
import {
  createBooking,
  fetchActiveSubscriptions,
  fetchPayment,
  fetchPaymentMethods,
  joinWaitlist,
  leaveWaitlist,
} from '../api/booking-api.ts'
import { BookingConfirmation } from './booking-confirmation.tsx'
import { BookingSummary } from './booking-summary.tsx'
import { fittingSubscriptions, PayOptions } from './pay-options.tsx'

/** Why the caller cannot book `training` now, if they cannot; null when they can (or already did). */
function unavailability(
  t: Dictionary,
  training: Training,
  viewerId: string | null,
  now: number,
  when: (iso: string) => string,
): string | null {
  // Whether the viewer is the trainer's student and the trainer takes bookings only the server
  // knows; it refuses those at the booking itself.
  const refusal = placeRefusal(
    {
      ownTraining: training.trainer.id === viewerId,
      status: training.status,
      started: Date.parse(training.startsAt) <= now,
      bookingClosed: Date.parse(training.bookingClosesAt) <= now,
    },
    { minimumNotice: true },
  )
  switch (refusal) {
    case null:
      return null
    case 'ownTraining':
      return t.booking.ownText
    case 'cancelled':
      return t.booking.cancelledText({ reason: training.cancelReason ?? '' })
    case 'started':
      return t.booking.startedText
    case 'bookingClosed':
      return t.booking.closedText({ time: when(training.bookingClosesAt) })
    case 'privateTraining':
    case 'trainerUnavailable':
      return t.messages[refusal]
  }
}

/** Booking one training: its rules, how to pay, and the waitlist when it is full. */
export function TrainingBooking({ training, onChanged }: { training: Training; onChanged: () => void }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const { userId } = useSnapshot(session)
  const [payWith, setPayWith] = useState<PayWith>(training.price === 0 ? 'free' : 'direct')
  const [subscriptionId, setSubscriptionId] = useState<string>()
  const [fitting, setFitting] = useState<Subscription[]>([])
  // A fitting subscription is offered first, and chosen for the student when there is one.
  useEffect(() => {
    if (!userId) return
    let live = true
    fetchActiveSubscriptions().then(
      (subs) => {
        if (!live) return
        const fit = fittingSubscriptions(training, subs)
        setFitting(fit)
        if (fit[0]) {
          setPayWith('subscription')
          setSubscriptionId(fit[0].id)
        }
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [userId, training])
  // Inside Telegram, a paid training can be paid by invoice when the server takes them (decision 0037).
  const [telegramPay, setTelegramPay] = useState(false)
  useEffect(() => {
    if (!userId || training.price === 0 || !isInsideTelegram()) return
    let live = true
    fetchPaymentMethods().then(
      (methods) => live && setTelegramPay(methods.telegram),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [userId, training.price])
  const payment = payWith === 'subscription' ? { payWith, subscriptionId } : { payWith }
  const { busy, error, run } = useAction()
  const [booked, setBooked] = useState<Booking>()
  // A booking that holds its place while its Telegram invoice is unpaid, and what became of the invoice.
  const [held, setHeld] = useState<Booking>()
  const [invoiceOutcome, setInvoiceOutcome] = useState<'cancelled' | 'failed' | 'pending'>()
  const [full, setFull] = useState(false)
  const [lostRace, setLostRace] = useState(false)
  const when = (iso: string) => formatDateTimeIn(iso, locale, zone)
  const time = `${when(training.startsAt)}–${formatTime(training.endsAt, locale, zone)}`
  const mine = training.myBooking && training.myBooking.status !== 'cancelled' ? training.myBooking : null
  const isFull = full || training.bookedCount >= training.capacity
  const blocked = unavailability(t, training, userId, clock.nowMs(), when)

  if (booked) return <BookingConfirmation booking={booked} training={training} time={time} />

  /** Opens the held booking's invoice and follows it until the server has the payment. */
  const payHeld = async (booking: Booking) => {
    if (!booking.invoiceLink || !booking.paymentId) return
    const paymentId = booking.paymentId
    setInvoiceOutcome(undefined)
    const status = await payInvoice(
      booking.invoiceLink,
      async () => (await fetchPayment(paymentId)).status === 'paid',
    )
    if (status === 'paid') setBooked(booking)
    else setInvoiceOutcome(status)
  }

  if (held) {
    return (
      <div className="stack">
        <BookingSummary training={training} zone={zone} time={time} isFull={false} />
        <Card className="stack" data-testid="booking-invoice">
          <h2>{t.booking.invoiceTitle}</h2>
          <p role="status" data-status={invoiceOutcome ?? 'open'}>
            {invoiceOutcome === 'cancelled'
              ? t.booking.invoiceCancelled
              : invoiceOutcome === 'failed'
                ? t.booking.invoiceFailed
                : invoiceOutcome === 'pending'
                  ? t.booking.invoicePending
                  : t.booking.invoiceHeld}
          </p>
          <FormError message={error} />
          <div className="button-row">
            {invoiceOutcome === 'pending' ? null : (
              <Button disabled={busy} onClick={() => void run(() => payHeld(held))}>
                {t.booking.payNow}
              </Button>
            )}
            <Link to="/schedule" className={buttonClass('secondary')}>
              {t.booking.openSchedule}
            </Link>
          </div>
        </Card>
      </div>
    )
  }

  // The confirmation replaces the page, with no toast: the success buzz is given here. A place
  // taken meanwhile, or a booking made from elsewhere, shows as the training now is.
  const book = () =>
    run(async () => {
      try {
        const made = await createBooking({ trainingId: training.id, ...payment })
        if (made.invoiceLink) {
          setHeld(made)
          await payHeld(made)
          return
        }
        setBooked(made)
        haptic('success')
      } catch (err) {
        haptic('error')
        if (err instanceof ApiRequestError && err.code === BOOKING_ERRORS.trainingFull) {
          setFull(true)
          setLostRace(true)
          onChanged()
        } else if (err instanceof ApiRequestError && err.code === BOOKING_ERRORS.alreadyBooked) {
          onChanged()
        } else {
          throw err
        }
      }
    })
  const join = async () => {
    const joined = await run(async () => {
      try {
        await joinWaitlist(training.id, payment)
      } catch (err) {
        haptic('error')
        onChanged()
        throw err
      }
    }, t.booking.waitlistJoined)
    if (joined) onChanged()
  }
  const leave = async () => {
    if (await run(() => leaveWaitlist(training.id), t.booking.waitlistLeft)) onChanged()
  }

  const summary = <BookingSummary training={training} zone={zone} time={time} isFull={isFull} />
  const otherTime = (
    <Link to="/booking" search={{ trainerId: training.trainer.id }} className={buttonClass('secondary')}>
      {t.booking.otherTime}
    </Link>
  )

  if (mine) {
    return (
      <div className="stack">
        {summary}
        <EmptyState
          icon="check"
          title={t.booking.alreadyBookedTitle}
          text={t.schedule.bookingStatus[mine.status]}
          action={
            <Link to="/schedule" className={buttonClass('primary')}>
              {t.booking.openSchedule}
            </Link>
          }
        />
      </div>
    )
  }
  if (blocked) {
    return (
      <div className="stack">
        {summary}
        <EmptyState icon="alert" title={t.booking.unavailableTitle} text={blocked} action={otherTime} />
      </div>
    )
  }

  const payOptions = (
    <PayOptions
      training={training}
      payWith={payWith}
      onChange={setPayWith}
      subscriptions={fitting}
      subscriptionId={subscriptionId}
      onSubscription={setSubscriptionId}
      telegram={telegramPay && !isFull}
    />
  )

  return (
    <div className="stack">
      {summary}
      <Card>
        <FormError message={error} />
        {isFull ? (
          <div className="stack">
            <h2>{t.booking.fullTitle}</h2>
            {lostRace ? <p className="form-error">{t.booking.lastPlaceTaken}</p> : null}
            {training.myWaitlistPosition !== null ? (
              <>
                <p>{t.booking.waitlistPosition({ position: training.myWaitlistPosition })}</p>
                <p className="muted">{t.booking.waitlistNote}</p>
                <div className="button-row">
                  <Button variant="secondary" disabled={busy} onClick={() => void leave()}>
                    {t.booking.leaveWaitlist}
                  </Button>
                  {otherTime}
                </div>
              </>
            ) : (
              <>
                <p className="muted">{t.booking.fullText}</p>
                {payOptions}
                <div className="button-row">
                  <MainActionButton busy={busy} onClick={() => void join()}>
                    {t.booking.joinWaitlist}
                  </MainActionButton>
                  {otherTime}
                </div>
              </>
            )}
          </div>
        ) : (
          <div className="stack">
            {payOptions}
            <h2 className="field__label">{t.booking.rules}</h2>
            <ul className="muted list">
              {training.manualApproval ? <li>{t.booking.approvalNote}</li> : null}
              {Date.parse(training.freeCancelUntil) <= clock.nowMs() ? (
                <li className="form-error">
                  {t.booking.lateBookingNote({ time: when(training.freeCancelUntil) })}
                </li>
              ) : (
                <li>{t.booking.freeCancelNote({ time: when(training.freeCancelUntil) })}</li>
              )}
            </ul>
            <div className="button-row">
              <MainActionButton busy={busy} busyLabel={t.booking.booking} onClick={() => void book()}>
                {t.booking.confirm}
              </MainActionButton>
              {otherTime}
            </div>
          </div>
        )}
      </Card>
    </div>
  )
}
