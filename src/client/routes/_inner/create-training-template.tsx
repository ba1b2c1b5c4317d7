import { createFileRoute } from '@tanstack/react-router'
import { checks } from '#client/features/auth/access-checks.ts'
import { CreateTemplatePage } from '#client/features/trainings/pages/create-template-page.tsx'

export const Route = createFileRoute('/_inner/create-training-template')({
  beforeLoad: checks('auth'),
  component: CreateTrainingTemplatePage,
})

function CreateTrainingTemplatePage() {
  return <CreateTemplatePage />
}
