import { createFileRoute } from '@tanstack/react-router'
import { ContentPageView } from '#client/features/staff/pages/content-page.tsx'
import { useT } from '#client/ui/i18n/index.ts'

export const Route = createFileRoute('/_default/offer')({
  component: OfferPage,
})

function OfferPage() {
  const t = useT()
  return <ContentPageView slug="offer" heading={t.staff.content.slugs.offer} />
}
