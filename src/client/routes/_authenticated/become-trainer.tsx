import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/become-trainer')({
  beforeLoad: checks('auth'),
  component: BecomeTrainerPage,
})

function BecomeTrainerPage() {
  return <EmptyScreen screen="becomeTrainer" />
}
