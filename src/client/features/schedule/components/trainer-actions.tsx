import { Link } from '@tanstack/react-router'
import { Button } from '#client/ui/components/button.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import { useOnline } from '#client/ui/use-online.ts'
import type { ScheduleItem } from '#shared/api/schedule.ts'
import { clock } from '#shared/clock.ts'
import { CancelTraining } from './cancel-training.tsx'
import { useScheduleActions } from './schedule-actions.ts'

/** The trainer's side of a training: who comes, attendance once it started, cancelling it. */
export function TrainerActions({
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
      {item.status === 'scheduled' && !started ? (
        <div className="button-row">
          <Link
            className="button button--secondary"
            to="/create-single-training"
            search={{ training: item.id }}
            aria-label={t.schedule.editTrainingOf({ title: item.title })}
          >
            {t.schedule.editTraining}
          </Link>
        </div>
      ) : null}
      {item.status === 'scheduled' && Date.parse(item.endsAt) > clock.nowMs() ? (
        <CancelTraining trainingId={item.id} onChanged={onChanged} />
      ) : null}
    </div>
  )
}

/** One booked student, with attendance buttons once the training has started. */
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
  const actions = useScheduleActions()
  const { busy, error, run } = useAction(onChanged)
  const online = useOnline()
  const markable = started && student.bookingStatus !== 'requested' && student.bookingStatus !== 'cancelled'
  const mark = async (attended: boolean) => {
    await run(() => actions.markAttendance(student.bookingId, attended), t.schedule.attendanceSaved)
  }
  return (
    <li className="schedule-student">
      <span>
        <Link to="/trainer-students" search={{ student: student.id }}>
          {student.name || t.common.deletedUser}
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
