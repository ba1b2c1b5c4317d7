import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_auth/reset-password/verify')({
  component: ResetPasswordVerifyPage,
})

function ResetPasswordVerifyPage() {
  return <EmptyScreen screen="resetPasswordVerify" />
}
