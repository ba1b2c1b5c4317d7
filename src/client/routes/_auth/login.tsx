import { createFileRoute, useSearch } from '@tanstack/react-router'
import { z } from 'zod'
import { LoginPage } from '#client/features/auth/pages/login-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_auth/login')({
  validateSearch: z.object({ redirect: z.string().optional() }),
  beforeLoad: checks('redirect-auth'),
  component: LoginRoute,
})

function LoginRoute() {
  return <LoginPage search={useSearch({ from: '/_auth/login' })} />
}
