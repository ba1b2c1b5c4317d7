import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/trainer-requests')({
  beforeLoad: checks('auth'),
  component: TrainerRequestsPage,
})

function TrainerRequestsPage() {
  return <EmptyScreen screen="trainerRequests" />
}
