import { lazy, Suspense, useState } from 'react'
import { Button } from '#client/ui/components/button.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { ReviewableBookings } from '../api/catalogue-api.ts'

// The form itself, with its schema (zod), loads when it is opened: a trainer's profile draws
// without it (decision 0054).
const ReviewFormFields = lazy(() =>
  import('./review-form-fields.tsx').then((m) => ({ default: m.ReviewFormFields })),
)

/**
 * A review of one of the reader's attended trainings with this trainer: a button, then the form.
 * `bookings`: the route loader's; after a review is posted, the route loads them again.
 */
export function ReviewForm({
  trainerId,
  bookings,
  onPosted,
}: {
  trainerId: string
  bookings: ReviewableBookings
  onPosted: () => void
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  if (bookings.length === 0) return null
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t.trainerProfile.leaveReview}
      </Button>
    )
  }
  return (
    <Suspense fallback={<Spinner label={t.app.loading} />}>
      <ReviewFormFields
        trainerId={trainerId}
        bookings={bookings}
        onPosted={onPosted}
        onDone={() => setOpen(false)}
      />
    </Suspense>
  )
}
