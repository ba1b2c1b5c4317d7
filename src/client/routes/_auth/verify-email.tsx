import { createFileRoute, useSearch } from '@tanstack/react-router'
import { z } from 'zod'
import { VerifyEmailPage } from '#client/features/profile/pages/verify-email-page.tsx'

/** Ours, not SPEC.md's (decision 0022): the page an email confirmation link opens. */
export const Route = createFileRoute('/_auth/verify-email')({
  validateSearch: z.object({ token: z.string().optional() }),
  component: VerifyEmailRoute,
})

function VerifyEmailRoute() {
  return <VerifyEmailPage token={useSearch({ from: '/_auth/verify-email' }).token} />
}
