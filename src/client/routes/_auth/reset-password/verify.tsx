import { createFileRoute, useSearch } from '@tanstack/react-router'
import { ResetVerifyPage } from '#client/features/auth/pages/reset-verify-page.tsx'
import { searchParams, text } from '#client/platform/url/search-params.ts'

export const Route = createFileRoute('/_auth/reset-password/verify')({
  validateSearch: searchParams({ token: text() }),
  component: ResetVerifyRoute,
})

function ResetVerifyRoute() {
  return <ResetVerifyPage token={useSearch({ from: '/_auth/reset-password/verify' }).token} />
}
