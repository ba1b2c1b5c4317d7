import { Avatar } from '#client/ui/components/avatar.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { formatRating } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { TrainerDetails } from '#shared/api/catalogue.ts'
import { cityLabel } from '#shared/cities.ts'
import { displayName } from '#shared/people.ts'
import { FavoriteButton } from './favorite-button.tsx'

/** Who the trainer is at a glance: photo, name, city, experience, rating; and the favourite star. */
export function TrainerProfileHead({
  trainer,
  onChange,
}: {
  trainer: TrainerDetails
  onChange: (next: TrainerDetails) => void
}) {
  const t = useT()
  const locale = useLocale()
  const name = displayName(trainer.firstName, trainer.lastName)
  return (
    <Card className="profile-head">
      <Avatar url={trainer.avatar} name={name} />
      <div className="trainer-card__title">
        <h2>{name}</h2>
        <p className="muted">
          {cityLabel(trainer.city, locale)}
          {trainer.city ? ' · ' : ''}
          {t.catalogue.years({ count: trainer.experienceYears })}
        </p>
        <p>
          {trainer.rating !== null
            ? `★ ${t.trainerProfile.average({ rating: formatRating(trainer.rating, locale), count: trainer.reviewsCount })}`
            : t.catalogue.noReviews}
        </p>
      </div>
      {trainer.relation === 'self' ? null : (
        <FavoriteButton
          trainerId={trainer.id}
          initial={trainer.isFavorite}
          onChange={(isFavorite) => onChange({ ...trainer, isFavorite })}
        />
      )}
    </Card>
  )
}
