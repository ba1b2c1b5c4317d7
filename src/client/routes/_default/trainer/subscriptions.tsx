import { createFileRoute } from '@tanstack/react-router'
import { TrainerPlansPage } from '#client/features/money/pages/plan-pages.tsx'
import { OwnDataScreen } from '#client/routes/-shell/screens.tsx'

export const Route = createFileRoute('/_default/trainer/subscriptions')({
  component: TrainerSubscriptionsPage,
})

function TrainerSubscriptionsPage() {
  return (
    <OwnDataScreen screen="trainerSubscriptions">
      <TrainerPlansPage />
    </OwnDataScreen>
  )
}
