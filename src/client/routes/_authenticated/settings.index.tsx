import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { SettingsPage } from '#client/features/profile/pages/settings-page.tsx'

export const Route = createFileRoute('/_authenticated/settings/')({
  beforeLoad: checks('auth'),
  component: SettingsPage,
})
