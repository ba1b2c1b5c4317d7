import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { fetchSlots, fetchTraining } from '#client/features/booking/api/booking-api.ts'
import { BookingPage, type BookingStep } from '#client/features/booking/pages/booking-page.tsx'
import {
  fetchFavorites,
  fetchMyTrainers,
  fetchTrainer,
} from '#client/features/catalogue/api/catalogue-api.ts'
import { ApiRequestError } from '#client/platform/http/errors.ts'
import { searchParams, uuid } from '#client/platform/url/search-params.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { OwnDataPage, ScreenPending } from '../-shell/screen-states.tsx'

// Declared apart from the route: inline, TypeScript cannot infer the search for `loaderDeps`.
const bookingSearch = searchParams({ trainerId: uuid(), trainingId: uuid() })

export const Route = createFileRoute('/_inner/booking')({
  // The steps of the flow: trainer, then training (the trainer's profile starts at either).
  validateSearch: bookingSearch,
  loaderDeps: ({ search: { trainerId, trainingId } }) => ({ trainerId, trainingId }),
  // Guests are invited to log in (no API call); the step's data, trainers from the catalogue.
  loader: ({ context, deps }) => (context.session.isAuthenticated ? loadStep(deps) : null),
  pendingComponent: () => <ScreenPending screen="booking" />,
  errorComponent: (props) => <ScreenError screen="booking" {...props} />,
  component: BookingRoute,
})

async function loadStep({
  trainerId,
  trainingId,
}: {
  trainerId: string | undefined
  trainingId: string | undefined
}): Promise<BookingStep> {
  if (trainingId) {
    try {
      return { step: 'training', training: await fetchTraining(trainingId) }
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404)
        return { step: 'training', training: null }
      throw error
    }
  }
  if (trainerId) {
    const [trainer, slots] = await Promise.all([fetchTrainer(trainerId), fetchSlots(trainerId)])
    return { step: 'slots', trainer, slots }
  }
  const [mine, favorites] = await Promise.all([fetchMyTrainers(), fetchFavorites()])
  return { step: 'trainer', mine, favorites }
}

function BookingRoute() {
  return (
    <OwnDataPage screen="booking" data={useLoaderData({ from: '/_inner/booking' })}>
      {(data) => <BookingPage data={data} />}
    </OwnDataPage>
  )
}
