import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import {
  cancelBooking,
  cancelTraining,
  leaveWaitlist,
  markAttendance,
} from '#client/features/booking/api/booking-api.ts'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { formatDateTimeIn, formatMoney, formatTime } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import { useOnline } from '#client/ui/use-online.ts'
import type { ScheduleItem } from '#shared/api/schedule.ts'
import { clock } from '#shared/clock.ts'

export interface ScheduleItemCardProps {
  item: ScheduleItem
  role: 'student' | 'trainer'
  zone: string
  /** The moment "now" for the rules shown (started, deadlines). */
  now: number
  /** Called after an action changed the item on the server. */
  onChanged: () => void
  compact?: boolean
}

/** One training of the schedule: when, what, its state, and what the reader can do with it. */
export function ScheduleItemCard({
  item,
  role,
  zone,
  now,
  onChanged,
  compact = false,
}: ScheduleItemCardProps) {
  const t = useT()
  const locale = useLocale()
  const online = useOnline()
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const started = Date.parse(item.startsAt) <= now
  const cancelled = item.status === 'cancelled' || item.booking?.status === 'cancelled'
  const time = `${formatTime(item.startsAt, locale, zone)}–${formatTime(item.endsAt, locale, zone)}`
  return (
    <article
      className={`schedule-item${cancelled ? ' schedule-item--cancelled' : ''}${compact ? ' schedule-item--compact' : ''}`}
      aria-label={`${time} ${item.title}`}
    >
      <div className="schedule-item__head">
        <span className="schedule-item__time">{time}</span>
        <StatusChip item={item} role={role} now={now} />
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
          {item.price > 0 ? (
            <p>{`${t.schedule.price}: ${formatMoney(item.price, item.currency, locale)}`}</p>
          ) : null}
          {item.cancelReason ? <p>{t.schedule.cancelReason({ reason: item.cancelReason })}</p> : null}
          {!item.cancelReason && item.booking?.cancelledBy === 'trainer' && item.booking.cancelReason ? (
            <p>{t.schedule.bookingCancelReason({ reason: item.booking.cancelReason })}</p>
          ) : null}
          {online ? null : <p className="muted">{t.schedule.offlineActions}</p>}
          {role === 'student' && item.waitlistPosition !== undefined ? (
            <Waiting item={item} position={item.waitlistPosition} onChanged={onChanged} />
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

function StatusChip({ item, role, now }: { item: ScheduleItem; role: 'student' | 'trainer'; now: number }) {
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

function Waiting({
  item,
  position,
  onChanged,
}: {
  item: ScheduleItem
  position: number
  onChanged: () => void
}) {
  const t = useT()
  const { busy, error, run } = useAction(onChanged)
  const online = useOnline()
  const leave = async () => {
    await run(() => leaveWaitlist(item.id), t.booking.waitlistLeft)
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

function StudentActions({
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
    await run(() => cancelBooking(booking.id), t.schedule.bookingCancelled)
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

function TrainerActions({
  item,
  started,
  onChanged,
}: {
  item: ScheduleItem
  started: boolean
  onChanged: () => void
}) {
  const t = useT()
  const students = item.students ?? []
  const requested = students.filter((s) => s.bookingStatus === 'requested').length
  return (
    <div className="stack">
      <h4 className="schedule-item__subhead">{t.schedule.students}</h4>
      {students.length === 0 ? <p className="muted">{t.schedule.noStudents}</p> : null}
      <ul className="list schedule-students">
        {students.map((s) => (
          <Attendee
            key={s.bookingId}
            student={s}
            started={started && item.status !== 'cancelled'}
            onChanged={onChanged}
          />
        ))}
      </ul>
      {requested > 0 ? (
        <p>
          {t.schedule.awaitingApproval({ count: requested })}{' '}
          <Link to="/trainer-requests">{t.schedule.openRequests}</Link>
        </p>
      ) : null}
      {!started && item.status === 'scheduled' && students.length > 0 ? (
        <p className="muted">{t.schedule.attendanceLater}</p>
      ) : null}
      {item.status === 'scheduled' && Date.parse(item.endsAt) > clock.nowMs() ? (
        <CancelTraining trainingId={item.id} onChanged={onChanged} />
      ) : null}
    </div>
  )
}

function Attendee({
  student,
  started,
  onChanged,
}: {
  student: NonNullable<ScheduleItem['students']>[number]
  started: boolean
  onChanged: () => void
}) {
  const t = useT()
  const { busy, error, run } = useAction(onChanged)
  const online = useOnline()
  const markable = started && student.bookingStatus !== 'requested' && student.bookingStatus !== 'cancelled'
  const mark = async (attended: boolean) => {
    await run(() => markAttendance(student.bookingId, attended), t.schedule.attendanceSaved)
  }
  return (
    <li className="schedule-student">
      <span>
        <Link to="/trainer-students" search={{ student: student.id }}>
          {student.name}
        </Link>{' '}
        <span className="muted">{t.schedule.attendeeStatus[student.bookingStatus]}</span>
      </span>
      {markable ? (
        <fieldset className="attendance-buttons" aria-label={t.schedule.attendanceOf({ name: student.name })}>
          <Button
            variant={student.bookingStatus === 'attended' ? 'primary' : 'secondary'}
            aria-pressed={student.bookingStatus === 'attended'}
            disabled={busy || !online}
            onClick={() => void mark(true)}
          >
            {t.schedule.attended}
          </Button>
          <Button
            variant={student.bookingStatus === 'no_show' ? 'primary' : 'secondary'}
            aria-pressed={student.bookingStatus === 'no_show'}
            disabled={busy || !online}
            onClick={() => void mark(false)}
          >
            {t.schedule.noShow}
          </Button>
        </fieldset>
      ) : null}
      <FormError message={error} />
    </li>
  )
}

function CancelTraining({ trainingId, onChanged }: { trainingId: string; onChanged: () => void }) {
  const t = useT()
  const reasonId = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const { busy, error, run } = useAction(onChanged)
  const online = useOnline()
  if (!open) {
    return (
      <div className="button-row">
        <Button variant="secondary" disabled={!online} onClick={() => setOpen(true)}>
          {t.schedule.cancelTraining}
        </Button>
      </div>
    )
  }
  const submit = async () => {
    if (reason.trim() === '') {
      setFieldError(t.messages.reasonRequired)
      return
    }
    await run(() => cancelTraining(trainingId, reason.trim()), t.schedule.trainingCancelled)
  }
  return (
    <div className="stack">
      <FormError message={error} />
      <div className="field">
        <label className="field__label" htmlFor={reasonId}>
          {t.schedule.cancelTrainingReason}
        </label>
        <textarea
          id={reasonId}
          className="field__input"
          rows={2}
          value={reason}
          aria-invalid={fieldError ? true : undefined}
          onChange={(e) => {
            setReason(e.target.value)
            setFieldError(undefined)
          }}
        />
        {fieldError ? (
          <span className="field__error" role="alert">
            {fieldError}
          </span>
        ) : null}
      </div>
      <div className="button-row">
        <Button variant="danger" disabled={busy || !online} onClick={() => void submit()}>
          {t.schedule.confirmCancelTraining}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setOpen(false)}>
          {t.schedule.keepTraining}
        </Button>
      </div>
    </div>
  )
}
