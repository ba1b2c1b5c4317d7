import { createFileRoute, useSearch } from '@tanstack/react-router'
import { VerifyEmailPage } from '#client/features/profile/pages/verify-email-page.tsx'
import { searchParams, text } from '#client/platform/url/search-params.ts'

/** Ours, not SPEC.md's (decision 0022): the page an email confirmation link opens. */
export const Route = createFileRoute('/_auth/verify-email')({
  validateSearch: searchParams({ token: text() }),
  component: VerifyEmailRoute,
})

function VerifyEmailRoute() {
  return <VerifyEmailPage token={useSearch({ from: '/_auth/verify-email' }).token} />
}
