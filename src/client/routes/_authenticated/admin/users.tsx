import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/admin/users')({
  beforeLoad: checks('admin'),
  component: AdminUsersPage,
})

function AdminUsersPage() {
  return <EmptyScreen screen="adminUsers" />
}
