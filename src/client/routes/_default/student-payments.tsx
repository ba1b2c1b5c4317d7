import { createFileRoute } from '@tanstack/react-router'
import { PaymentsPage } from '#client/features/money/pages/payments-pages.tsx'
import { OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/student-payments')({
  component: StudentPaymentsPage,
})

function StudentPaymentsPage() {
  return (
    <OwnDataScreen screen="studentPayments">
      <PaymentsPage variant="student" />
    </OwnDataScreen>
  )
}
