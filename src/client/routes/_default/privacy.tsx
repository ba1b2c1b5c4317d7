import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/privacy')({
  component: PrivacyPage,
})

function PrivacyPage() {
  return <EmptyScreen screen="privacy" />
}
