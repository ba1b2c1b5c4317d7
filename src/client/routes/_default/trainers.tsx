import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { TrainersPage } from '#client/features/catalogue/pages/trainers-page.tsx'
import { type CatalogueSearch, catalogueSearch } from '#client/features/catalogue/search-params.ts'

export const Route = createFileRoute('/_default/trainers')({
  validateSearch: catalogueSearch,
  component: TrainersRoute,
})

function TrainersRoute() {
  const navigate = useNavigate({ from: '/trainers' })
  return (
    <TrainersPage
      search={useSearch({ from: '/_default/trainers' })}
      onSearch={(next: CatalogueSearch) => void navigate({ search: next, replace: false })}
    />
  )
}
