import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import { buttonClass } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { Booking } from '#shared/api/booking.ts'
import type { Training } from '#shared/api/trainings.ts'

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

/** The booking made: booked, or requested from a trainer who approves each booking. */
export function BookingConfirmation({
  booking,
  training,
  time,
}: {
  booking: Booking
  training: Training
  time: string
}) {
  const t = useT()
  const requested = booking.status === 'requested'
  return (
    <FocusOnShow>
      <EmptyState
        icon={requested ? 'hourglass' : 'check'}
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
