import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_inner/profile-edit')({
  beforeLoad: checks('auth'),
  component: ProfileEditPage,
})

function ProfileEditPage() {
  return <EmptyScreen screen="profileEdit" />
}
