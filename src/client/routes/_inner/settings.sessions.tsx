import { createFileRoute } from '@tanstack/react-router'
import { SessionsPage } from '#client/features/profile/pages/sessions-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_inner/settings/sessions')({
  beforeLoad: checks('auth'),
  component: SessionsPage,
})
