import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/trainer-subscription')({
  beforeLoad: checks('auth', 'trainer-subscription'),
  component: TrainerSubscriptionPage,
})

function TrainerSubscriptionPage() {
  return <EmptyScreen screen="trainerSubscription" />
}
