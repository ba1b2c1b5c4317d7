import { createFileRoute } from '@tanstack/react-router'
import { ApplicationsPage } from '#client/features/staff/pages/applications-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/moderator/trainer-requests')({
  beforeLoad: checks('auth', 'moderator'),
  component: ModeratorTrainerRequestsPage,
})

function ModeratorTrainerRequestsPage() {
  return <ApplicationsPage area="/moderator/trainer-requests" />
}
