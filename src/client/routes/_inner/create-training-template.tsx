import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_inner/create-training-template')({
  beforeLoad: checks('auth'),
  component: CreateTrainingTemplatePage,
})

function CreateTrainingTemplatePage() {
  return <EmptyScreen screen="createTrainingTemplate" />
}
