import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { fetchTrainerSetup } from '#client/features/trainings/api/trainings-api.ts'
import { CreateTrainingPage } from '#client/features/trainings/pages/create-training-page.tsx'
import { canActAsTrainer } from '#shared/roles.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'
import { OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_inner/create-single-training')({
  // Guests and users who are not trainers: the page explains itself (no API call).
  loader: ({ context: { session } }) =>
    session.isAuthenticated &&
    canActAsTrainer({ roles: session.userRoles, isTrainerBlocked: session.isTrainerBlocked })
      ? fetchTrainerSetup()
      : null,
  pendingComponent: () => <ScreenPending screen="createSingleTraining" />,
  errorComponent: (props) => <ScreenError screen="createSingleTraining" {...props} />,
  component: CreateSingleTrainingRoute,
})

function CreateSingleTrainingRoute() {
  return (
    <OwnDataScreen screen="createSingleTraining">
      <CreateTrainingPage setup={useLoaderData({ from: '/_inner/create-single-training' })} />
    </OwnDataScreen>
  )
}
