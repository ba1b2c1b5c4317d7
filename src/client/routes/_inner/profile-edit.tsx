import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { ProfileEditPage } from '#client/features/profile/pages/profile-edit-page.tsx'
import { TrainerProfileEditor } from '#client/features/trainer/components/trainer-profile-editor.tsx'
import { checks } from '#client/session/access-checks.ts'
import { fetchProfile } from '#client/session/profile-api.ts'
import { session } from '#client/session/session.ts'
import { canActAsTrainer } from '#shared/roles.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_inner/profile-edit')({
  beforeLoad: checks('auth'),
  // The account's profile; the trainer profile editor loads its own data.
  loader: () => fetchProfile(),
  pendingComponent: () => <ScreenPending screen="profileEdit" />,
  errorComponent: (props) => <ScreenError screen="profileEdit" {...props} />,
  component: ProfileEdit,
})

/** Everyone edits their account; trainers also their public trainer profile and services. */
function ProfileEdit() {
  const { userRoles, isTrainerBlocked } = useSnapshot(session)
  return (
    <>
      <ProfileEditPage profile={useLoaderData({ from: '/_inner/profile-edit' })} />
      {canActAsTrainer({ roles: userRoles, isTrainerBlocked }) ? (
        <div className="page">
          <TrainerProfileEditor />
        </div>
      ) : null}
    </>
  )
}
