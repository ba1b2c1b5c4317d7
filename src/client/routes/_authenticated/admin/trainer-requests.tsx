import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '#client/routes/-shell/screens.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/admin/trainer-requests')({
  beforeLoad: checks('admin'),
  component: AdminTrainerRequestsPage,
})

function AdminTrainerRequestsPage() {
  return <EmptyScreen screen="adminTrainerRequests" />
}
