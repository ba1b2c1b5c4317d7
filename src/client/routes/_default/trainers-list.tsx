import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen, OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/trainers-list')({
  component: TrainersListPage,
})

function TrainersListPage() {
  return (
    <OwnDataScreen screen="trainersList">
      <EmptyScreen screen="trainersList" />
    </OwnDataScreen>
  )
}
