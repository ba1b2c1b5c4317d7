import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { fetchOwnApplications } from '#client/features/staff/api/staff-api.ts'
import { BecomeTrainerPage } from '#client/features/staff/pages/become-trainer-page.tsx'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_authenticated/become-trainer')({
  beforeLoad: checks('auth'),
  loader: () => fetchOwnApplications(),
  pendingComponent: () => <ScreenPending screen="becomeTrainer" />,
  errorComponent: (props) => <ScreenError screen="becomeTrainer" {...props} />,
  component: BecomeTrainerRoute,
})

function BecomeTrainerRoute() {
  return <BecomeTrainerPage applications={useLoaderData({ from: '/_authenticated/become-trainer' })} />
}
