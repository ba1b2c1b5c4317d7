import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { fetchRequests } from '#client/features/trainer/api/trainer-api.ts'
import { RequestsPage } from '#client/features/trainer/pages/requests-page.tsx'
import { checks } from '#client/session/access-checks.ts'
import { canActAsTrainer } from '#shared/roles.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_authenticated/trainer-requests')({
  beforeLoad: checks('auth'),
  // Not a trainer: the page explains itself (no route-level trainer check, SPEC.md §2).
  loader: ({ context: { session } }) =>
    canActAsTrainer({ roles: session.userRoles, isTrainerBlocked: session.isTrainerBlocked })
      ? fetchRequests()
      : null,
  pendingComponent: () => <ScreenPending screen="trainerRequests" />,
  errorComponent: (props) => <ScreenError screen="trainerRequests" {...props} />,
  component: RequestsRoute,
})

function RequestsRoute() {
  return <RequestsPage requests={useLoaderData({ from: '/_authenticated/trainer-requests' })} />
}
