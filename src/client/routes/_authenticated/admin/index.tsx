import { createFileRoute, useLoaderData, useNavigate, useSearch } from '@tanstack/react-router'
import { loadAdminHome } from '#client/features/staff/loaders.ts'
import { AdminHomePage } from '#client/features/staff/pages/admin-home-page.tsx'
import { type AuditSearch, auditSearch } from '#client/features/staff/search.ts'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../../-shell/screen-error.tsx'
import { ScreenPending } from '../../-shell/screen-states.tsx'

export const Route = createFileRoute('/_authenticated/admin/')({
  validateSearch: auditSearch,
  beforeLoad: checks('auth', 'admin'),
  // One match for every search: a new filter, page, query or open item reloads it in the
  // background, the page staying as it is meanwhile (no pending screen; with the search in
  // `loaderDeps` each search would be a new match, shown as the pending screen when slow).
  shouldReload: true,
  loader: ({ location }) => loadAdminHome(auditSearch(location.search)),
  pendingComponent: () => <ScreenPending screen="admin" />,
  errorComponent: (props) => <ScreenError screen="admin" {...props} />,
  component: AdminHomeRoute,
})

function AdminHomeRoute() {
  const navigate = useNavigate({ from: '/admin/' })
  return (
    <AdminHomePage
      search={useSearch({ from: '/_authenticated/admin/' })}
      onSearch={(patch: AuditSearch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      data={useLoaderData({ from: '/_authenticated/admin/' })}
    />
  )
}
