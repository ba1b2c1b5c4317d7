import { createFileRoute } from '@tanstack/react-router'
import { OfferedPlansPage } from '#client/features/money/pages/subscription-pages.tsx'
import { searchParams, uuid } from '#client/platform/url/search-params.ts'
import { OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/subscriptions')({
  // The trainer's profile links here with the trainer chosen.
  validateSearch: searchParams({ trainerId: uuid() }),
  component: SubscriptionsPage,
})

function SubscriptionsPage() {
  const { trainerId } = Route.useSearch()
  return (
    <OwnDataScreen screen="subscriptions">
      <OfferedPlansPage trainerId={trainerId} />
    </OwnDataScreen>
  )
}
