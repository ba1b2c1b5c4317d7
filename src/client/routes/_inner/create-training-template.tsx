import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { fetchTemplates, fetchTrainerSetup } from '#client/features/trainings/api/trainings-api.ts'
import { CreateTemplatePage } from '#client/features/trainings/pages/create-template-page.tsx'
import { checks } from '#client/session/access-checks.ts'
import { canActAsTrainer } from '#shared/roles.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_inner/create-training-template')({
  beforeLoad: checks('auth'),
  // Not a trainer: the page explains itself (no route-level trainer check, SPEC.md §2).
  loader: async ({ context: { session } }) => {
    if (!canActAsTrainer({ roles: session.userRoles, isTrainerBlocked: session.isTrainerBlocked }))
      return null
    const [setup, templates] = await Promise.all([fetchTrainerSetup(), fetchTemplates()])
    return { setup, templates }
  },
  pendingComponent: () => <ScreenPending screen="createTrainingTemplate" />,
  errorComponent: (props) => <ScreenError screen="createTrainingTemplate" {...props} />,
  component: CreateTrainingTemplateRoute,
})

function CreateTrainingTemplateRoute() {
  return <CreateTemplatePage data={useLoaderData({ from: '/_inner/create-training-template' })} />
}
