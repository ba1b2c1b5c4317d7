import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/offer')({
  component: OfferPage,
})

function OfferPage() {
  return <EmptyScreen screen="offer" />
}
