import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { loadPublicContent } from '#client/features/staff/loaders.ts'
import { ContentPageView } from '#client/features/staff/pages/content-page.tsx'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_default/privacy')({
  loader: () => loadPublicContent('privacy'),
  pendingComponent: () => <ScreenPending screen="privacy" />,
  errorComponent: (props) => <ScreenError screen="privacy" {...props} />,
  component: PrivacyPage,
})

function PrivacyPage() {
  return <ContentPageView slug="privacy" content={useLoaderData({ from: '/_default/privacy' })} />
}
