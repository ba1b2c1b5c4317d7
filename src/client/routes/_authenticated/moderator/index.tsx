import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '#client/routes/-shell/screens.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/moderator/')({
  beforeLoad: checks('auth', 'moderator'),
  component: ModeratorPage,
})

function ModeratorPage() {
  return <EmptyScreen screen="moderator" />
}
