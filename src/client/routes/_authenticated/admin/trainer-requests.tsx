import { createFileRoute } from '@tanstack/react-router'
import { ApplicationsPage } from '#client/features/staff/pages/applications-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/admin/trainer-requests')({
  beforeLoad: checks('admin'),
  component: AdminTrainerRequestsPage,
})

// The admin's view is the queue plus the full history: all applications at first.
function AdminTrainerRequestsPage() {
  return <ApplicationsPage area="/admin/trainer-requests" />
}
