import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '#client/routes/-shell/screens.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/admin/trainings')({
  beforeLoad: checks('admin'),
  component: AdminTrainingsPage,
})

function AdminTrainingsPage() {
  return <EmptyScreen screen="adminTrainings" />
}
