import { createFileRoute } from '@tanstack/react-router'
import { EmptyScreen, OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_inner/booking')({
  component: BookingPage,
})

function BookingPage() {
  return (
    <OwnDataScreen screen="booking">
      <EmptyScreen screen="booking" />
    </OwnDataScreen>
  )
}
