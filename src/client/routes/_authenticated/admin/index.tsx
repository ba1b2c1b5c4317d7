import { createFileRoute } from '@tanstack/react-router'
import { AdminHomePage } from '#client/features/staff/pages/admin-home-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/admin/')({
  beforeLoad: checks('auth', 'admin'),
  component: AdminHomePage,
})
