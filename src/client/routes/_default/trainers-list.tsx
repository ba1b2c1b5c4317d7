import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { fetchMyTrainers } from '#client/features/catalogue/api/catalogue-api.ts'
import { MyTrainersPage } from '#client/features/catalogue/pages/my-trainers-page.tsx'
import { ScreenError } from '../-shell/screen-error.tsx'
import { OwnDataPage, ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_default/trainers-list')({
  loader: ({ context }) => (context.session.isAuthenticated ? fetchMyTrainers() : null),
  pendingComponent: () => <ScreenPending screen="trainersList" />,
  errorComponent: (props) => <ScreenError screen="trainersList" {...props} />,
  component: MyTrainersRoute,
})

function MyTrainersRoute() {
  return (
    <OwnDataPage screen="trainersList" data={useLoaderData({ from: '/_default/trainers-list' })}>
      {(trainers) => <MyTrainersPage trainers={trainers} />}
    </OwnDataPage>
  )
}
