import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen, OwnDataScreen } from '#client/routes/-shell/screens.tsx'
import { uuidParams } from '#client/routes/-shell/uuid-params.ts'

export const Route = createFileRoute('/_inner/student/subscriptions/$id')({
  params: uuidParams,
  component: StudentSubscriptionDetailsPage,
})

function StudentSubscriptionDetailsPage() {
  return (
    <OwnDataScreen screen="studentSubscriptionDetails">
      <EmptyScreen screen="studentSubscriptionDetails" />
    </OwnDataScreen>
  )
}
