import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/admin/finances')({
  beforeLoad: checks('admin'),
  component: AdminFinancesPage,
})

function AdminFinancesPage() {
  return <EmptyScreen screen="adminFinances" />
}
