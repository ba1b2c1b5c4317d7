import { createFileRoute } from '@tanstack/react-router'
import { ContentPageView } from '#client/features/staff/pages/content-page.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { BuildVersion } from '../-shell/build-version.tsx'

export const Route = createFileRoute('/_default/about')({
  component: AboutPage,
})

function AboutPage() {
  const t = useT()
  return (
    <>
      <ContentPageView slug="about" heading={t.staff.content.slugs.about} />
      <BuildVersion />
    </>
  )
}
