import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { fetchPlatformPlan } from '#client/features/trainer-plan/api/platform-plan-api.ts'
import { TrainerPlanPage } from '#client/features/trainer-plan/pages/trainer-plan-page.tsx'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_authenticated/trainer-subscription')({
  beforeLoad: checks('auth', 'trainer-subscription'),
  loader: () => fetchPlatformPlan(),
  pendingComponent: () => <ScreenPending screen="trainerSubscription" />,
  errorComponent: (props) => <ScreenError screen="trainerSubscription" {...props} />,
  component: TrainerSubscriptionRoute,
})

function TrainerSubscriptionRoute() {
  return <TrainerPlanPage plan={useLoaderData({ from: '/_authenticated/trainer-subscription' })} />
}
