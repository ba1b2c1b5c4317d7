import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { exerciseName } from '#client/ui/exercises.ts'
import { formatCalendarDate, formatDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useOnline } from '#client/ui/use-online.ts'
import type { TrainingAssignment, TrainingData } from '#shared/api/training-data.ts'
import { clock } from '#shared/clock.ts'
import { dateInZone } from '#shared/time.ts'
import { AssignmentLog } from '../components/assignment-log.tsx'
import { ProgressView } from '../components/progress-view.tsx'
import { resultsSyncStatus, syncPendingResults, useAllPendingResults } from '../sync/results-store.ts'
import '../training-data.css'

/** /trainings-data: the student's workouts to log (offline too), past trainings, records, progress. */
export function TrainingDataPage({
  data,
  fromDevice,
  onSynced,
  openAssignmentId,
}: {
  data: TrainingData
  /** Loaded from the copy kept on this device (no network). */
  fromDevice: boolean
  onSynced: () => void
  /** The assigned workout to open first (the home card's link); else the first one. */
  openAssignmentId?: string
}) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const online = useOnline()
  const pending = useAllPendingResults() ?? []
  const { syncing, failed, refused, syncedVersion } = useSnapshot(resultsSyncStatus)
  const [openId, setOpenId] = useState<string | null>(
    data.assignments.find((a) => a.id === openAssignmentId)?.id ?? data.assignments[0]?.id ?? null,
  )

  // A sync stored sets: reload what the server holds (records and progress may have changed).
  useEffect(() => {
    if (syncedVersion > 0) onSynced()
  }, [syncedVersion, onSynced])

  const records = new Set(data.records.map((r) => r.resultId))
  const assignmentsById = new Map(data.assignments.map((a) => [a.id, a]))

  return (
    <Page heading={t.screens.trainingsData.heading}>
      <div className="log-sync" aria-live="polite">
        <span className="log-sync__state" data-testid="sync-state">
          {pending.length > 0 ? t.trainingLog.waiting({ count: pending.length }) : t.trainingLog.synced}
        </span>
        {/* Only after a sync stopped on an error: each save is sent by itself when online, and a
            button that came and went with it moved the sets under a finger (decision 0056). */}
        {pending.length > 0 && online && failed && (
          <Button variant="secondary" disabled={syncing} onClick={() => void syncPendingResults()}>
            {t.trainingLog.syncNow}
          </Button>
        )}
      </div>
      {(!online || fromDevice) && <p className="muted">{t.trainingLog.offlineNote}</p>}
      {refused && <p role="alert">{t.trainingLog.refused}</p>}

      <section aria-labelledby="assigned-heading">
        <h2 id="assigned-heading">{t.trainingLog.assigned}</h2>
        {data.assignments.length === 0 ? (
          <p className="muted">{t.trainingLog.noAssigned}</p>
        ) : (
          <div className="stack">
            {data.assignments.map((assignment) => (
              <AssignmentCard
                key={assignment.id}
                assignment={assignment}
                open={openId === assignment.id}
                onToggle={() => setOpenId(openId === assignment.id ? null : assignment.id)}
                records={records}
              />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="past-heading">
        <h2 id="past-heading">{t.trainingLog.past}</h2>
        {data.pastTrainings.length === 0 ? (
          <p className="muted">{t.trainingLog.noPast}</p>
        ) : (
          <ul className="stack">
            {data.pastTrainings.map((training) => (
              <li key={training.id}>
                <strong>{training.title}</strong> · {formatDateTimeIn(training.startsAt, locale, zone)} ·{' '}
                {t.trainingLog.from({ trainer: training.trainer.name })}
                {training.assignmentIds.map((id) => {
                  const assignment = assignmentsById.get(id)
                  return assignment ? (
                    <Button key={id} variant="secondary" onClick={() => setOpenId(id)}>
                      {assignment.title}
                    </Button>
                  ) : null
                })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="records-heading">
        <h2 id="records-heading">{t.trainingLog.records}</h2>
        {data.records.length === 0 ? (
          <p className="muted">{t.trainingLog.noProgress}</p>
        ) : (
          <ul>
            {data.records.map((record) => (
              <li key={record.resultId}>
                <span className="log-badge log-badge--record">{t.trainingLog.recordShort}</span>{' '}
                {t.trainingLog.recordLine({
                  exercise: exerciseName(record.exercise, locale),
                  weight: new Intl.NumberFormat(locale).format(record.weightKg),
                  reps: record.reps,
                })}{' '}
                <span className="muted">
                  {formatCalendarDate(record.date, locale, {
                    day: 'numeric',
                    month: 'short',
                    year: 'numeric',
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ProgressView exercises={data.loggedExercises} version={syncedVersion} />
    </Page>
  )
}

function AssignmentCard({
  assignment,
  open,
  onToggle,
  records,
}: {
  assignment: TrainingAssignment
  open: boolean
  onToggle: () => void
  records: ReadonlySet<string>
}) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  // The year only when it is not this one: a workout dated 1 January 2020 must not read as coming.
  const thisYear = dateInZone(clock.now(), zone).slice(0, 4)
  const dateOptions: Intl.DateTimeFormatOptions | undefined = assignment.date.startsWith(thisYear)
    ? undefined
    : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
  return (
    <Card>
      <h3 className="log-item__title">{assignment.title}</h3>
      <p className="muted">
        {assignment.training
          ? t.trainingLog.forTraining({ title: assignment.training.title })
          : t.trainingLog.scheduledFor({
              date: formatCalendarDate(assignment.date, locale, dateOptions),
            })}{' '}
        · {t.trainingLog.from({ trainer: assignment.trainer.name })}
      </p>
      {assignment.notes && <p>{assignment.notes}</p>}
      <Button variant="secondary" aria-expanded={open} onClick={onToggle}>
        {open ? t.trainingLog.close : t.trainingLog.open}
      </Button>
      {open && <AssignmentLog assignment={assignment} records={records} />}
    </Card>
  )
}
