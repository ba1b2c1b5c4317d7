import { createFileRoute, useSearch } from '@tanstack/react-router'
import { z } from 'zod'
import { ChoosePage } from '#client/features/auth/pages/choose-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/choose')({
  validateSearch: z.object({ notice: z.enum(['trainerBlocked']).optional() }),
  beforeLoad: checks('auth'),
  component: ChooseRoute,
})

function ChooseRoute() {
  return <ChoosePage notice={useSearch({ from: '/_authenticated/choose' }).notice} />
}
