import { Link } from '@tanstack/react-router'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { Avatar } from '#client/ui/components/avatar.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useResource } from '#client/ui/use-resource.ts'
import { displayName } from '#shared/people.ts'
import { fetchSlots } from '../api/booking-api.ts'
import type { TrainerSources } from '../trainer-sources.ts'
import { SlotList } from './slot-list.tsx'

/** The second step: the trainer's bookable trainings by day. */
export function SlotsStep({ trainerId, trainers }: { trainerId: string; trainers: TrainerSources }) {
  const t = useT()
  const zone = useMyTimeZone()
  const data = useResource(
    () =>
      Promise.all([trainers.trainer(trainerId), fetchSlots(trainerId)]).then(([trainer, slots]) => ({
        trainer,
        slots,
      })),
    [trainerId],
  )
  if (data.loading && !data.data) return <Spinner label={t.app.loading} />
  if (data.error) return <ErrorState error={data.error} onRetry={data.reload} />
  if (!data.data) return null
  const { trainer, slots } = data.data
  const name = displayName(trainer.firstName, trainer.lastName)
  return (
    <div className="stack">
      <Card className="profile-head">
        <Avatar url={trainer.avatar} name={name} size={48} />
        <div>
          <h2>{name}</h2>
          <Link to="/trainer-profile/$id" params={{ id: trainer.id }}>
            {t.booking.openProfile}
          </Link>
        </div>
      </Card>
      <Card>
        <h2>{t.booking.chooseTraining}</h2>
        {slots.length === 0 ? (
          <EmptyState icon="🗓" title={t.booking.noSlotsTitle} text={t.booking.noSlotsText} />
        ) : (
          <>
            <p className="muted">{t.booking.slotsTitle}</p>
            <SlotList trainerId={trainer.id} slots={slots} zone={zone} />
          </>
        )}
      </Card>
    </div>
  )
}
