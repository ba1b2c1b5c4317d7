import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/schedule')({
  beforeLoad: checks('auth'),
  component: SchedulePage,
})

function SchedulePage() {
  return <EmptyScreen screen="schedule" />
}
