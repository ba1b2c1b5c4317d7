import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { Button } from '#client/ui/components/button.tsx'
import { formatCalendarDate, formatMoney, formatTime } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useOnline } from '#client/ui/use-online.ts'
import type { ScheduleItem } from '#shared/api/schedule.ts'
import { ScheduleStatusChip } from './schedule-status-chip.tsx'
import { StudentActions, WaitlistPlace } from './student-actions.tsx'
import { TrainerActions } from './trainer-actions.tsx'

export interface ScheduleItemCardProps {
  item: ScheduleItem
  role: 'student' | 'trainer'
  zone: string
  /** The moment "now" for the rules shown (started, deadlines). */
  now: number
  /** Called after an action changed the item on the server. */
  onChanged: () => void
  compact?: boolean
  /** Name the day before the time (a list not grouped under day headings, as home's next trainings). */
  withDate?: boolean
}

/** One training of the schedule: when, what, its state, and what the reader can do with it. */
export function ScheduleItemCard({
  item,
  role,
  zone,
  now,
  onChanged,
  compact = false,
  withDate = false,
}: ScheduleItemCardProps) {
  const t = useT()
  const locale = useLocale()
  const online = useOnline()
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const started = Date.parse(item.startsAt) <= now
  const cancelled = item.status === 'cancelled' || item.booking?.status === 'cancelled'
  const hours = `${formatTime(item.startsAt, locale, zone)}–${formatTime(item.endsAt, locale, zone)}`
  const time = withDate
    ? `${formatCalendarDate(item.date, locale, { weekday: 'short', day: 'numeric', month: 'short' })} · ${hours}`
    : hours
  return (
    <article
      className={`schedule-item${cancelled ? ' schedule-item--cancelled' : ''}${compact ? ' schedule-item--compact' : ''}`}
      aria-label={`${time} ${item.title}`}
    >
      <div className="schedule-item__head">
        <span className="schedule-item__time">{time}</span>
        <ScheduleStatusChip item={item} role={role} now={now} />
      </div>
      <h3 className="schedule-item__title">{item.title}</h3>
      <p className="muted schedule-item__meta">
        {role === 'student' ? (
          <Link to="/trainer-profile/$id" params={{ id: item.trainer.id }}>
            {item.trainer.name}
          </Link>
        ) : (
          t.schedule.booked({ booked: item.bookedCount, capacity: item.capacity })
        )}
        {' · '}
        {t.catalogue.formats[item.format]}
        {item.location && !compact ? ` · ${item.location}` : ''}
      </p>
      <Button
        variant="plain"
        className="schedule-item__toggle"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? t.schedule.hideDetails : t.schedule.details}
      </Button>
      {open ? (
        <div id={detailsId} className="schedule-item__details stack">
          {item.location ? <p>{`${t.schedule.where}: ${item.location}`}</p> : null}
          {item.onlineUrl ? (
            <p>
              <a href={item.onlineUrl} target="_blank" rel="noreferrer noopener">
                {t.schedule.joinLink}
              </a>
            </p>
          ) : null}
          {item.booking?.payWith === 'subscription' && item.booking.status !== 'cancelled' ? (
            <p>{t.schedule.paidWithSubscription}</p>
          ) : item.booking?.payWith === 'subscription' && !item.booking.lateCancel ? (
            // Cancelled in time, by the trainer, or with the whole training: the session came back
            // (a late cancellation says so on its chip). Not the price: it was never paid.
            <p>{t.schedule.sessionReturned}</p>
          ) : item.price > 0 ? (
            <p>{`${t.schedule.price}: ${formatMoney(item.price, item.currency, locale)}`}</p>
          ) : null}
          {item.cancelReason ? <p>{t.schedule.cancelReason({ reason: item.cancelReason })}</p> : null}
          {!item.cancelReason && item.booking?.cancelledBy === 'trainer' && item.booking.cancelReason ? (
            <p>{t.schedule.bookingCancelReason({ reason: item.booking.cancelReason })}</p>
          ) : null}
          {online ? null : <p className="muted">{t.schedule.offlineActions}</p>}
          {role === 'student' && item.waitlistPosition !== undefined ? (
            <WaitlistPlace item={item} position={item.waitlistPosition} onChanged={onChanged} />
          ) : null}
          {role === 'student' ? (
            <StudentActions item={item} zone={zone} now={now} started={started} onChanged={onChanged} />
          ) : (
            <TrainerActions item={item} started={started} onChanged={onChanged} />
          )}
        </div>
      ) : null}
    </article>
  )
}
