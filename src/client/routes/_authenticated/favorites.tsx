import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/favorites')({
  beforeLoad: checks('auth'),
  component: FavoritesPage,
})

function FavoritesPage() {
  return <EmptyScreen screen="favorites" />
}
