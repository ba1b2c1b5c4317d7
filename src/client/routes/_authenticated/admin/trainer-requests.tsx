import { createFileRoute, useLoaderData, useNavigate, useSearch } from '@tanstack/react-router'
import { loadQueue } from '#client/features/staff/loaders.ts'
import { ApplicationsPage } from '#client/features/staff/pages/applications-page.tsx'
import { type QueueSearch, queueSearch } from '#client/features/staff/search.ts'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../../-shell/screen-error.tsx'
import { ScreenPending } from '../../-shell/screen-states.tsx'

// Declared apart from the route (imported): inline, TypeScript cannot infer the search for `loaderDeps`.
const search = queueSearch

export const Route = createFileRoute('/_authenticated/admin/trainer-requests')({
  validateSearch: search,
  beforeLoad: checks('admin'),
  loaderDeps: ({ search: { status, page, open } }) => ({ status, page, open }),
  loader: ({ deps }) => loadQueue('/admin/trainer-requests', deps),
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
