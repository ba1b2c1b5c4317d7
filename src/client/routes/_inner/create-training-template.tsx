import { createFileRoute } from '@tanstack/react-router'
import { CreateTemplatePage } from '#client/features/trainings/pages/create-template-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_inner/create-training-template')({
  beforeLoad: checks('auth'),
  component: CreateTrainingTemplatePage,
})

function CreateTrainingTemplatePage() {
  return <CreateTemplatePage />
}
