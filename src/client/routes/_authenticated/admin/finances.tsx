import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '#client/routes/-shell/screens.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/admin/finances')({
  beforeLoad: checks('admin'),
  component: AdminFinancesPage,
})

function AdminFinancesPage() {
  return <EmptyScreen screen="adminFinances" />
}
