import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/session/access-checks.ts'
import { EmptyScreen } from '../../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/admin/trainings')({
  beforeLoad: checks('admin'),
  component: AdminTrainingsPage,
})

function AdminTrainingsPage() {
  return <EmptyScreen screen="adminTrainings" />
}
