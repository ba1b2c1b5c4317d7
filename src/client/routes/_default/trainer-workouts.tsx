import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { fetchWorkouts } from '#client/features/trainer/api/workouts-api.ts'
import { WorkoutsPage } from '#client/features/trainer/pages/workouts-page.tsx'
import { canActAsTrainer } from '#shared/roles.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'
import { OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/trainer-workouts')({
  // Not signed in, or not a trainer: nothing to load, the page explains itself.
  loader: async ({ context: { session } }) => {
    if (
      !session.isAuthenticated ||
      !canActAsTrainer({ roles: session.userRoles, isTrainerBlocked: session.isTrainerBlocked })
    )
      return null
    const [active, archived] = await Promise.all([fetchWorkouts(false), fetchWorkouts(true)])
    return { active, archived }
  },
  pendingComponent: () => <ScreenPending screen="trainerWorkouts" />,
  errorComponent: (props) => <ScreenError screen="trainerWorkouts" {...props} />,
  component: TrainerWorkoutsRoute,
})

function TrainerWorkoutsRoute() {
  return (
    <OwnDataScreen screen="trainerWorkouts">
      <WorkoutsPage data={useLoaderData({ from: '/_default/trainer-workouts' })} />
    </OwnDataScreen>
  )
}
