import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { fetchTrainerSetup, fetchTraining } from '#client/features/trainings/api/trainings-api.ts'
import {
  CreateTrainingPage,
  type EditedTraining,
} from '#client/features/trainings/pages/create-training-page.tsx'
import { ApiRequestError } from '#client/platform/http/errors.ts'
import { searchParams, uuid } from '#client/platform/url/search-params.ts'
import { canActAsTrainer } from '#shared/roles.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'
import { OwnDataScreen } from '../-shell/screens.tsx'

// Declared apart from the route: inline, TypeScript cannot infer the search for `loaderDeps`.
/** `?training=<id>`: the same form edits that training of the trainer's schedule. */
const createTrainingSearch = searchParams({ training: uuid() })

export const Route = createFileRoute('/_inner/create-single-training')({
  validateSearch: createTrainingSearch,
  loaderDeps: ({ search: { training } }) => ({ training }),
  // Guests and users who are not trainers: the page explains itself (no API call).
  loader: ({ context: { session }, deps }) =>
    session.isAuthenticated &&
    canActAsTrainer({ roles: session.userRoles, isTrainerBlocked: session.isTrainerBlocked })
      ? Promise.all([fetchTrainerSetup(), editedTraining(deps.training)]).then(([setup, editing]) => ({
          setup,
          editing,
        }))
      : null,
  pendingComponent: () => <ScreenPending screen="createSingleTraining" />,
  errorComponent: (props) => <ScreenError screen="createSingleTraining" {...props} />,
  component: CreateSingleTrainingRoute,
})

/** The training to edit; `null` when it is gone or not the caller's to see (404). */
async function editedTraining(id: string | undefined): Promise<EditedTraining> {
  if (!id) return undefined
  try {
    return await fetchTraining(id)
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null
    throw error
  }
}

function CreateSingleTrainingRoute() {
  const data = useLoaderData({ from: '/_inner/create-single-training' })
  const { training } = Route.useSearch()
  return (
    <OwnDataScreen screen="createSingleTraining">
      <CreateTrainingPage
        setup={data?.setup ?? null}
        {...(training ? { editing: data ? data.editing : undefined } : {})}
      />
    </OwnDataScreen>
  )
}
