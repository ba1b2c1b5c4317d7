import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { loadModerationSummary } from '#client/features/staff/loaders.ts'
import { ModeratorHomePage } from '#client/features/staff/pages/applications-page.tsx'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../../-shell/screen-error.tsx'
import { ScreenPending } from '../../-shell/screen-states.tsx'

export const Route = createFileRoute('/_authenticated/moderator/')({
  beforeLoad: checks('auth', 'moderator'),
  loader: () => loadModerationSummary(),
  pendingComponent: () => <ScreenPending screen="moderator" />,
  errorComponent: (props) => <ScreenError screen="moderator" {...props} />,
  component: ModeratorHomeRoute,
})

function ModeratorHomeRoute() {
  return <ModeratorHomePage summary={useLoaderData({ from: '/_authenticated/moderator/' })} />
}
