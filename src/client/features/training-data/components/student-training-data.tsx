import { useCallback } from 'react'
import { exerciseName } from '#client/ui/exercises.ts'
import { formatCalendarDate } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { PersonalRecord, SetResult, TrainingData } from '#shared/api/training-data.ts'
import { fetchStudentProgress } from '../api/training-data-api.ts'
import { ProgressView } from './progress-view.tsx'
import '../training-data.css'

/** Sessions shown on the card: the latest with logged sets. */
const SESSIONS_SHOWN = 10

/**
 * The trainer's view of one own student's training data on their card (/trainer-students): the
 * latest sessions of the trainer's workouts with the sets logged (reps × weight, done; a record
 * marked), the student's personal records and a progress chart per exercise. Read-only.
 */
export function StudentTrainingData({ studentId, data }: { studentId: string; data: TrainingData }) {
  const t = useT()
  const locale = useLocale()
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const records = new Set(data.records.map((r) => r.resultId))
  const load = useCallback((exerciseId: string) => fetchStudentProgress(studentId, exerciseId), [studentId])
  const sessions = data.assignments
    .filter((a) => a.items.some((i) => i.results.length > 0))
    .slice(0, SESSIONS_SHOWN)
  const setLine = (r: SetResult) =>
    t.trainingLog.setResult({
      number: r.setIndex + 1,
      reps: r.reps === null ? (r.durationSeconds === null ? '—' : `${r.durationSeconds} s`) : String(r.reps),
      weight: r.weightKg === null ? '—' : numbers.format(r.weightKg),
    })
  const date = (d: string) =>
    formatCalendarDate(d, locale, { day: 'numeric', month: 'short', year: 'numeric' })

  return (
    <div className="stack student-training">
      <section aria-labelledby="student-results-heading">
        <h3 id="student-results-heading">{t.trainingLog.studentResults}</h3>
        {sessions.length === 0 ? (
          <p className="muted">{t.trainingLog.noStudentResults}</p>
        ) : (
          <ul className="list">
            {sessions.map((session) => (
              <li key={session.id} className="review" data-testid="student-session">
                <strong>{session.title}</strong>{' '}
                <span className="muted">
                  · {date(session.date)} ·{' '}
                  {t.trainingLog.loggedSets({
                    count: session.items.reduce((n, i) => n + i.results.length, 0),
                  })}
                </span>
                {session.items
                  .filter((i) => i.results.length > 0)
                  .map((item) => (
                    <section
                      key={item.id}
                      className="log-item"
                      aria-label={exerciseName(item.exercise, locale)}
                    >
                      <h4 className="log-item__title">{exerciseName(item.exercise, locale)}</h4>
                      <ul>
                        {item.results.map((r) => (
                          <li key={r.id}>
                            {setLine(r)} · {r.done ? t.trainingLog.setDone : t.trainingLog.setNotDone}
                            {records.has(r.id) && (
                              <span className="log-badge log-badge--record" title={t.trainingLog.record}>
                                {t.trainingLog.recordShort}
                              </span>
                            )}
                          </li>
                        ))}
                      </ul>
                    </section>
                  ))}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="student-records-heading">
        <h3 id="student-records-heading">{t.trainingLog.records}</h3>
        {data.records.length === 0 ? (
          <p className="muted">{t.trainingLog.noStudentRecords}</p>
        ) : (
          <ul data-testid="student-records">
            {data.records.map((record: PersonalRecord) => (
              <li key={record.resultId}>
                <span className="log-badge log-badge--record">{t.trainingLog.recordShort}</span>{' '}
                {t.trainingLog.recordLine({
                  exercise: exerciseName(record.exercise, locale),
                  weight: numbers.format(record.weightKg),
                  reps: record.reps,
                })}{' '}
                <span className="muted">{date(record.date)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ProgressView
        exercises={data.loggedExercises}
        version={0}
        load={load}
        empty={t.trainingLog.noStudentProgress}
      />
    </div>
  )
}
