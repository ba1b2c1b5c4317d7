import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/admin/trainer-requests')({
  beforeLoad: checks('admin'),
  component: AdminTrainerRequestsPage,
})

function AdminTrainerRequestsPage() {
  return <EmptyScreen screen="adminTrainerRequests" />
}
