import { createFileRoute } from '@tanstack/react-router'
import { NotificationsPage } from '#client/features/notifications/pages/notifications-page.tsx'
import { OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/notifications')({
  component: () => (
    <OwnDataScreen screen="notifications">
      <NotificationsPage />
    </OwnDataScreen>
  ),
})
