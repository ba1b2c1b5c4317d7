import { createFileRoute, useLoaderData, useNavigate, useSearch } from '@tanstack/react-router'
import { loadQueue } from '#client/features/staff/loaders.ts'
import { ApplicationsPage } from '#client/features/staff/pages/applications-page.tsx'
import { type QueueSearch, queueSearch } from '#client/features/staff/search.ts'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../../-shell/screen-error.tsx'
import { ScreenPending } from '../../-shell/screen-states.tsx'

export const Route = createFileRoute('/_authenticated/admin/trainer-requests')({
  validateSearch: queueSearch,
  beforeLoad: checks('admin'),
  // One match for every search: a new filter, page, query or open item reloads it in the
  // background, the page staying as it is meanwhile (no pending screen; with the search in
  // `loaderDeps` each search would be a new match, shown as the pending screen when slow).
  shouldReload: true,
  loader: ({ location }) => loadQueue('/admin/trainer-requests', queueSearch(location.search)),
  pendingComponent: () => <ScreenPending screen="adminTrainerRequests" />,
  errorComponent: (props) => <ScreenError screen="adminTrainerRequests" {...props} />,
  component: AdminTrainerRequestsRoute,
})

function AdminTrainerRequestsRoute() {
  const navigate = useNavigate({ from: '/admin/trainer-requests' })
  return (
    <ApplicationsPage
      area="/admin/trainer-requests"
      search={useSearch({ from: '/_authenticated/admin/trainer-requests' })}
      onSearch={(patch: QueueSearch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      data={useLoaderData({ from: '/_authenticated/admin/trainer-requests' })}
    />
  )
}
