import { createFileRoute } from '@tanstack/react-router'
import { ContentPageView } from '#client/features/staff/pages/content-page.tsx'
import { useT } from '#client/ui/i18n/index.ts'

export const Route = createFileRoute('/_default/privacy')({
  component: PrivacyPage,
})

function PrivacyPage() {
  const t = useT()
  return <ContentPageView slug="privacy" heading={t.staff.content.slugs.privacy} />
}
