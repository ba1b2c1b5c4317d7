import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { loadPublicContent } from '#client/features/staff/loaders.ts'
import { ContentPageView } from '#client/features/staff/pages/content-page.tsx'
import { BuildVersion } from '../-shell/build-version.tsx'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

// The app's version shows under the page in every state (loading, failed, loaded), as it did before.
export const Route = createFileRoute('/_default/about')({
  loader: () => loadPublicContent('about'),
  pendingComponent: () => (
    <>
      <ScreenPending screen="about" />
      <BuildVersion />
    </>
  ),
  errorComponent: (props) => (
    <>
      <ScreenError screen="about" {...props} />
      <BuildVersion />
    </>
  ),
  component: AboutPage,
})

function AboutPage() {
  return (
    <>
      <ContentPageView slug="about" content={useLoaderData({ from: '/_default/about' })} />
      <BuildVersion />
    </>
  )
}
