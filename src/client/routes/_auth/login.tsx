import { createFileRoute, useSearch } from '@tanstack/react-router'
import { LoginPage } from '#client/features/auth/pages/login-page.tsx'
import { searchParams, text } from '#client/platform/url/search-params.ts'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_auth/login')({
  validateSearch: searchParams({ redirect: text() }),
  beforeLoad: checks('redirect-auth'),
  component: LoginRoute,
})

function LoginRoute() {
  return <LoginPage search={useSearch({ from: '/_auth/login' })} />
}
