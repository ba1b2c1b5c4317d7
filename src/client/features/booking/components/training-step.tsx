import { Link } from '@tanstack/react-router'
import { ApiRequestError } from '#client/platform/http/errors.ts'
import { buttonClass } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useResource } from '#client/ui/use-resource.ts'
import { fetchTraining } from '../api/booking-api.ts'
import { TrainingBooking } from './training-booking.tsx'

/** The last step: the chosen training, or why it cannot be found. */
export function TrainingStep({ trainingId }: { trainingId: string }) {
  const t = useT()
  const training = useResource(() => fetchTraining(trainingId), [trainingId])
  if (training.loading && !training.data) return <Spinner label={t.app.loading} />
  if (training.error instanceof ApiRequestError && training.error.status === 404) {
    return (
      <EmptyState
        icon="?"
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
  if (training.error) return <ErrorState error={training.error} onRetry={training.reload} />
  if (!training.data) return null
  return <TrainingBooking training={training.data} onChanged={training.reload} />
}
