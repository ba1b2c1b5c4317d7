import { createFileRoute, useSearch } from '@tanstack/react-router'
import { z } from 'zod'
import { RegisterPage } from '#client/features/auth/pages/register-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_auth/register')({
  validateSearch: z.object({ redirect: z.string().optional() }),
  beforeLoad: checks('redirect-auth'),
  component: RegisterRoute,
})

function RegisterRoute() {
  return <RegisterPage search={useSearch({ from: '/_auth/register' })} />
}
