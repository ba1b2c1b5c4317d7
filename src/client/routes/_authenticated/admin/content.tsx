import { createFileRoute } from '@tanstack/react-router'
import { AdminContentPage } from '#client/features/staff/pages/admin-content-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/admin/content')({
  beforeLoad: checks('admin'),
  component: AdminContent,
})

function AdminContent() {
  return <AdminContentPage />
}
