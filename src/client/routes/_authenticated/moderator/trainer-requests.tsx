import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/moderator/trainer-requests')({
  beforeLoad: checks('auth', 'moderator'),
  component: ModeratorTrainerRequestsPage,
})

function ModeratorTrainerRequestsPage() {
  return <EmptyScreen screen="moderatorTrainerRequests" />
}
