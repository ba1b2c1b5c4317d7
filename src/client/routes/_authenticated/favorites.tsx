import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { fetchFavorites } from '#client/features/catalogue/api/catalogue-api.ts'
import { FavoritesPage } from '#client/features/catalogue/pages/favorites-page.tsx'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_authenticated/favorites')({
  beforeLoad: checks('auth'),
  loader: () => fetchFavorites(),
  pendingComponent: () => <ScreenPending screen="favorites" />,
  errorComponent: (props) => <ScreenError screen="favorites" {...props} />,
  component: FavoritesRoute,
})

function FavoritesRoute() {
  return <FavoritesPage favorites={useLoaderData({ from: '/_authenticated/favorites' })} />
}
