import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { NotificationPreferencesCard } from '#client/features/notifications/components/notification-preferences-card.tsx'
import { fetchCalendarFeedUrl } from '#client/features/profile/api/calendar-api.ts'
import { SettingsPage } from '#client/features/profile/pages/settings-page.tsx'
import { checks } from '#client/session/access-checks.ts'
import { fetchProfile } from '#client/session/profile-api.ts'
import { settle } from '#client/ui/settle.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_authenticated/settings/')({
  beforeLoad: checks('auth'),
  // What the cards show (Telegram, notification channels, calendar feed); each fails on its own
  // card, under the settings that work without them.
  loader: async () => {
    const [profile, calendarFeed] = await Promise.all([
      settle(fetchProfile()),
      settle(fetchCalendarFeedUrl()),
    ])
    return { profile, calendarFeed }
  },
  pendingComponent: () => <ScreenPending screen="settings" />,
  errorComponent: (props) => <ScreenError screen="settings" {...props} />,
  component: SettingsRoute,
})

function SettingsRoute() {
  const data = useLoaderData({ from: '/_authenticated/settings/' })
  return (
    <SettingsPage
      data={data}
      notificationPreferences={<NotificationPreferencesCard profile={data.profile} />}
    />
  )
}
