import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '#client/features/profile/pages/profile-page.tsx'
import { OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/profile')({
  component: () => (
    <OwnDataScreen screen="profile">
      <ProfilePage />
    </OwnDataScreen>
  ),
})
