import { createFileRoute, useLoaderData, useNavigate, useSearch } from '@tanstack/react-router'
import { loadUsers } from '#client/features/staff/loaders.ts'
import { AdminUsersPage } from '#client/features/staff/pages/admin-users-page.tsx'
import { type UsersSearch, usersSearch } from '#client/features/staff/search.ts'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../../-shell/screen-error.tsx'
import { ScreenPending } from '../../-shell/screen-states.tsx'

// Declared apart from the route (imported): inline, TypeScript cannot infer the search for `loaderDeps`.
const search = usersSearch

export const Route = createFileRoute('/_authenticated/admin/users')({
  validateSearch: search,
  beforeLoad: checks('admin'),
  loaderDeps: ({ search: { q, role, state, page, user } }) => ({ q, role, state, page, user }),
  loader: ({ deps }) => loadUsers(deps),
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
