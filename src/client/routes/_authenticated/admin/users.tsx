import { createFileRoute } from '@tanstack/react-router'
import { AdminUsersPage } from '#client/features/staff/pages/admin-users-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/admin/users')({
  beforeLoad: checks('admin'),
  component: AdminUsers,
})

function AdminUsers() {
  return <AdminUsersPage />
}
