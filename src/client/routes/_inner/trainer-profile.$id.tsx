import { createFileRoute, useLoaderData, useRouter } from '@tanstack/react-router'
import { fetchSlots } from '#client/features/booking/api/booking-api.ts'
import { FreeSlots } from '#client/features/booking/components/free-slots.tsx'
import { fetchReviewableBookings, fetchTrainer } from '#client/features/catalogue/api/catalogue-api.ts'
import { TrainerProfilePage } from '#client/features/catalogue/pages/trainer-profile-page.tsx'
import { TrainerPlansOffer } from '#client/features/money/pages/subscription-pages.tsx'
import { checks } from '#client/session/access-checks.ts'
import { prepareNumberFormats } from '#client/ui/format.ts'
import { localeState } from '#client/ui/i18n/index.ts'
import { settle } from '#client/ui/settle.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'
import { uuidParams } from '../-shell/uuid-params.ts'

export const Route = createFileRoute('/_inner/trainer-profile/$id')({
  params: uuidParams,
  beforeLoad: checks('auth'),
  // The free trainings fail on their own card, under a profile that did load; trainings awaiting a
  // review that fail to load offer no review (as when there are none).
  loader: async ({ params }) => {
    const loading = Promise.all([
      fetchTrainer(params.id),
      settle(fetchSlots(params.id)),
      fetchReviewableBookings(params.id).catch(() => []),
    ])
    // The rating and the prices: their formatters are made while the profile is on its way.
    prepareNumberFormats(localeState.locale)
    const [trainer, slots, reviewable] = await loading
    return { trainer, slots, reviewable }
  },
  pendingComponent: () => <ScreenPending screen="trainerProfile" />,
  errorComponent: (props) => <ScreenError screen="trainerProfile" {...props} />,
  component: TrainerProfileRoute,
})

function TrainerProfileRoute() {
  const { trainer, slots, reviewable } = useLoaderData({ from: '/_inner/trainer-profile/$id' })
  const router = useRouter()
  return (
    <TrainerProfilePage
      trainer={trainer}
      reviewable={reviewable}
      plans={(trainerId) => <TrainerPlansOffer trainerId={trainerId} />}
      freeSlots={(trainerId) => (
        <FreeSlots trainerId={trainerId} slots={slots} onRetry={() => void router.invalidate()} />
      )}
    />
  )
}
