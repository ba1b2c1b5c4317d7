import { createFileRoute, useLoaderData, useRouter, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { TrainingDataPage } from '#client/features/training-data/pages/training-data-page.tsx'
import { trainingDataSearch } from '#client/features/training-data/search.ts'
import {
  type LoadedTrainingData,
  loadTrainingData,
} from '#client/features/training-data/sync/results-store.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { OwnDataPage, ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_default/trainings-data')({
  validateSearch: trainingDataSearch,
  loader: ({ context }) => (context.session.isAuthenticated ? loadTrainingData() : null),
  pendingComponent: () => <ScreenPending screen="trainingsData" />,
  errorComponent: (props) => <ScreenError screen="trainingsData" {...props} />,
  component: TrainingsDataRoute,
})

function TrainingsDataRoute() {
  const router = useRouter()
  const refresh = useCallback(() => void router.invalidate(), [router])
  const { open } = useSearch({ from: '/_default/trainings-data' })
  return (
    <OwnDataPage screen="trainingsData" data={useLoaderData({ from: '/_default/trainings-data' })}>
      {(loaded: LoadedTrainingData) => (
        <TrainingDataPage
          data={loaded.data}
          fromDevice={loaded.fromDevice}
          onSynced={refresh}
          {...(open ? { openAssignmentId: open } : {})}
        />
      )}
    </OwnDataPage>
  )
}
