import { createFileRoute } from '@tanstack/react-router'
import { MySubscriptionsPage } from '#client/features/money/pages/subscription-pages.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/student-subscription')({
  beforeLoad: checks('auth'),
  component: StudentSubscriptionPage,
})

function StudentSubscriptionPage() {
  return <MySubscriptionsPage activeOnly />
}
