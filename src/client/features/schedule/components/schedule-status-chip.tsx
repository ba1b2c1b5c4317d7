import { useT } from '#client/ui/i18n/index.ts'
import type { ScheduleItem } from '#shared/api/schedule.ts'

/** The one state that matters to the reader: cancelled, waitlisted, their booking, or the training's. */
export function ScheduleStatusChip({
  item,
  role,
  now,
}: {
  item: ScheduleItem
  role: 'student' | 'trainer'
  now: number
}) {
  const t = useT()
  if (item.status === 'cancelled') {
    return <span className="chip chip--danger">{t.schedule.trainingStatus.cancelled}</span>
  }
  if (role === 'student' && item.waitlistPosition !== undefined && item.booking?.status !== 'confirmed') {
    return (
      <span className="chip chip--requested">{t.schedule.waitlist({ position: item.waitlistPosition })}</span>
    )
  }
  if (role === 'student' && item.booking) {
    const { status, lateCancel, cancelledBy } = item.booking
    const label =
      status === 'cancelled' && cancelledBy === 'trainer'
        ? t.schedule.cancelledByTrainer
        : status === 'cancelled' && cancelledBy === 'system'
          ? t.schedule.releasedUnpaid
          : status === 'cancelled' && cancelledBy === 'unanswered'
            ? t.schedule.requestUnanswered
            : status === 'cancelled' && lateCancel
              ? t.schedule.lateCancel
              : t.schedule.bookingStatus[status]
    return <span className={`chip chip--${status}`}>{label}</span>
  }
  // A scheduled training that has begun or ended says so, until someone marks it completed.
  if (item.status === 'scheduled' && Date.parse(item.startsAt) <= now) {
    return (
      <span className="chip chip--plain">
        {Date.parse(item.endsAt) <= now ? t.schedule.finished : t.schedule.inProgress}
      </span>
    )
  }
  return <span className={`chip chip--${item.status}`}>{t.schedule.trainingStatus[item.status]}</span>
}
