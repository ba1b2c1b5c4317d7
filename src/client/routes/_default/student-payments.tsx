import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen, OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/student-payments')({
  component: StudentPaymentsPage,
})

function StudentPaymentsPage() {
  return (
    <OwnDataScreen screen="studentPayments">
      <EmptyScreen screen="studentPayments" />
    </OwnDataScreen>
  )
}
