import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/requisites')({
  component: RequisitesPage,
})

function RequisitesPage() {
  return <EmptyScreen screen="requisites" />
}
