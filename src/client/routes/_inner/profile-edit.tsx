import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { ProfileEditPage } from '#client/features/profile/pages/profile-edit-page.tsx'
import { fetchOwnServices, fetchOwnTrainerProfile } from '#client/features/trainer/api/trainer-api.ts'
import { TrainerProfileEditor } from '#client/features/trainer/components/trainer-profile-editor.tsx'
import { checks } from '#client/session/access-checks.ts'
import { fetchProfile } from '#client/session/profile-api.ts'
import { session } from '#client/session/session.ts'
import { settle } from '#client/ui/settle.ts'
import { canActAsTrainer } from '#shared/roles.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_inner/profile-edit')({
  beforeLoad: checks('auth'),
  // The account's profile; for a trainer also the trainer profile and services, each failing on
  // its own card under the account's form.
  loader: async ({ context: { session } }) => {
    const trainer = canActAsTrainer({ roles: session.userRoles, isTrainerBlocked: session.isTrainerBlocked })
    const [profile, trainerProfile, services] = await Promise.all([
      fetchProfile(),
      trainer ? settle(fetchOwnTrainerProfile()) : null,
      trainer ? settle(fetchOwnServices()) : null,
    ])
    return { profile, trainer: trainerProfile && services ? { profile: trainerProfile, services } : null }
  },
  pendingComponent: () => <ScreenPending screen="profileEdit" />,
  errorComponent: (props) => <ScreenError screen="profileEdit" {...props} />,
  component: ProfileEdit,
})

/** Everyone edits their account; trainers also their public trainer profile and services. */
function ProfileEdit() {
  const { userRoles, isTrainerBlocked } = useSnapshot(session)
  const { profile, trainer } = useLoaderData({ from: '/_inner/profile-edit' })
  return (
    <>
      <ProfileEditPage profile={profile} />
      {canActAsTrainer({ roles: userRoles, isTrainerBlocked }) ? (
        <div className="page">
          <TrainerProfileEditor data={trainer} />
        </div>
      ) : null}
    </>
  )
}
