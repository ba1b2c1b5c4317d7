import { Link } from '@tanstack/react-router'
import { Avatar } from '#client/ui/components/avatar.tsx'
import { buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { TrainerCard } from '#shared/api/catalogue.ts'
import { displayName } from '#shared/people.ts'

/**
 * The first step: the reader's trainers and favourites (the route's) to choose from, or the way to
 * find one. A favourite who is already one of the reader's trainers shows once.
 */
export function TrainerStep({
  mine,
  favorites: allFavorites,
}: {
  mine: readonly TrainerCard[]
  favorites: readonly TrainerCard[]
}) {
  const t = useT()
  const seen = new Set(mine.map((m) => m.id))
  const favorites = allFavorites.filter((f) => !seen.has(f.id))
  const find = (
    <Link
      to="/trainers"
      className={buttonClass(mine.length + favorites.length === 0 ? 'primary' : 'secondary')}
    >
      {t.booking.findTrainer}
    </Link>
  )
  if (mine.length + favorites.length === 0) {
    return (
      <EmptyState icon="search" title={t.booking.chooseTrainer} text={t.booking.noTrainers} action={find} />
    )
  }
  return (
    <div className="stack">
      <p className="muted">{t.booking.chooseTrainerText}</p>
      {mine.length > 0 ? <TrainerChoices title={t.booking.myTrainers} trainers={mine} /> : null}
      {favorites.length > 0 ? <TrainerChoices title={t.booking.favorites} trainers={favorites} /> : null}
      <div>{find}</div>
    </div>
  )
}

function TrainerChoices({ title, trainers }: { title: string; trainers: readonly TrainerCard[] }) {
  const t = useT()
  return (
    <Card>
      <h2>{title}</h2>
      <ul className="list">
        {trainers.map((trainer) => {
          const name = displayName(trainer.firstName, trainer.lastName)
          return (
            <li key={trainer.id} className="service-row service-row--person">
              <span className="service-row__person">
                <Avatar url={trainer.avatar} name={name} size={40} />
                <span>
                  <strong>{name}</strong>
                  <br />
                  <span className="muted">
                    {trainer.specializations.map((s) => t.catalogue.specializations[s]).join(', ')}
                  </span>
                </span>
              </span>
              <Link to="/booking" search={{ trainerId: trainer.id }} className={buttonClass('secondary')}>
                {t.booking.choose}
              </Link>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
