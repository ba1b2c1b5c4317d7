import { createFileRoute } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { checks } from '#client/features/auth/access-checks.ts'
import { session } from '#client/features/auth/session.ts'
import { ProfileEditPage } from '#client/features/profile/pages/profile-edit-page.tsx'
import { TrainerProfileEditor } from '#client/features/trainer/components/trainer-profile-editor.tsx'

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
      {userRoles.includes('trainer') && !isTrainerBlocked ? (
        <div className="page">
          <TrainerProfileEditor />
        </div>
      ) : null}
    </>
  )
}
