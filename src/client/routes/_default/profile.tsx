import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { ProfilePage } from '#client/features/profile/pages/profile-page.tsx'
import { fetchProfile } from '#client/session/profile-api.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { OwnDataPage, ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_default/profile')({
  loader: ({ context }) => (context.session.isAuthenticated ? fetchProfile() : null),
  pendingComponent: () => <ScreenPending screen="profile" />,
  errorComponent: (props) => <ScreenError screen="profile" {...props} />,
  component: ProfileRoute,
})

function ProfileRoute() {
  return (
    <OwnDataPage screen="profile" data={useLoaderData({ from: '/_default/profile' })}>
      {(profile) => <ProfilePage profile={profile} />}
    </OwnDataPage>
  )
}
