import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/admin/finances')({
  beforeLoad: checks('admin'),
  component: AdminFinancesPage,
})

function AdminFinancesPage() {
  return <EmptyScreen screen="adminFinances" />
}
