import { Link } from '@tanstack/react-router'
import { Avatar } from '#client/ui/components/avatar.tsx'
import { formatMoney, formatRating } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { TrainerCard as TrainerCardData } from '#shared/api/catalogue.ts'
import { cityLabel } from '#shared/cities.ts'
import { displayName } from '#shared/people.ts'
import { FavoriteButton } from './favorite-button.tsx'

export function bioIn(bio: { en: string; ru: string }, locale: 'en' | 'ru'): string {
  return (locale === 'ru' ? bio.ru || bio.en : bio.en || bio.ru).trim()
}

export function TrainerCard({
  trainer,
  onFavoriteChange,
}: {
  trainer: TrainerCardData
  onFavoriteChange?: (favorite: boolean) => void
}) {
  const t = useT()
  const locale = useLocale()
  const name = displayName(trainer.firstName, trainer.lastName)
  return (
    <article className="card trainer-card" aria-label={name}>
      <div className="trainer-card__head">
        <Avatar url={trainer.avatar} name={name} size={64} />
        <div className="trainer-card__title">
          <h2>
            <Link to="/trainer-profile/$id" params={{ id: trainer.id }}>
              {name}
            </Link>
          </h2>
          <p className="muted">
            {cityLabel(trainer.city, locale)}
            {trainer.city ? ' · ' : ''}
            {t.catalogue.years({ count: trainer.experienceYears })}
          </p>
        </div>
        <FavoriteButton
          trainerId={trainer.id}
          initial={trainer.isFavorite}
          {...(onFavoriteChange ? { onChange: onFavoriteChange } : {})}
        />
      </div>
      <ul className="chips">
        {trainer.specializations.map((s) => (
          <li key={s} className="chip">
            {t.catalogue.specializations[s]}
          </li>
        ))}
        {trainer.formats.map((f) => (
          <li key={f} className="chip chip--plain">
            {t.catalogue.formats[f]}
          </li>
        ))}
      </ul>
      <p className="trainer-card__bio">{bioIn(trainer.bio, locale)}</p>
      <div className="trainer-card__foot">
        <span className="trainer-card__rating">
          {trainer.rating !== null ? (
            <>
              <span aria-hidden="true">★ </span>
              {formatRating(trainer.rating, locale)} ·{' '}
              {t.catalogue.reviewsCount({ count: trainer.reviewsCount })}
            </>
          ) : (
            t.catalogue.noReviews
          )}
        </span>
        <strong className="trainer-card__price">
          {trainer.priceFrom !== null
            ? t.catalogue.from({ price: formatMoney(trainer.priceFrom, trainer.currency, locale) })
            : t.catalogue.noPrice}
        </strong>
      </div>
    </article>
  )
}
