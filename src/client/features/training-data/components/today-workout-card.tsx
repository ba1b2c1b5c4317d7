import { Link } from '@tanstack/react-router'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { HomeCard } from '#client/ui/components/home-card.tsx'
import { exerciseName } from '#client/ui/exercises.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useLoad } from '#client/ui/use-load.ts'
import { clock } from '#shared/clock.ts'
import { dateInZone } from '#shared/time.ts'
import { fetchTrainingData } from '../api/training-data-api.ts'

/**
 * Student home (decision 0034): the workouts assigned for today (the student's zone), with their
 * exercises and how many sets are logged; to /trainings-data, where they are logged.
 */
export function TodayWorkoutCard() {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const { state, reload } = useLoad(fetchTrainingData, [])
  const today = dateInZone(clock.now(), zone)
  return (
    <HomeCard
      title={t.home.todayWorkout}
      more={
        <Link to="/trainings-data" className="home-card__more">
          {t.home.openLog}
        </Link>
      }
      state={state}
      onRetry={reload}
    >
      {(data) => {
        const todays = data.assignments.filter((a) => a.date === today)
        if (todays.length === 0) return <p className="muted">{t.home.noWorkoutToday}</p>
        return (
          <ul className="home-list">
            {todays.map((a) => {
              const planned = a.items.reduce((sum, i) => sum + i.sets, 0)
              const done = a.items.reduce((sum, i) => sum + i.results.filter((r) => r.done).length, 0)
              const names = a.items.map((i) => exerciseName(i.exercise, locale))
              return (
                <li key={a.id}>
                  <Link to="/trainings-data" search={{ open: a.id }}>
                    {a.title}
                  </Link>
                  <span className="muted home-list__meta">
                    {a.trainer.name} · {t.home.setsDone({ done, planned })}
                  </span>
                  {names.length > 0 ? <span className="home-list__meta">{names.join(', ')}</span> : null}
                </li>
              )
            })}
          </ul>
        )
      }}
    </HomeCard>
  )
}
