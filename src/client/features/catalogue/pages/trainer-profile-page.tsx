import { useParams } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useResource } from '#client/ui/use-resource.ts'
import type { TrainerDetails } from '#shared/api/catalogue.ts'
import { fetchTrainer } from '../api/catalogue-api.ts'
import { ContactsList } from '../components/contacts-list.tsx'
import { TrainerAbout } from '../components/trainer-about.tsx'
import { TrainerProfileActions } from '../components/trainer-profile-actions.tsx'
import { TrainerProfileHead } from '../components/trainer-profile-head.tsx'
import { TrainerReviews } from '../components/trainer-reviews.tsx'
import { TrainerServices } from '../components/trainer-services.tsx'

/**
 * `/trainer-profile/$id`: a trainer's public profile. `freeSlots` shows the trainer's bookable
 * trainings; the route hands it in from the booking feature.
 */
export function TrainerProfilePage({ freeSlots }: { freeSlots: (trainerId: string) => ReactNode }) {
  const t = useT()
  const { id } = useParams({ from: '/_inner/trainer-profile/$id' })
  const trainer = useResource(() => fetchTrainer(id), [id])
  return (
    <Page heading={t.screens.trainerProfile.heading}>
      {trainer.loading && !trainer.data ? <Spinner label={t.app.loading} /> : null}
      {trainer.error ? <ErrorState error={trainer.error} onRetry={trainer.reload} /> : null}
      {trainer.data ? (
        <TrainerProfile trainer={trainer.data} onChange={trainer.set} freeSlots={freeSlots} />
      ) : null}
    </Page>
  )
}

function TrainerProfile({
  trainer,
  onChange,
  freeSlots,
}: {
  trainer: TrainerDetails
  onChange: (next: TrainerDetails) => void
  freeSlots: (trainerId: string) => ReactNode
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

      {trainer.relation === 'self' ? null : freeSlots(trainer.id)}

      <TrainerReviews trainer={trainer} />
    </div>
  )
}
