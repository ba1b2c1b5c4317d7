import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen, OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_inner/create-single-training')({
  component: CreateSingleTrainingPage,
})

function CreateSingleTrainingPage() {
  return (
    <OwnDataScreen screen="createSingleTraining">
      <EmptyScreen screen="createSingleTraining" />
    </OwnDataScreen>
  )
}
