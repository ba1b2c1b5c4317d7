import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen, OwnDataScreen } from '#client/routes/-shell/screens.tsx'

export const Route = createFileRoute('/_default/trainer/subscriptions')({
  component: TrainerSubscriptionsPage,
})

function TrainerSubscriptionsPage() {
  return (
    <OwnDataScreen screen="trainerSubscriptions">
      <EmptyScreen screen="trainerSubscriptions" />
    </OwnDataScreen>
  )
}
