import { createFileRoute, useLoaderData, useNavigate, useSearch } from '@tanstack/react-router'
import { loadQueue } from '#client/features/staff/loaders.ts'
import { ApplicationsPage } from '#client/features/staff/pages/applications-page.tsx'
import { type QueueSearch, queueSearch } from '#client/features/staff/search.ts'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../../-shell/screen-error.tsx'
import { ScreenPending } from '../../-shell/screen-states.tsx'

// Declared apart from the route (imported): inline, TypeScript cannot infer the search for `loaderDeps`.
const search = queueSearch

export const Route = createFileRoute('/_authenticated/moderator/trainer-requests')({
  validateSearch: search,
  beforeLoad: checks('auth', 'moderator'),
  loaderDeps: ({ search: { status, page, open } }) => ({ status, page, open }),
  loader: ({ deps }) => loadQueue('/moderator/trainer-requests', deps),
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
