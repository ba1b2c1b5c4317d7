import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/statistics')({
  beforeLoad: checks('auth'),
  component: StatisticsPage,
})

function StatisticsPage() {
  return <EmptyScreen screen="statistics" />
}
