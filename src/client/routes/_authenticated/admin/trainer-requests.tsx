import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/admin/trainer-requests')({
  beforeLoad: checks('admin'),
  component: AdminTrainerRequestsPage,
})

function AdminTrainerRequestsPage() {
  return <EmptyScreen screen="adminTrainerRequests" />
}
