import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen, OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/trainer-workouts')({
  component: TrainerWorkoutsPage,
})

function TrainerWorkoutsPage() {
  return (
    <OwnDataScreen screen="trainerWorkouts">
      <EmptyScreen screen="trainerWorkouts" />
    </OwnDataScreen>
  )
}
