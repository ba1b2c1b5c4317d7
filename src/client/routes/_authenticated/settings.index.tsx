import { createFileRoute } from '@tanstack/react-router'
import { NotificationPreferencesCard } from '#client/features/notifications/components/notification-preferences-card.tsx'
import { SettingsPage } from '#client/features/profile/pages/settings-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/settings/')({
  beforeLoad: checks('auth'),
  component: SettingsRoute,
})

function SettingsRoute() {
  return <SettingsPage notificationPreferences={<NotificationPreferencesCard />} />
}
