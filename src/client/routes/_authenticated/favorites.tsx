import { createFileRoute } from '@tanstack/react-router'
import { fetchFavorites } from '#client/features/catalogue/api/catalogue-api.ts'
import { FavoritesPage } from '#client/features/catalogue/pages/favorites-page.tsx'
import { checks } from '#client/session/access-checks.ts'
import { screenStates } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_authenticated/favorites')({
  beforeLoad: checks('auth'),
  loader: () => fetchFavorites(),
  ...screenStates('favorites'),
  component: FavoritesRoute,
})

function FavoritesRoute() {
  return <FavoritesPage favorites={Route.useLoaderData()} />
}
