import { createFileRoute } from '@tanstack/react-router'
import { PaymentsPage as Payments, ReceiptPage } from '#client/features/money/pages/payments-pages.tsx'
import { searchParams, uuid } from '#client/platform/url/search-params.ts'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/payments')({
  // `?receipt={paymentId}`: the printable receipt of that payment (SPEC.md §2 has no child route).
  validateSearch: searchParams({ receipt: uuid() }),
  beforeLoad: checks('auth'),
  component: PaymentsPage,
})

function PaymentsPage() {
  const { receipt } = Route.useSearch()
  return receipt ? <ReceiptPage paymentId={receipt} /> : <Payments variant="all" />
}
