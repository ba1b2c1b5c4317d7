import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { SessionsPage } from '#client/features/profile/pages/sessions-page.tsx'

export const Route = createFileRoute('/_inner/settings/sessions')({
  beforeLoad: checks('auth'),
  component: SessionsPage,
})
