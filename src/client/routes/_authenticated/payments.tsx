import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/payments')({
  beforeLoad: checks('auth'),
  component: PaymentsPage,
})

function PaymentsPage() {
  return <EmptyScreen screen="payments" />
}
