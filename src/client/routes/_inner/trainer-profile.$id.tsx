import { createFileRoute } from '@tanstack/react-router'
import { TrainerProfilePage } from '#client/features/catalogue/pages/trainer-profile-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_inner/trainer-profile/$id')({
  beforeLoad: checks('auth'),
  component: TrainerProfilePage,
})
