import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '#client/features/auth/pages/reset-password-page.tsx'

export const Route = createFileRoute('/_auth/reset-password/')({
  component: ResetPasswordPage,
})
