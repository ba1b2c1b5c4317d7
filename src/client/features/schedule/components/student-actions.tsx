import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { formatDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import { useOnline } from '#client/ui/use-online.ts'
import type { ScheduleItem } from '#shared/api/schedule.ts'
import { useScheduleActions } from './schedule-actions.ts'

/** The reader's place on a full training's waitlist, and the way off it. */
export function WaitlistPlace({
  item,
  position,
  onChanged,
}: {
  item: ScheduleItem
  position: number
  onChanged: () => void
}) {
  const t = useT()
  const actions = useScheduleActions()
  const { busy, error, run } = useAction(onChanged)
  const online = useOnline()
  const leave = async () => {
    await run(() => actions.leaveWaitlist(item.id), t.booking.waitlistLeft)
  }
  return (
    <div className="stack">
      <p>{t.schedule.waitlistText({ position })}</p>
      <FormError message={error} />
      <div className="button-row">
        <Button variant="secondary" disabled={busy || !online} onClick={() => void leave()}>
          {t.booking.leaveWaitlist}
        </Button>
      </div>
    </div>
  )
}

/** A student's own booking: cancel before the training starts (late after the free deadline), review after. */
export function StudentActions({
  item,
  zone,
  now,
  started,
  onChanged,
}: {
  item: ScheduleItem
  zone: string
  now: number
  started: boolean
  onChanged: () => void
}) {
  const t = useT()
  const actions = useScheduleActions()
  const locale = useLocale()
  const [confirming, setConfirming] = useState(false)
  const { busy, error, run } = useAction(onChanged)
  const online = useOnline()
  const booking = item.booking
  if (!booking) return null
  const active = booking.status === 'requested' || booking.status === 'confirmed'
  const deadline = formatDateTimeIn(booking.freeCancelUntil, locale, zone)
  const late = Date.parse(booking.freeCancelUntil) <= now
  const review =
    booking.status === 'attended' && !booking.reviewed ? (
      <Link to="/trainer-profile/$id" params={{ id: item.trainer.id }} className={buttonClass('secondary')}>
        {t.schedule.leaveReview}
      </Link>
    ) : null
  if (!active || item.status !== 'scheduled' || started) return review
  const cancel = async () => {
    await run(() => actions.cancelBooking(booking.id), t.schedule.bookingCancelled)
  }
  return (
    <div className="stack">
      <p className={late ? 'form-error' : 'muted'}>
        {late
          ? t.schedule.lateCancelWarning({ time: deadline })
          : t.schedule.freeCancelUntil({ time: deadline })}
      </p>
      <FormError message={error} />
      {confirming ? (
        <div className="button-row">
          <Button variant="danger" disabled={busy || !online} onClick={() => void cancel()}>
            {t.schedule.confirmCancel}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
            {t.schedule.keepBooking}
          </Button>
        </div>
      ) : (
        <div className="button-row">
          <Button variant="secondary" disabled={!online} onClick={() => setConfirming(true)}>
            {t.schedule.cancelBooking}
          </Button>
        </div>
      )}
    </div>
  )
}
