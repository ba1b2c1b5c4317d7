import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { buttonClass } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { TrainerCard as TrainerCardData } from '#shared/api/catalogue.ts'
import { TrainerCard } from '../components/trainer-card.tsx'

/** `favorites`: the route loader's list. */
export function FavoritesPage({ favorites }: { favorites: readonly TrainerCardData[] }) {
  const t = useT()
  const router = useRouter()
  // A trainer taken out of favourites leaves the list at once; the reload confirms it.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  const items = favorites.filter((f) => !removed.has(f.id))
  return (
    <Page heading={t.screens.favorites.heading}>
      {items.length === 0 ? (
        <EmptyState
          icon="heart"
          title={t.screens.favorites.emptyTitle}
          text={t.screens.favorites.emptyText}
          action={
            <Link to="/trainers" className={buttonClass('primary')}>
              {t.myTrainers.find}
            </Link>
          }
        />
      ) : null}
      {items.length > 0 ? (
        <div className="card-grid">
          {items.map((trainer) => (
            <TrainerCard
              key={trainer.id}
              trainer={trainer}
              onFavoriteChange={(favorite) => {
                if (favorite) return
                setRemoved((prev) => new Set(prev).add(trainer.id))
                void router.invalidate()
              }}
            />
          ))}
        </div>
      ) : null}
    </Page>
  )
}
