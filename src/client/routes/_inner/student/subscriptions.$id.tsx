import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen, OwnDataScreen } from '#client/routes/-shell/screens.tsx'

export const Route = createFileRoute('/_inner/student/subscriptions/$id')({
  component: StudentSubscriptionDetailsPage,
})

function StudentSubscriptionDetailsPage() {
  return (
    <OwnDataScreen screen="studentSubscriptionDetails">
      <EmptyScreen screen="studentSubscriptionDetails" />
    </OwnDataScreen>
  )
}
