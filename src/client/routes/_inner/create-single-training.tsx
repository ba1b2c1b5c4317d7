import { createFileRoute } from '@tanstack/react-router'
import { CreateTrainingPage } from '#client/features/trainings/pages/create-training-page.tsx'
import { OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_inner/create-single-training')({
  component: CreateSingleTrainingPage,
})

function CreateSingleTrainingPage() {
  return (
    <OwnDataScreen screen="createSingleTraining">
      <CreateTrainingPage />
    </OwnDataScreen>
  )
}
