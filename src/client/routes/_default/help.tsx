import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/help')({
  component: HelpPage,
})

function HelpPage() {
  return <EmptyScreen screen="help" />
}
