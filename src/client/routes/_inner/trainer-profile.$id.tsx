import { createFileRoute, useLoaderData, useRouter } from '@tanstack/react-router'
import { fetchSlots } from '#client/features/booking/api/booking-api.ts'
import { FreeSlots } from '#client/features/booking/components/free-slots.tsx'
import {
  fetchReviewableBookings,
  fetchReviews,
  fetchTrainer,
} from '#client/features/catalogue/api/catalogue-api.ts'
import { TrainerProfilePage } from '#client/features/catalogue/pages/trainer-profile-page.tsx'
import { fetchOfferedPlans } from '#client/features/money/api/money-api.ts'
import { TrainerPlansOffer } from '#client/features/money/pages/subscription-pages.tsx'
import { checks } from '#client/session/access-checks.ts'
import { ensureMyTimeZone } from '#client/session/my-time-zone.ts'
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
  loader: async ({ params, context, cause }) => {
    // The first page of reviews, the plans on sale and the reader's time zone (the free trainings'
    // times) are asked for beside the profile, not once it has drawn, and handed over unsettled:
    // the profile draws when it is here, each part fills in when its own answer is, and none is
    // asked for again (decision 0049, addendum 2026-11-27). A reload while staying (a favourite,
    // a request sent) leaves them as they are.
    const entering = cause !== 'stay'
    // A trainer's own profile offers no plans (nor free trainings) to its reader.
    const own = context.session.userId === params.id
    const reviews = entering ? settle(fetchReviews(params.id)) : undefined
    const plans = entering && !own ? settle(fetchOfferedPlans({ trainerId: params.id })) : undefined
    if (entering) void ensureMyTimeZone()
    const loading = Promise.all([
      fetchTrainer(params.id),
      settle(fetchSlots(params.id)),
      fetchReviewableBookings(params.id).catch(() => []),
    ])
    // The rating and the prices: their formatters are made while the profile is on its way.
    prepareNumberFormats(localeState.locale)
    const [trainer, slots, reviewable] = await loading
    return { trainer, slots, reviewable, reviews, plans }
  },
  pendingComponent: () => <ScreenPending screen="trainerProfile" />,
  errorComponent: (props) => <ScreenError screen="trainerProfile" {...props} />,
  component: TrainerProfileRoute,
})

function TrainerProfileRoute() {
  const { trainer, slots, reviewable, reviews, plans } = useLoaderData({
    from: '/_inner/trainer-profile/$id',
  })
  const router = useRouter()
  return (
    <TrainerProfilePage
      trainer={trainer}
      reviewable={reviewable}
      reviews={reviews}
      plans={(trainerId) => <TrainerPlansOffer key={trainerId} trainerId={trainerId} first={plans} />}
      freeSlots={(trainerId) => (
        <FreeSlots trainerId={trainerId} slots={slots} onRetry={() => void router.invalidate()} />
      )}
    />
  )
}
