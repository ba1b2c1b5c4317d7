import { createFileRoute } from '@tanstack/react-router'
import { searchParams, uuid } from '#client/platform/url/search-params.ts'
import { EmptyScreen, OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/subscriptions')({
  // The trainer's profile links here with the trainer chosen (the booking work fills the flow).
  validateSearch: searchParams({ trainerId: uuid() }),
  component: SubscriptionsPage,
})

function SubscriptionsPage() {
  return (
    <OwnDataScreen screen="subscriptions">
      <EmptyScreen screen="subscriptions" />
    </OwnDataScreen>
  )
}
