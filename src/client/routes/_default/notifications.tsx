import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen, OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/notifications')({
  component: NotificationsPage,
})

function NotificationsPage() {
  return (
    <OwnDataScreen screen="notifications">
      <EmptyScreen screen="notifications" />
    </OwnDataScreen>
  )
}
