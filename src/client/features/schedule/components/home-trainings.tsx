import { Link } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { session } from '#client/session/session.ts'
import { buttonClass } from '#client/ui/components/button.tsx'
import { HomeCard } from '#client/ui/components/home-card.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { ScheduleItem, ScheduleRole } from '#shared/api/schedule.ts'
import { clock } from '#shared/clock.ts'
import { addDays, dateInZone } from '#shared/time.ts'
import { scheduleSync, useScheduleCache } from '../sync/schedule-cache.ts'
import { ScheduleItemCard } from './schedule-item-card.tsx'
import '../schedule.css'

// The card's reader role (a variable: the prop is the schedule's role, not an ARIA role).
const STUDENT: ScheduleRole = 'student'
const TRAINER: ScheduleRole = 'trainer'

/** How many of a student's next trainings the home shows. */
export const HOME_NEXT_TRAININGS = 3

const isActive = (item: ScheduleItem) => item.status !== 'cancelled' && item.booking?.status !== 'cancelled'

/** A student's next trainings, soonest first: booked and still to come. */
export function nextTrainings(items: readonly ScheduleItem[], nowMs: number, count = HOME_NEXT_TRAININGS) {
  return items.filter((i) => isActive(i) && Date.parse(i.endsAt) > nowMs).slice(0, count)
}

/** A trainer's trainings of one date, not cancelled. */
export function trainingsOn(items: readonly ScheduleItem[], date: string) {
  return items.filter((i) => i.date === date && i.status !== 'cancelled')
}

/** The cached schedule of the role, opened (synced by policy) when the card mounts. */
function useRoleSchedule(role: ScheduleRole) {
  const { userId } = useSnapshot(session)
  const cache = useScheduleCache(userId, role)
  useEffect(() => {
    if (userId) void scheduleSync.open(userId, role)
  }, [userId, role])
  const refresh = () => {
    if (userId) void scheduleSync.sync(userId, role)
  }
  return { cache, refresh }
}

/** Student home: the next trainings, each with its details one tap away. */
export function UpcomingTrainingsCard() {
  const t = useT()
  const zone = useMyTimeZone()
  const { cache, refresh } = useRoleSchedule('student')
  // biome-ignore lint/correctness/useExhaustiveDependencies: "now" as of the data shown
  const now = useMemo(() => clock.nowMs(), [cache])
  const items = cache ? nextTrainings(cache.data, now) : []
  return (
    <HomeCard
      title={t.home.nextTrainings}
      more={
        <Link to="/schedule" className="home-card__more">
          {t.home.allSchedule}
        </Link>
      }
      state={cache === undefined ? undefined : 'none'}
    >
      {() =>
        items.length === 0 ? (
          <div className="stack">
            <p className="muted">{t.home.noNextTrainings}</p>
            <Link to="/trainers" className={buttonClass('primary')}>
              {t.home.findTrainer}
            </Link>
          </div>
        ) : (
          <div className="stack">
            {items.map((item) => (
              <ScheduleItemCard
                key={item.id}
                item={item}
                role={STUDENT}
                zone={zone}
                now={now}
                onChanged={refresh}
                compact
                withDate
              />
            ))}
          </div>
        )
      }
    </HomeCard>
  )
}

/** Trainer home: today's and tomorrow's trainings with who comes. */
export function TrainerDaysCard() {
  const t = useT()
  const zone = useMyTimeZone()
  const { cache, refresh } = useRoleSchedule('trainer')
  // biome-ignore lint/correctness/useExhaustiveDependencies: "now" as of the data shown
  const now = useMemo(() => clock.nowMs(), [cache])
  const today = dateInZone(clock.now(), zone)
  const days = [
    { date: today, title: t.home.today },
    { date: addDays(today, 1), title: t.home.tomorrow },
  ]
  return (
    <HomeCard
      title={t.home.trainerDays}
      more={
        <Link to="/schedule" className="home-card__more">
          {t.home.allSchedule}
        </Link>
      }
      state={cache === undefined ? undefined : 'none'}
    >
      {() => (
        <div className="stack">
          {days.map(({ date, title }) => {
            const items = cache ? trainingsOn(cache.data, date) : []
            return (
              <section key={date} className="stack" aria-label={title}>
                <h3 className="home-card__day">{title}</h3>
                {items.length === 0 ? <p className="muted">{t.home.noTrainingsThatDay}</p> : null}
                {items.map((item) => (
                  <div key={item.id} className="stack">
                    <ScheduleItemCard
                      item={item}
                      role={TRAINER}
                      zone={zone}
                      now={now}
                      onChanged={refresh}
                      compact
                    />
                    <WhoComes item={item} />
                  </div>
                ))}
              </section>
            )
          })}
        </div>
      )}
    </HomeCard>
  )
}

function WhoComes({ item }: { item: ScheduleItem }) {
  const t = useT()
  const coming = (item.students ?? []).filter((s) => s.bookingStatus !== 'cancelled')
  return (
    <p className="muted home-card__who">
      {coming.length === 0
        ? t.home.nobodyYet
        : t.home.whoComes({ names: coming.map((s) => s.name).join(', ') })}
    </p>
  )
}
