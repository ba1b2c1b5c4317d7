import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_auth/register')({
  beforeLoad: checks('redirect-auth'),
  component: RegisterPage,
})

function RegisterPage() {
  return <EmptyScreen screen="register" />
}
