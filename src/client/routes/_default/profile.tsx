import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen, OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/profile')({
  component: ProfilePage,
})

function ProfilePage() {
  return (
    <OwnDataScreen screen="profile">
      <EmptyScreen screen="profile" />
    </OwnDataScreen>
  )
}
