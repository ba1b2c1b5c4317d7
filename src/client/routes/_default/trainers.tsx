import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/trainers')({
  component: TrainersPage,
})

function TrainersPage() {
  return <EmptyScreen screen="trainers" />
}
