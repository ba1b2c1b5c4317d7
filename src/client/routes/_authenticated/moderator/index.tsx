import { createFileRoute } from '@tanstack/react-router'
import { ModeratorHomePage } from '#client/features/staff/pages/applications-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/moderator/')({
  beforeLoad: checks('auth', 'moderator'),
  component: ModeratorHomePage,
})
