import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useResource } from '#client/ui/use-resource.ts'
import { fetchSlots } from '../api/booking-api.ts'
import { SlotList } from './slot-list.tsx'
import '../booking.css'

/** The next 14 days of bookable trainings (PRODUCT.md §3), each a step into the booking. */
export function FreeSlots({ trainerId }: { trainerId: string }) {
  const t = useT()
  const zone = useMyTimeZone()
  const slots = useResource(() => fetchSlots(trainerId), [trainerId])
  return (
    <Card>
      <h2>{t.trainerProfile.freeSlots}</h2>
      {slots.loading && !slots.data ? <Spinner label={t.app.loading} /> : null}
      {slots.error ? <ErrorState error={slots.error} onRetry={slots.reload} /> : null}
      {slots.data && slots.data.length === 0 ? <p className="muted">{t.booking.noSlotsTitle}</p> : null}
      {slots.data && slots.data.length > 0 ? (
        <SlotList trainerId={trainerId} slots={slots.data} zone={zone} />
      ) : null}
    </Card>
  )
}
