import { useEffect, useState } from 'react'
import { Chart } from '#client/ui/chart/chart.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { formatCalendarDate } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { ExerciseName, ProgressPoint } from '#shared/api/training-data.ts'
import { fetchProgress } from '../api/training-data-api.ts'
import { progressSeries } from '../progress-series.ts'

/**
 * Progress per exercise: top set and estimated 1RM (lines, kg) and volume (bars, own scale) per
 * session, drawn by the shared lazy chart from `progressSeries(points)`; its summary and hidden
 * table of every session are what a screen reader gets (and what shows if the chart cannot load).
 */
export function ProgressView({
  exercises,
  version,
  load = fetchProgress,
  empty,
}: {
  exercises: readonly (ExerciseName & { sessions: number })[]
  version: number
  /** Where the series comes from: the student's own (default) or their trainer's card call. */
  load?: (exerciseId: string) => Promise<{ points: ProgressPoint[] }>
  /** What shows with no exercise logged (the student's own wording by default). */
  empty?: string
}) {
  const t = useT()
  const locale = useLocale()
  const [exerciseId, setExerciseId] = useState(exercises[0]?.id ?? '')
  const [points, setPoints] = useState<ProgressPoint[] | null>(null)
  const [failed, setFailed] = useState(false)
  const label = (e: ExerciseName) => (locale === 'ru' && e.nameRu ? e.nameRu : e.nameEn)

  useEffect(() => {
    if (!exerciseId) return
    let live = true
    setFailed(false)
    // `version` (a finished sync) reloads the series.
    void version
    load(exerciseId).then(
      (data) => live && setPoints(data.points),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [exerciseId, version, load])

  const chosen = exercises.find((e) => e.id === exerciseId)
  return (
    <section aria-labelledby="progress-heading">
      <h2 id="progress-heading">{t.trainingLog.progress}</h2>
      {exercises.length === 0 ? (
        <p className="muted">{empty ?? t.trainingLog.noProgress}</p>
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
            <ProgressChart title={t.trainingLog.progressFor({ exercise: label(chosen) })} points={points} />
          )}
        </>
      )}
    </section>
  )
}

function ProgressChart({ title, points }: { title: string; points: readonly ProgressPoint[] }) {
  const t = useT()
  const locale = useLocale()
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const format = (v: number) => numbers.format(v)
  const series = progressSeries(points)
  return (
    <Chart
      title={title}
      labels={series.dates.map((d) => formatCalendarDate(d, locale, { day: 'numeric', month: 'short' }))}
      descriptions={series.dates.map((d) =>
        formatCalendarDate(d, locale, { day: 'numeric', month: 'short', year: 'numeric' }),
      )}
      series={[
        { name: t.trainingLog.topSet, kind: 'line', values: series.topSetKg, format },
        { name: t.trainingLog.oneRepMax, kind: 'line', values: series.oneRepMaxKg, format },
        { name: t.trainingLog.volume, axis: 'right', values: series.volumeKg, format, total: false },
      ]}
    />
  )
}
