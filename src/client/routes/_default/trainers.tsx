import { createFileRoute } from '@tanstack/react-router'
import { TrainersPage } from '#client/features/catalogue/pages/trainers-page.tsx'
import { catalogueSearch } from '#client/features/catalogue/search-params.ts'

export const Route = createFileRoute('/_default/trainers')({
  validateSearch: catalogueSearch,
  component: TrainersPage,
})
