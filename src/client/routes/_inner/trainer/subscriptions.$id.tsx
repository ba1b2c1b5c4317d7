import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_inner/trainer/subscriptions/$id')({
  beforeLoad: checks('auth'),
  component: TrainerSubscriptionDetailsPage,
})

function TrainerSubscriptionDetailsPage() {
  return <EmptyScreen screen="trainerSubscriptionDetails" />
}
