import { createFileRoute } from '@tanstack/react-router'
import { RequestsPage } from '#client/features/trainer/pages/requests-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/trainer-requests')({
  beforeLoad: checks('auth'),
  component: RequestsPage,
})
