import { useEffect, useState } from 'react'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { formatCalendarDate } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { ExerciseName, ProgressPoint } from '#shared/api/training-data.ts'
import { fetchProgress } from '../api/training-data-api.ts'

/**
 * Progress per exercise: top set, estimated 1RM and volume per session, as a table. The chart
 * (the statistics' uPlot component) draws `progressSeries(points)` of the same data.
 */
export function ProgressView({
  exercises,
  version,
}: {
  exercises: readonly (ExerciseName & { sessions: number })[]
  version: number
}) {
  const t = useT()
  const locale = useLocale()
  const [exerciseId, setExerciseId] = useState(exercises[0]?.id ?? '')
  const [points, setPoints] = useState<ProgressPoint[] | null>(null)
  const [failed, setFailed] = useState(false)
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const label = (e: ExerciseName) => (locale === 'ru' && e.nameRu ? e.nameRu : e.nameEn)

  useEffect(() => {
    if (!exerciseId) return
    let live = true
    setFailed(false)
    // `version` (a finished sync) reloads the series.
    void version
    fetchProgress(exerciseId).then(
      (data) => live && setPoints(data.points),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [exerciseId, version])

  const chosen = exercises.find((e) => e.id === exerciseId)
  return (
    <section aria-labelledby="progress-heading">
      <h2 id="progress-heading">{t.trainingLog.progress}</h2>
      {exercises.length === 0 ? (
        <p className="muted">{t.trainingLog.noProgress}</p>
      ) : (
        <>
          <SelectField
            label={t.trainingLog.exercise}
            value={exerciseId}
            onChange={(e) => setExerciseId(e.target.value)}
            options={exercises.map((e) => ({ value: e.id, label: label(e) }))}
          />
          {failed && <p role="alert">{t.trainingLog.loadFailed}</p>}
          {points && chosen && (
            <table className="progress-table">
              <caption>{t.trainingLog.progressFor({ exercise: label(chosen) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.trainingLog.date}</th>
                  <th scope="col">{t.trainingLog.topSet}</th>
                  <th scope="col">{t.trainingLog.oneRepMax}</th>
                  <th scope="col">{t.trainingLog.volume}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.date}>
                    <td>
                      {formatCalendarDate(p.date, locale, {
                        day: 'numeric',
                        month: 'short',
                        year: 'numeric',
                      })}
                    </td>
                    <td>{numbers.format(p.topSetKg)}</td>
                    <td>{p.oneRepMaxKg === null ? '—' : numbers.format(p.oneRepMaxKg)}</td>
                    <td>{numbers.format(p.volumeKg)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  )
}
