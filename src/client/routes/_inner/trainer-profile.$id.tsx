import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { TrainerProfilePage } from '#client/features/catalogue/pages/trainer-profile-page.tsx'

export const Route = createFileRoute('/_inner/trainer-profile/$id')({
  beforeLoad: checks('auth'),
  component: TrainerProfilePage,
})
