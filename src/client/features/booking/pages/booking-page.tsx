import { Link, useSearch } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import {
  fetchFavorites,
  fetchMyTrainers,
  fetchTrainer,
} from '#client/features/catalogue/api/catalogue-api.ts'
import { ApiRequestError } from '#client/platform/http/errors.ts'
import { haptic } from '#client/platform/telegram/telegram.ts'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { session } from '#client/session/session.ts'
import { Avatar } from '#client/ui/components/avatar.tsx'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { formatDateTimeIn, formatMoney, formatTime } from '#client/ui/format.ts'
import { type Dictionary, useLocale, useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { describeError } from '#client/ui/use-form.ts'
import { useResource } from '#client/ui/use-resource.ts'
import type { Booking } from '#shared/api/booking.ts'
import { BOOKING_ERRORS } from '#shared/api/booking.ts'
import type { TrainerCard } from '#shared/api/catalogue.ts'
import type { PayWith, Training } from '#shared/api/trainings.ts'
import { createBooking, fetchSlots, fetchTraining, joinWaitlist, leaveWaitlist } from '../api/booking-api.ts'
import { SlotList } from '../components/slot-list.tsx'
import '../booking.css'

/**
 * `/booking`: trainer → training → how to pay → confirmation (PRODUCT.md §3). The steps live in
 * the URL (`trainerId`, `trainingId`), so Back walks them and a link can start at any step.
 */
export function BookingPage() {
  const t = useT()
  const { trainerId, trainingId } = useSearch({ from: '/_inner/booking' })
  return (
    <Page heading={t.screens.booking.heading}>
      {trainingId ? (
        <TrainingStep trainingId={trainingId} />
      ) : trainerId ? (
        <SlotsStep trainerId={trainerId} />
      ) : (
        <TrainerStep />
      )}
    </Page>
  )
}

/** Moves keyboard and screen-reader focus to what just appeared (the booking's confirmation). */
function FocusOnShow({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div ref={ref} tabIndex={-1} className="focus-target">
      {children}
    </div>
  )
}

function TrainerStep() {
  const t = useT()
  const trainers = useResource(async () => {
    const [mine, favorites] = await Promise.all([fetchMyTrainers(), fetchFavorites()])
    const seen = new Set(mine.map((m) => m.id))
    return { mine, favorites: favorites.filter((f) => !seen.has(f.id)) }
  })
  if (trainers.loading && !trainers.data) return <Spinner label={t.app.loading} />
  if (trainers.error) return <ErrorState error={trainers.error} onRetry={trainers.reload} />
  const { mine = [], favorites = [] } = trainers.data ?? {}
  const find = (
    <Link
      to="/trainers"
      className={buttonClass(mine.length + favorites.length === 0 ? 'primary' : 'secondary')}
    >
      {t.booking.findTrainer}
    </Link>
  )
  if (mine.length + favorites.length === 0) {
    return <EmptyState icon="🔎" title={t.booking.chooseTrainer} text={t.booking.noTrainers} action={find} />
  }
  return (
    <div className="stack">
      <p className="muted">{t.booking.chooseTrainerText}</p>
      {mine.length > 0 ? <TrainerChoices title={t.booking.myTrainers} trainers={mine} /> : null}
      {favorites.length > 0 ? <TrainerChoices title={t.booking.favorites} trainers={favorites} /> : null}
      <div>{find}</div>
    </div>
  )
}

function TrainerChoices({ title, trainers }: { title: string; trainers: readonly TrainerCard[] }) {
  const t = useT()
  return (
    <Card>
      <h2>{title}</h2>
      <ul className="list">
        {trainers.map((trainer) => {
          const name = `${trainer.firstName} ${trainer.lastName}`.trim()
          return (
            <li key={trainer.id} className="service-row">
              <span className="centered-row">
                <Avatar url={trainer.avatar} name={name} size={40} />
                <span>
                  <strong>{name}</strong>
                  <br />
                  <span className="muted">
                    {trainer.specializations.map((s) => t.catalogue.specializations[s]).join(', ')}
                  </span>
                </span>
              </span>
              <Link to="/booking" search={{ trainerId: trainer.id }} className={buttonClass('secondary')}>
                {t.booking.choose}
              </Link>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}

function SlotsStep({ trainerId }: { trainerId: string }) {
  const t = useT()
  const zone = useMyTimeZone()
  const data = useResource(
    () =>
      Promise.all([fetchTrainer(trainerId), fetchSlots(trainerId)]).then(([trainer, slots]) => ({
        trainer,
        slots,
      })),
    [trainerId],
  )
  if (data.loading && !data.data) return <Spinner label={t.app.loading} />
  if (data.error) return <ErrorState error={data.error} onRetry={data.reload} />
  if (!data.data) return null
  const { trainer, slots } = data.data
  const name = `${trainer.firstName} ${trainer.lastName}`.trim()
  return (
    <div className="stack">
      <Card className="profile-head">
        <Avatar url={trainer.avatar} name={name} size={48} />
        <div>
          <h2>{name}</h2>
          <Link to="/trainer-profile/$id" params={{ id: trainer.id }}>
            {t.booking.openProfile}
          </Link>
        </div>
      </Card>
      <Card>
        <h2>{t.booking.chooseTraining}</h2>
        {slots.length === 0 ? (
          <EmptyState icon="🗓" title={t.booking.noSlotsTitle} text={t.booking.noSlotsText} />
        ) : (
          <>
            <p className="muted">{t.booking.slotsTitle}</p>
            <SlotList trainerId={trainer.id} slots={slots} zone={zone} />
          </>
        )}
      </Card>
    </div>
  )
}

/** Why the caller cannot book `training` now, if they cannot; null when they can (or already did). */
function unavailability(
  t: Dictionary,
  training: Training,
  viewerId: string | null,
  now: number,
  when: (iso: string) => string,
): string | null {
  if (training.status === 'cancelled') return t.booking.cancelledText({ reason: training.cancelReason ?? '' })
  if (training.trainer.id === viewerId) return t.booking.ownText
  if (Date.parse(training.startsAt) <= now) return t.booking.startedText
  if (Date.parse(training.bookingClosesAt) <= now)
    return t.booking.closedText({ time: when(training.bookingClosesAt) })
  return null
}

function TrainingStep({ trainingId }: { trainingId: string }) {
  const t = useT()
  const training = useResource(() => fetchTraining(trainingId), [trainingId])
  if (training.loading && !training.data) return <Spinner label={t.app.loading} />
  if (training.error instanceof ApiRequestError && training.error.status === 404) {
    return (
      <EmptyState
        icon="?"
        title={t.booking.notFoundTitle}
        text={t.booking.notFoundText}
        action={
          <Link to="/booking" className={buttonClass('primary')}>
            {t.booking.chooseAnother}
          </Link>
        }
      />
    )
  }
  if (training.error) return <ErrorState error={training.error} onRetry={training.reload} />
  if (!training.data) return null
  return <TrainingBooking training={training.data} onChanged={training.reload} />
}

function TrainingBooking({ training, onChanged }: { training: Training; onChanged: () => void }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const { userId } = useSnapshot(session)
  const [payWith, setPayWith] = useState<PayWith>(training.price === 0 ? 'free' : 'direct')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [booked, setBooked] = useState<Booking>()
  const [full, setFull] = useState(false)
  const [lostRace, setLostRace] = useState(false)
  const when = (iso: string) => formatDateTimeIn(iso, locale, zone)
  const trainerName = `${training.trainer.firstName} ${training.trainer.lastName}`.trim()
  const time = `${when(training.startsAt)}–${formatTime(training.endsAt, locale, zone)}`
  const mine = training.myBooking && training.myBooking.status !== 'cancelled' ? training.myBooking : null
  const isFull = full || training.bookedCount >= training.capacity
  const blocked = unavailability(t, training, userId, Date.now(), when)

  if (booked) {
    const requested = booked.status === 'requested'
    return (
      <FocusOnShow>
        <EmptyState
          icon={requested ? '…' : '✓'}
          title={requested ? t.booking.requestedTitle : t.booking.bookedTitle}
          text={requested ? t.booking.requestedText : t.booking.bookedText({ title: training.title, time })}
          action={
            <div className="button-row">
              <Link to="/schedule" className={buttonClass('primary')}>
                {t.booking.openSchedule}
              </Link>
              <Link
                to="/booking"
                search={{ trainerId: training.trainer.id }}
                className={buttonClass('secondary')}
              >
                {t.booking.bookAnother}
              </Link>
            </div>
          }
        />
      </FocusOnShow>
    )
  }

  const book = async () => {
    setBusy(true)
    setError(undefined)
    try {
      setBooked(await createBooking({ trainingId: training.id, payWith }))
      // The confirmation replaces the page, with no toast: the success buzz is given here.
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
        setError(describeError(t, err))
      }
    } finally {
      setBusy(false)
    }
  }
  const join = async () => {
    setBusy(true)
    setError(undefined)
    try {
      await joinWaitlist(training.id, { payWith })
      showToast(t.booking.waitlistJoined, 'success')
      onChanged()
    } catch (err) {
      haptic('error')
      setError(describeError(t, err))
      onChanged()
    } finally {
      setBusy(false)
    }
  }
  const leave = async () => {
    setBusy(true)
    setError(undefined)
    try {
      await leaveWaitlist(training.id)
      showToast(t.booking.waitlistLeft, 'success')
      onChanged()
    } catch (err) {
      setError(describeError(t, err))
    } finally {
      setBusy(false)
    }
  }

  const summary = (
    <Card>
      <h2>{training.title}</h2>
      <dl className="booking-summary">
        <dt>{t.booking.training}</dt>
        <dd>
          {t.catalogue.specializations[training.specialization]} · {t.catalogue.formats[training.format]} ·{' '}
          <Link to="/trainer-profile/$id" params={{ id: training.trainer.id }}>
            {t.booking.with({ name: trainerName })}
          </Link>
        </dd>
        <dt>{t.booking.when}</dt>
        <dd>
          {time}
          <br />
          <span className="muted">{t.booking.zoneNote({ zone })}</span>
        </dd>
        {training.location ? (
          <>
            <dt>{t.booking.where}</dt>
            <dd>{training.location}</dd>
          </>
        ) : null}
        <dt>{t.schedule.price}</dt>
        <dd>
          {training.price === 0 ? t.booking.payFree : formatMoney(training.price, training.currency, locale)}
          {' · '}
          {isFull
            ? t.booking.full
            : t.booking.placesLeft({ count: training.capacity - training.bookedCount })}
        </dd>
      </dl>
      {training.notes ? <p className="prewrap">{training.notes}</p> : null}
    </Card>
  )
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
          icon="✓"
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
        <EmptyState icon="!" title={t.booking.unavailableTitle} text={blocked} action={otherTime} />
      </div>
    )
  }

  const payment = (
    <fieldset className="pay-options">
      <legend className="field__label">{t.booking.howToPay}</legend>
      {training.price === 0 ? (
        <label className="pay-option">
          <input
            type="radio"
            name="payWith"
            value="free"
            checked={payWith === 'free'}
            onChange={() => setPayWith('free')}
          />
          <span>
            <strong>{t.booking.payFree}</strong>
            <p className="muted">{t.booking.payFreeText}</p>
          </span>
        </label>
      ) : (
        <label className="pay-option">
          <input
            type="radio"
            name="payWith"
            value="direct"
            checked={payWith === 'direct'}
            onChange={() => setPayWith('direct')}
          />
          <span>
            <strong>{t.booking.payDirect}</strong>
            <p className="muted">
              {t.booking.payDirectText({ amount: formatMoney(training.price, training.currency, locale) })}
            </p>
          </span>
        </label>
      )}
    </fieldset>
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
                {payment}
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
            {payment}
            <h2>{t.booking.rules}</h2>
            <ul className="muted list">
              {training.manualApproval ? <li>{t.booking.approvalNote}</li> : null}
              {Date.parse(training.freeCancelUntil) <= Date.now() ? (
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
