import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_auth/reset-password/')({
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  return <EmptyScreen screen="resetPassword" />
}
