import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { RequestsPage } from '#client/features/trainer/pages/requests-page.tsx'

export const Route = createFileRoute('/_authenticated/trainer-requests')({
  beforeLoad: checks('auth'),
  component: RequestsPage,
})
