import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { loadPublicContent } from '#client/features/staff/loaders.ts'
import { ContentPageView } from '#client/features/staff/pages/content-page.tsx'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_default/requisites')({
  loader: () => loadPublicContent('requisites'),
  pendingComponent: () => <ScreenPending screen="requisites" />,
  errorComponent: (props) => <ScreenError screen="requisites" {...props} />,
  component: RequisitesPage,
})

function RequisitesPage() {
  return <ContentPageView slug="requisites" content={useLoaderData({ from: '/_default/requisites' })} />
}
