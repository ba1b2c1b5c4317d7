import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { EmptyScreen, OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/subscriptions')({
  // The trainer's profile links here with the trainer chosen (the booking work fills the flow).
  validateSearch: z.object({ trainerId: z.uuid().optional().catch(undefined) }),
  component: SubscriptionsPage,
})

function SubscriptionsPage() {
  return (
    <OwnDataScreen screen="subscriptions">
      <EmptyScreen screen="subscriptions" />
    </OwnDataScreen>
  )
}
