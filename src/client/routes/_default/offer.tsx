import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { loadPublicContent } from '#client/features/staff/loaders.ts'
import { ContentPageView } from '#client/features/staff/pages/content-page.tsx'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_default/offer')({
  loader: () => loadPublicContent('offer'),
  pendingComponent: () => <ScreenPending screen="offer" />,
  errorComponent: (props) => <ScreenError screen="offer" {...props} />,
  component: OfferPage,
})

function OfferPage() {
  return <ContentPageView slug="offer" content={useLoaderData({ from: '/_default/offer' })} />
}
