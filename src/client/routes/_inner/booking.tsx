import { createFileRoute, useSearch } from '@tanstack/react-router'
import { z } from 'zod'
import { BookingPage } from '#client/features/booking/pages/booking-page.tsx'
import type { TrainerSources } from '#client/features/booking/trainer-sources.ts'
import {
  fetchFavorites,
  fetchMyTrainers,
  fetchTrainer,
} from '#client/features/catalogue/api/catalogue-api.ts'
import { OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_inner/booking')({
  // The steps of the flow: trainer, then training (the trainer's profile starts at either).
  validateSearch: z.object({
    trainerId: z.uuid().optional().catch(undefined),
    trainingId: z.uuid().optional().catch(undefined),
  }),
  component: BookingRoute,
})

// The booking flow chooses among the catalogue's trainers.
const trainers: TrainerSources = {
  myTrainers: fetchMyTrainers,
  favorites: fetchFavorites,
  trainer: fetchTrainer,
}

function BookingRoute() {
  const { trainerId, trainingId } = useSearch({ from: '/_inner/booking' })
  return (
    <OwnDataScreen screen="booking">
      <BookingPage trainerId={trainerId} trainingId={trainingId} trainers={trainers} />
    </OwnDataScreen>
  )
}
