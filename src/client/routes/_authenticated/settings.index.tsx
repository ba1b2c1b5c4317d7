import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_authenticated/settings/')({
  beforeLoad: checks('auth'),
  component: SettingsPage,
})

function SettingsPage() {
  return <EmptyScreen screen="settings" />
}
