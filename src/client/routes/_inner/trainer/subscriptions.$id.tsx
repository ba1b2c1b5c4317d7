import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '#client/routes/-shell/screens.tsx'
import { uuidParams } from '#client/routes/-shell/uuid-params.ts'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_inner/trainer/subscriptions/$id')({
  params: uuidParams,
  beforeLoad: checks('auth'),
  component: TrainerSubscriptionDetailsPage,
})

function TrainerSubscriptionDetailsPage() {
  return <EmptyScreen screen="trainerSubscriptionDetails" />
}
