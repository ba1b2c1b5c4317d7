import { useRouter } from '@tanstack/react-router'
import { type ReactNode, startTransition, useEffect, useState } from 'react'
import { isFreshFirstPage } from '#client/platform/first-page.ts'
import { Card } from '#client/ui/components/card.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { Settled } from '#client/ui/settle.ts'
import type { ReviewsResponse, TrainerDetails } from '#shared/api/catalogue.ts'
import type { ReviewableBookings } from '../api/catalogue-api.ts'
import { ContactsList } from '../components/contacts-list.tsx'
import { TrainerAbout } from '../components/trainer-about.tsx'
import { TrainerProfileActions } from '../components/trainer-profile-actions.tsx'
import { TrainerProfileHead } from '../components/trainer-profile-head.tsx'
import { TrainerReviews } from '../components/trainer-reviews.tsx'
import { TrainerServices } from '../components/trainer-services.tsx'

/** What the route hands in beside the trainer (from the booking and money features). */
interface ProfileParts {
  /** The reader's attended trainings with this trainer that await a review. */
  reviewable: ReviewableBookings
  /** The first page of reviews, asked for beside the profile (none: the reviews ask for it themselves). */
  reviews?: Promise<Settled<ReviewsResponse>> | undefined
  /** The trainer's bookable trainings. */
  freeSlots: (trainerId: string) => ReactNode
  /** The trainer's subscription plans on sale. */
  plans?: ((trainerId: string) => ReactNode) | undefined
}

/**
 * `/trainer-profile/$id`: a trainer's public profile, loaded by the route with the reader's
 * trainings that await a review, and the first page of reviews on its way.
 */
export function TrainerProfilePage({
  trainer: loaded,
  ...parts
}: { trainer: TrainerDetails } & ProfileParts) {
  const t = useT()
  const router = useRouter()
  // A change (favourite, a request sent) shows at once; the route's reload then confirms it.
  const [trainer, setTrainer] = useState(loaded)
  useEffect(() => setTrainer(loaded), [loaded])
  const change = (next: TrainerDetails) => {
    setTrainer(next)
    void router.invalidate()
  }
  return (
    <Page heading={t.screens.trainerProfile.heading}>
      <TrainerProfile trainer={trainer} onChange={change} {...parts} />
    </Page>
  )
}

/**
 * On a profile that is the first page of a fresh start (a cold load on a slow phone), what is below
 * the trainer's head, actions and about is drawn just after them, in a transition: React renders
 * it in slices that yield to the browser, so the page's first frame (its largest paint, the about
 * text) does not wait for the whole page's render in one long task (decision 0054). Appended below
 * what is drawn, it moves nothing. Anywhere else (a page opened in the app, a reload, history) the
 * whole page is drawn at once, so a restored scroll position is never cut short.
 */
function useDrawnInTwoSteps(): boolean {
  const [all, setAll] = useState(() => !isFreshFirstPage())
  useEffect(() => {
    if (!all) startTransition(() => setAll(true))
  }, [all])
  return all
}

function TrainerProfile({
  trainer,
  onChange,
  ...parts
}: { trainer: TrainerDetails; onChange: (next: TrainerDetails) => void } & ProfileParts) {
  const all = useDrawnInTwoSteps()
  return (
    <div className="stack">
      <TrainerProfileHead trainer={trainer} onChange={onChange} />

      <TrainerProfileActions trainer={trainer} onChange={onChange} />

      <TrainerAbout trainer={trainer} />

      {all ? <TrainerProfileRest trainer={trainer} {...parts} /> : null}
    </div>
  )
}

/** The contacts, services, plans, free trainings and reviews. */
function TrainerProfileRest({
  trainer,
  reviewable,
  reviews,
  freeSlots,
  plans,
}: { trainer: TrainerDetails } & ProfileParts) {
  const t = useT()
  return (
    <>
      {trainer.contacts ? (
        <Card>
          <h2>{t.trainerProfile.contacts}</h2>
          <ContactsList contacts={trainer.contacts} />
        </Card>
      ) : null}

      <TrainerServices trainer={trainer} />

      {trainer.relation === 'self' || !plans ? null : plans(trainer.id)}

      {trainer.relation === 'self' ? null : freeSlots(trainer.id)}

      {/* One per trainer: another trainer's profile (history) starts from its own first page. */}
      <TrainerReviews key={trainer.id} trainer={trainer} reviewable={reviewable} first={reviews} />
    </>
  )
}
