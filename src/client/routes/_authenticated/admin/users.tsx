import { createFileRoute, useSearch } from '@tanstack/react-router'
import { AdminUsersPage } from '#client/features/staff/pages/admin-users-page.tsx'
import { usersSearch } from '#client/features/staff/search-params.ts'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/admin/users')({
  beforeLoad: checks('admin'),
  validateSearch: usersSearch,
  component: AdminUsersRoute,
})

function AdminUsersRoute() {
  return <AdminUsersPage search={useSearch({ from: '/_authenticated/admin/users' })} />
}
