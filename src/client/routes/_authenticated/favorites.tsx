import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { FavoritesPage } from '#client/features/catalogue/pages/favorites-page.tsx'

export const Route = createFileRoute('/_authenticated/favorites')({
  beforeLoad: checks('auth'),
  component: FavoritesPage,
})
