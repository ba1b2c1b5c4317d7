import { createFileRoute } from '@tanstack/react-router'
import { TrainerPlanPage } from '#client/features/money/pages/plan-pages.tsx'
import { uuidParams } from '#client/routes/-shell/uuid-params.ts'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_inner/trainer/subscriptions/$id')({
  params: uuidParams,
  beforeLoad: checks('auth'),
  component: TrainerSubscriptionDetailsPage,
})

function TrainerSubscriptionDetailsPage() {
  const { id } = Route.useParams()
  return <TrainerPlanPage id={id} />
}
