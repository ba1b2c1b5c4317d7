import { createFileRoute } from '@tanstack/react-router'
import { PaymentsPage } from '#client/features/money/pages/payments-pages.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/trainer-payments')({
  beforeLoad: checks('auth'),
  component: TrainerPaymentsPage,
})

function TrainerPaymentsPage() {
  return <PaymentsPage variant="trainer" />
}
