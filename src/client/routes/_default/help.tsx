import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { loadPublicContent } from '#client/features/staff/loaders.ts'
import { ContentPageView } from '#client/features/staff/pages/content-page.tsx'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_default/help')({
  loader: () => loadPublicContent('help'),
  pendingComponent: () => <ScreenPending screen="help" />,
  errorComponent: (props) => <ScreenError screen="help" {...props} />,
  component: HelpPage,
})

function HelpPage() {
  return <ContentPageView slug="help" content={useLoaderData({ from: '/_default/help' })} />
}
