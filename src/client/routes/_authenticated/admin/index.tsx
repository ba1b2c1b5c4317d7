import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/admin/')({
  beforeLoad: checks('auth', 'admin'),
  component: AdminPage,
})

function AdminPage() {
  return <EmptyScreen screen="admin" />
}
