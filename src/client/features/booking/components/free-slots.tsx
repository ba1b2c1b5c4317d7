import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { Settled } from '#client/ui/settle.ts'
import type { fetchSlots } from '../api/booking-api.ts'
import { SlotList } from './slot-list.tsx'
import '../booking.css'

/**
 * The next 14 days of bookable trainings (PRODUCT.md §3), each a step into the booking. `slots`
 * comes from the route loader; `onRetry` loads it again.
 */
export function FreeSlots({
  trainerId,
  slots,
  onRetry,
}: {
  trainerId: string
  slots: Settled<Awaited<ReturnType<typeof fetchSlots>>>
  onRetry: () => void
}) {
  const t = useT()
  const zone = useMyTimeZone()
  return (
    <Card>
      <h2>{t.trainerProfile.freeSlots}</h2>
      {!slots.ok ? <ErrorState error={slots.error} onRetry={onRetry} /> : null}
      {slots.ok && slots.value.length === 0 ? <p className="muted">{t.booking.noSlotsTitle}</p> : null}
      {slots.ok && slots.value.length > 0 ? (
        <SlotList trainerId={trainerId} slots={slots.value} zone={zone} />
      ) : null}
    </Card>
  )
}
