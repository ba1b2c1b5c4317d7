import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/admin/receipts')({
  beforeLoad: checks('auth', 'admin'),
  component: AdminReceiptsPage,
})

function AdminReceiptsPage() {
  return <EmptyScreen screen="adminReceipts" />
}
