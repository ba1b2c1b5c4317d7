import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/moderator/')({
  beforeLoad: checks('auth', 'moderator'),
  component: ModeratorPage,
})

function ModeratorPage() {
  return <EmptyScreen screen="moderator" />
}
