import { createFileRoute, useLoaderData, useNavigate, useSearch } from '@tanstack/react-router'
import { loadUsers } from '#client/features/staff/loaders.ts'
import { AdminUsersPage } from '#client/features/staff/pages/admin-users-page.tsx'
import { type UsersSearch, usersSearch } from '#client/features/staff/search.ts'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../../-shell/screen-error.tsx'
import { ScreenPending } from '../../-shell/screen-states.tsx'

export const Route = createFileRoute('/_authenticated/admin/users')({
  validateSearch: usersSearch,
  beforeLoad: checks('admin'),
  // One match for every search: a new filter, page, query or open item reloads it in the
  // background, the page staying as it is meanwhile (no pending screen; with the search in
  // `loaderDeps` each search would be a new match, shown as the pending screen when slow).
  shouldReload: true,
  loader: ({ location }) => loadUsers(usersSearch(location.search)),
  pendingComponent: () => <ScreenPending screen="adminUsers" />,
  errorComponent: (props) => <ScreenError screen="adminUsers" {...props} />,
  component: AdminUsersRoute,
})

function AdminUsersRoute() {
  const navigate = useNavigate({ from: '/admin/users' })
  return (
    <AdminUsersPage
      search={useSearch({ from: '/_authenticated/admin/users' })}
      onSearch={(patch: UsersSearch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      data={useLoaderData({ from: '/_authenticated/admin/users' })}
    />
  )
}
