import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/statistics')({
  beforeLoad: checks('auth'),
  component: StatisticsPage,
})

function StatisticsPage() {
  return <EmptyScreen screen="statistics" />
}
