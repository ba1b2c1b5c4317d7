import { createFileRoute } from '@tanstack/react-router'
import { SubscriptionDetailsPage } from '#client/features/money/pages/subscription-pages.tsx'
import { OwnDataScreen } from '#client/routes/-shell/screens.tsx'
import { uuidParams } from '#client/routes/-shell/uuid-params.ts'

export const Route = createFileRoute('/_inner/student/subscriptions/$id')({
  params: uuidParams,
  component: StudentSubscriptionDetailsPage,
})

function StudentSubscriptionDetailsPage() {
  const { id } = Route.useParams()
  return (
    <OwnDataScreen screen="studentSubscriptionDetails">
      <SubscriptionDetailsPage id={id} />
    </OwnDataScreen>
  )
}
