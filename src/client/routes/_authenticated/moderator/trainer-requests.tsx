import { createFileRoute, useSearch } from '@tanstack/react-router'
import { ApplicationsPage } from '#client/features/staff/pages/applications-page.tsx'
import { queueSearch } from '#client/features/staff/search-params.ts'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/moderator/trainer-requests')({
  beforeLoad: checks('auth', 'moderator'),
  validateSearch: queueSearch('pending'),
  component: ModeratorTrainerRequestsPage,
})

function ModeratorTrainerRequestsPage() {
  const { status, page } = useSearch({ from: '/_authenticated/moderator/trainer-requests' })
  return <ApplicationsPage area="/moderator/trainer-requests" status={status} page={page} />
}
