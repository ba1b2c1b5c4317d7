import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
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

/**
 * `/trainer-profile/$id`: a trainer's public profile, loaded by the route with the reader's
 * trainings that await a review, and the first page of reviews on its way. `freeSlots` shows the trainer's
 * bookable trainings; the route hands it in from the booking feature.
 */
export function TrainerProfilePage({
  trainer: loaded,
  reviewable,
  reviews,
  freeSlots,
  plans,
}: {
  trainer: TrainerDetails
  reviewable: ReviewableBookings
  /** The first page of reviews, asked for beside the profile (none: the reviews ask for it themselves). */
  reviews?: Promise<Settled<ReviewsResponse>> | undefined
  freeSlots: (trainerId: string) => ReactNode
  /** The trainer's subscription plans on sale (the route hands them in from the money feature). */
  plans?: (trainerId: string) => ReactNode
}) {
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
      <TrainerProfile
        trainer={trainer}
        reviewable={reviewable}
        reviews={reviews}
        onChange={change}
        freeSlots={freeSlots}
        plans={plans}
      />
    </Page>
  )
}

function TrainerProfile({
  trainer,
  reviewable,
  reviews,
  onChange,
  freeSlots,
  plans,
}: {
  trainer: TrainerDetails
  reviewable: ReviewableBookings
  reviews?: Promise<Settled<ReviewsResponse>> | undefined
  onChange: (next: TrainerDetails) => void
  freeSlots: (trainerId: string) => ReactNode
  plans?: ((trainerId: string) => ReactNode) | undefined
}) {
  const t = useT()
  return (
    <div className="stack">
      <TrainerProfileHead trainer={trainer} onChange={onChange} />

      <TrainerProfileActions trainer={trainer} onChange={onChange} />

      <TrainerAbout trainer={trainer} />

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
    </div>
  )
}
