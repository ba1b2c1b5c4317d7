import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/trainer-students')({
  beforeLoad: checks('auth'),
  component: TrainerStudentsPage,
})

function TrainerStudentsPage() {
  return <EmptyScreen screen="trainerStudents" />
}
