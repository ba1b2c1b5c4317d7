import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/admin/content')({
  beforeLoad: checks('admin'),
  component: AdminContentPage,
})

function AdminContentPage() {
  return <EmptyScreen screen="adminContent" />
}
