import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen, OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/trainings-data')({
  component: TrainingsDataPage,
})

function TrainingsDataPage() {
  return (
    <OwnDataScreen screen="trainingsData">
      <EmptyScreen screen="trainingsData" />
    </OwnDataScreen>
  )
}
