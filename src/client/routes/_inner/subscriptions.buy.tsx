import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen, OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_inner/subscriptions/buy')({
  component: SubscriptionsBuyPage,
})

function SubscriptionsBuyPage() {
  return (
    <OwnDataScreen screen="subscriptionsBuy">
      <EmptyScreen screen="subscriptionsBuy" />
    </OwnDataScreen>
  )
}
