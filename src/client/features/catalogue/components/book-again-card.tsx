import { Link } from '@tanstack/react-router'
import { Avatar } from '#client/ui/components/avatar.tsx'
import { buttonClass } from '#client/ui/components/button.tsx'
import { HomeCard } from '#client/ui/components/home-card.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useLoad } from '#client/ui/use-load.ts'
import { useRetryWhenOnline } from '#client/ui/use-online.ts'
import { displayName } from '#shared/people.ts'
import { fetchMyTrainers } from '../api/catalogue-api.ts'

/**
 * Student home: find a trainer, or book again with one of my trainers in one tap. "Find a
 * trainer" needs nothing loaded: it stays when the list of my trainers cannot load (offline).
 */
export function QuickActionsCard() {
  const t = useT()
  const { state, reload } = useLoad(fetchMyTrainers, [])
  useRetryWhenOnline(state !== undefined && !state.ok, reload)
  const trainers = state?.ok ? state.value : []
  return (
    <HomeCard title={t.home.quickActions} state="none">
      {() => (
        <div className="stack">
          <Link to="/trainers" className={buttonClass('primary', true)}>
            {t.home.findTrainer}
          </Link>
          {trainers.length > 0 ? (
            <>
              <h3 className="home-card__day">{t.home.bookAgain}</h3>
              <ul className="home-list">
                {trainers.map((trainer) => {
                  const name = displayName(trainer.firstName, trainer.lastName)
                  return (
                    <li key={trainer.id} className="home-list__person">
                      <Avatar url={trainer.avatar} name={name} size={36} />
                      <span>{name}</span>
                      <Link
                        to="/booking"
                        search={{ trainerId: trainer.id }}
                        className={buttonClass('secondary')}
                        aria-label={t.home.bookWith({ name })}
                      >
                        {t.home.book}
                      </Link>
                    </li>
                  )
                })}
              </ul>
            </>
          ) : null}
        </div>
      )}
    </HomeCard>
  )
}
