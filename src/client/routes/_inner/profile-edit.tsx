import { createFileRoute } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { ProfileEditPage } from '#client/features/profile/pages/profile-edit-page.tsx'
import { TrainerProfileEditor } from '#client/features/trainer/components/trainer-profile-editor.tsx'
import { checks } from '#client/session/access-checks.ts'
import { session } from '#client/session/session.ts'
import { canActAsTrainer } from '#shared/roles.ts'

export const Route = createFileRoute('/_inner/profile-edit')({
  beforeLoad: checks('auth'),
  component: ProfileEdit,
})

/** Everyone edits their account; trainers also their public trainer profile and services. */
function ProfileEdit() {
  const { userRoles, isTrainerBlocked } = useSnapshot(session)
  return (
    <>
      <ProfileEditPage />
      {canActAsTrainer({ roles: userRoles, isTrainerBlocked }) ? (
        <div className="page">
          <TrainerProfileEditor />
        </div>
      ) : null}
    </>
  )
}
