import { createFileRoute, useSearch } from '@tanstack/react-router'
import { ChoosePage } from '#client/features/auth/pages/choose-page.tsx'
import { oneOf, searchParams } from '#client/platform/url/search-params.ts'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/choose')({
  validateSearch: searchParams({ notice: oneOf(['trainerBlocked']) }),
  beforeLoad: checks('auth'),
  component: ChooseRoute,
})

function ChooseRoute() {
  return <ChoosePage notice={useSearch({ from: '/_authenticated/choose' }).notice} />
}
