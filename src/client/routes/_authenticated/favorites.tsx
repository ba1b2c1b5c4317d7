import { createFileRoute } from '@tanstack/react-router'
import { FavoritesPage } from '#client/features/catalogue/pages/favorites-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/favorites')({
  beforeLoad: checks('auth'),
  component: FavoritesPage,
})
