import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '#client/features/money/pages/subscription-pages.tsx'
import { searchParams, uuid } from '#client/platform/url/search-params.ts'
import { OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_inner/subscriptions/buy')({
  validateSearch: searchParams({ planId: uuid() }),
  component: SubscriptionsBuyPage,
})

function SubscriptionsBuyPage() {
  const { planId } = Route.useSearch()
  return (
    <OwnDataScreen screen="subscriptionsBuy">
      <CheckoutPage planId={planId} />
    </OwnDataScreen>
  )
}
