import { createFileRoute } from '@tanstack/react-router'
import { ContentPageView } from '#client/features/staff/pages/content-page.tsx'
import { useT } from '#client/ui/i18n/index.ts'

export const Route = createFileRoute('/_default/help')({
  component: HelpPage,
})

function HelpPage() {
  const t = useT()
  return <ContentPageView slug="help" heading={t.staff.content.slugs.help} />
}
