import { Link, useRouter } from '@tanstack/react-router'
import { buttonClass } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { Training } from '#shared/api/trainings.ts'
import { TrainingBooking } from './training-booking.tsx'

/** The last step: the chosen training (the route's), or why it cannot be found (`null`). */
export function TrainingStep({ training }: { training: Training | null }) {
  const t = useT()
  const router = useRouter()
  if (!training) {
    return (
      <EmptyState
        icon="question"
        title={t.booking.notFoundTitle}
        text={t.booking.notFoundText}
        action={
          <Link to="/booking" className={buttonClass('primary')}>
            {t.booking.chooseAnother}
          </Link>
        }
      />
    )
  }
  return <TrainingBooking training={training} onChanged={() => void router.invalidate()} />
}
