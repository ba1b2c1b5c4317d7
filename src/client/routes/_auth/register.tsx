import { createFileRoute, useSearch } from '@tanstack/react-router'
import { RegisterPage } from '#client/features/auth/pages/register-page.tsx'
import { searchParams, text } from '#client/platform/url/search-params.ts'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_auth/register')({
  validateSearch: searchParams({ redirect: text() }),
  beforeLoad: checks('redirect-auth'),
  component: RegisterRoute,
})

function RegisterRoute() {
  return <RegisterPage search={useSearch({ from: '/_auth/register' })} />
}
