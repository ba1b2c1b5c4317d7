import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { checks } from '#client/features/auth/access-checks.ts'
import { ChoosePage } from '#client/features/auth/pages/choose-page.tsx'

export const Route = createFileRoute('/_authenticated/choose')({
  validateSearch: z.object({ notice: z.enum(['trainerBlocked']).optional() }),
  beforeLoad: checks('auth'),
  component: ChoosePage,
})
