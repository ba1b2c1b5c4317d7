import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_inner/settings/sessions')({
  beforeLoad: checks('auth'),
  component: SettingsSessionsPage,
})

function SettingsSessionsPage() {
  return <EmptyScreen screen="settingsSessions" />
}
