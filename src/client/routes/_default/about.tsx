import { createFileRoute } from '@tanstack/react-router'
import { BuildVersion } from '../-shell/build-version.tsx'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/about')({
  component: AboutPage,
})

function AboutPage() {
  return (
    <>
      <EmptyScreen screen="about" />
      <BuildVersion />
    </>
  )
}
