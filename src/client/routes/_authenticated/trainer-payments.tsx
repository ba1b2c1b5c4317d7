import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/trainer-payments')({
  beforeLoad: checks('auth'),
  component: TrainerPaymentsPage,
})

function TrainerPaymentsPage() {
  return <EmptyScreen screen="trainerPayments" />
}
