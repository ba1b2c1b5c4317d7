import { Link } from '@tanstack/react-router'
import { buttonClass } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useResource } from '#client/ui/use-resource.ts'
import { fetchFavorites } from '../api/catalogue-api.ts'
import { TrainerCard } from '../components/trainer-card.tsx'

export function FavoritesPage() {
  const t = useT()
  const favorites = useResource(fetchFavorites)
  const items = favorites.data ?? []
  return (
    <Page heading={t.screens.favorites.heading}>
      {favorites.loading && !favorites.data ? <Spinner label={t.app.loading} /> : null}
      {favorites.error ? <ErrorState error={favorites.error} onRetry={favorites.reload} /> : null}
      {favorites.data && items.length === 0 ? (
        <EmptyState
          icon="♡"
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
                if (!favorite) favorites.set(items.filter((f) => f.id !== trainer.id))
              }}
            />
          ))}
        </div>
      ) : null}
    </Page>
  )
}
