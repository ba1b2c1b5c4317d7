import { createFileRoute, useSearch } from '@tanstack/react-router'
import { z } from 'zod'
import { ResetVerifyPage } from '#client/features/auth/pages/reset-verify-page.tsx'

export const Route = createFileRoute('/_auth/reset-password/verify')({
  validateSearch: z.object({ token: z.string().optional() }),
  component: ResetVerifyRoute,
})

function ResetVerifyRoute() {
  return <ResetVerifyPage token={useSearch({ from: '/_auth/reset-password/verify' }).token} />
}
