import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/choose')({
  validateSearch: z.object({ notice: z.enum(['trainerBlocked']).optional() }),
  beforeLoad: checks('auth'),
  component: ChoosePage,
})

function ChoosePage() {
  return <EmptyScreen screen="choose" />
}
