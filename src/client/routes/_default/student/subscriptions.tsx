import { createFileRoute } from '@tanstack/react-router'
import { MySubscriptionsPage } from '#client/features/money/pages/subscription-pages.tsx'
import { OwnDataScreen } from '#client/routes/-shell/screens.tsx'

export const Route = createFileRoute('/_default/student/subscriptions')({
  component: StudentSubscriptionsPage,
})

function StudentSubscriptionsPage() {
  return (
    <OwnDataScreen screen="studentSubscriptions">
      <MySubscriptionsPage activeOnly={false} />
    </OwnDataScreen>
  )
}
