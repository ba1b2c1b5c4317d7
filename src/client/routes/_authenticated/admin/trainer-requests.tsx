import { createFileRoute, useSearch } from '@tanstack/react-router'
import { ApplicationsPage } from '#client/features/staff/pages/applications-page.tsx'
import { queueSearch } from '#client/features/staff/search-params.ts'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/admin/trainer-requests')({
  beforeLoad: checks('admin'),
  // The admin's view is the queue plus the full history: all applications by default.
  validateSearch: queueSearch('all'),
  component: AdminTrainerRequestsPage,
})

function AdminTrainerRequestsPage() {
  const { status, page } = useSearch({ from: '/_authenticated/admin/trainer-requests' })
  return <ApplicationsPage area="/admin/trainer-requests" status={status} page={page} />
}
