import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/admin/content')({
  beforeLoad: checks('admin'),
  component: AdminContentPage,
})

function AdminContentPage() {
  return <EmptyScreen screen="adminContent" />
}
