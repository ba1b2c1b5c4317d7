import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/student-subscription')({
  beforeLoad: checks('auth'),
  component: StudentSubscriptionPage,
})

function StudentSubscriptionPage() {
  return <EmptyScreen screen="studentSubscription" />
}
