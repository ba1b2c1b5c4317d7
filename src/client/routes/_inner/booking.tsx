import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { BookingPage } from '#client/features/booking/pages/booking-page.tsx'
import { OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_inner/booking')({
  // The steps of the flow: trainer, then training (the trainer's profile starts at either).
  validateSearch: z.object({
    trainerId: z.uuid().optional().catch(undefined),
    trainingId: z.uuid().optional().catch(undefined),
  }),
  component: BookingRoute,
})

function BookingRoute() {
  return (
    <OwnDataScreen screen="booking">
      <BookingPage />
    </OwnDataScreen>
  )
}
