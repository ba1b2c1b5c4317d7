import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { fetchSessions } from '#client/features/profile/api/profile-api.ts'
import { SessionsPage } from '#client/features/profile/pages/sessions-page.tsx'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_inner/settings/sessions')({
  beforeLoad: checks('auth'),
  loader: () => fetchSessions(),
  pendingComponent: () => <ScreenPending screen="settingsSessions" />,
  errorComponent: (props) => <ScreenError screen="settingsSessions" {...props} />,
  component: SessionsRoute,
})

function SessionsRoute() {
  return <SessionsPage sessions={useLoaderData({ from: '/_inner/settings/sessions' })} />
}
