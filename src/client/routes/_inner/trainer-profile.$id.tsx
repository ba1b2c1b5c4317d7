import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_inner/trainer-profile/$id')({
  beforeLoad: checks('auth'),
  component: TrainerProfilePage,
})

function TrainerProfilePage() {
  return <EmptyScreen screen="trainerProfile" />
}
