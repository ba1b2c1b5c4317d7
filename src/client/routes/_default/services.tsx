import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/services')({
  component: ServicesPage,
})

function ServicesPage() {
  return <EmptyScreen screen="services" />
}
