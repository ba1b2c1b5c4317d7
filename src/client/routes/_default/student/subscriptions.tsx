import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen, OwnDataScreen } from '#client/routes/-shell/screens.tsx'

export const Route = createFileRoute('/_default/student/subscriptions')({
  component: StudentSubscriptionsPage,
})

function StudentSubscriptionsPage() {
  return (
    <OwnDataScreen screen="studentSubscriptions">
      <EmptyScreen screen="studentSubscriptions" />
    </OwnDataScreen>
  )
}
