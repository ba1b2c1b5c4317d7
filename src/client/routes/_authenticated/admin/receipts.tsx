import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '#client/routes/-shell/screens.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/admin/receipts')({
  beforeLoad: checks('auth', 'admin'),
  component: AdminReceiptsPage,
})

function AdminReceiptsPage() {
  return <EmptyScreen screen="adminReceipts" />
}
