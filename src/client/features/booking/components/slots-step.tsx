import { Link } from '@tanstack/react-router'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { Avatar } from '#client/ui/components/avatar.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { TrainerDetails } from '#shared/api/catalogue.ts'
import type { Slot } from '#shared/api/trainings.ts'
import { displayName } from '#shared/people.ts'
import { SlotList } from './slot-list.tsx'

/** The trainer a step names, from the catalogue. */
export type BookingTrainer = Pick<TrainerDetails, 'id' | 'firstName' | 'lastName' | 'avatar'>

/** The second step: the trainer's bookable trainings by day (the route's). */
export function SlotsStep({ trainer, slots }: { trainer: BookingTrainer; slots: readonly Slot[] }) {
  const t = useT()
  const zone = useMyTimeZone()
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
          <EmptyState icon="calendar" title={t.booking.noSlotsTitle} text={t.booking.noSlotsText} />
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
