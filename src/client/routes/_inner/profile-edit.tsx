import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { ProfileEditPage } from '#client/features/profile/pages/profile-edit-page.tsx'

export const Route = createFileRoute('/_inner/profile-edit')({
  beforeLoad: checks('auth'),
  component: ProfileEditPage,
})
