import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen, OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/subscriptions')({
  component: SubscriptionsPage,
})

function SubscriptionsPage() {
  return (
    <OwnDataScreen screen="subscriptions">
      <EmptyScreen screen="subscriptions" />
    </OwnDataScreen>
  )
}
