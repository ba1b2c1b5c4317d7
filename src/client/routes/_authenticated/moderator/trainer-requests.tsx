import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '#client/routes/-shell/screens.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/moderator/trainer-requests')({
  beforeLoad: checks('auth', 'moderator'),
  component: ModeratorTrainerRequestsPage,
})

function ModeratorTrainerRequestsPage() {
  return <EmptyScreen screen="moderatorTrainerRequests" />
}
