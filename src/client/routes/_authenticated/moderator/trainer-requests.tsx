import { createFileRoute, useLoaderData, useNavigate, useSearch } from '@tanstack/react-router'
import { loadQueue } from '#client/features/staff/loaders.ts'
import { ApplicationsPage } from '#client/features/staff/pages/applications-page.tsx'
import { type QueueSearch, queueSearch } from '#client/features/staff/search.ts'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../../-shell/screen-error.tsx'
import { ScreenPending } from '../../-shell/screen-states.tsx'

export const Route = createFileRoute('/_authenticated/moderator/trainer-requests')({
  validateSearch: queueSearch,
  beforeLoad: checks('auth', 'moderator'),
  // One match for every search: a new filter, page, query or open item reloads it in the
  // background, the page staying as it is meanwhile (no pending screen; with the search in
  // `loaderDeps` each search would be a new match, shown as the pending screen when slow).
  shouldReload: true,
  loader: ({ location }) => loadQueue('/moderator/trainer-requests', queueSearch(location.search)),
  pendingComponent: () => <ScreenPending screen="moderatorTrainerRequests" />,
  errorComponent: (props) => <ScreenError screen="moderatorTrainerRequests" {...props} />,
  component: ModeratorTrainerRequestsRoute,
})

function ModeratorTrainerRequestsRoute() {
  const navigate = useNavigate({ from: '/moderator/trainer-requests' })
  return (
    <ApplicationsPage
      area="/moderator/trainer-requests"
      search={useSearch({ from: '/_authenticated/moderator/trainer-requests' })}
      onSearch={(patch: QueueSearch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      data={useLoaderData({ from: '/_authenticated/moderator/trainer-requests' })}
    />
  )
}
