import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '#client/routes/-shell/screens.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/admin/')({
  beforeLoad: checks('auth', 'admin'),
  component: AdminPage,
})

function AdminPage() {
  return <EmptyScreen screen="admin" />
}
