import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { z } from 'zod'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { formatDate } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { useForm } from '#client/ui/use-form.ts'
import { MESSAGES } from '#shared/messages.ts'
import { postReview, type ReviewableBookings } from '../api/catalogue-api.ts'

const reviewForm = z.object({
  bookingId: z.string().min(1),
  // Chosen, not preset: a rating the student did not pick would raise the trainer's average.
  rating: z.string().min(1, { error: MESSAGES.ratingRange }),
  comment: z.string().max(2000),
})

/**
 * The form of a review of one of the reader's attended trainings with this trainer (opened by
 * ReviewForm's button, loaded then: it brings zod, decision 0054). `bookings`: the route loader's,
 * not empty; after a review is posted, the route loads them again and the form closes (`onDone`).
 */
export function ReviewFormFields({
  trainerId,
  bookings,
  onPosted,
  onDone,
}: {
  trainerId: string
  bookings: ReviewableBookings
  onPosted: () => void
  onDone: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const form = useForm(reviewForm, { bookingId: '', rating: '', comment: '' }, async (values) => {
    await postReview(trainerId, {
      bookingId: values.bookingId,
      rating: Number(values.rating),
      comment: values.comment,
    })
    showToast(t.trainerProfile.reviewSent, 'success')
    onDone()
    void router.invalidate()
    onPosted()
  })
  const options = bookings
  useEffect(() => {
    if (options.length > 0 && !form.values.bookingId) form.set('bookingId', options[0]!.bookingId)
  }, [options, form])
  return (
    <form onSubmit={form.handleSubmit} noValidate className="card">
      <FormError message={form.formError} />
      <SelectField
        label={t.trainerProfile.training}
        value={form.values.bookingId}
        onChange={(e) => form.set('bookingId', e.target.value)}
        options={options.map((b) => ({
          value: b.bookingId,
          label: `${b.title} · ${formatDate(b.startsAt, locale)}`,
        }))}
      />
      <SelectField
        label={t.trainerProfile.yourRating}
        value={form.values.rating}
        onChange={(e) => form.set('rating', e.target.value)}
        aria-invalid={form.errors.rating ? true : undefined}
        aria-describedby={form.errors.rating ? 'review-rating-error' : undefined}
        options={[
          { value: '', label: t.trainerProfile.chooseRating },
          ...[5, 4, 3, 2, 1].map((n) => ({
            value: String(n),
            label: `${'★'.repeat(n)} ${t.trainerProfile.stars({ count: n })}`,
          })),
        ]}
      />
      {form.errors.rating ? (
        <span id="review-rating-error" className="field__error">
          {form.errors.rating}
        </span>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor="review-comment">
          {t.trainerProfile.comment}
        </label>
        <textarea
          id="review-comment"
          maxLength={2000}
          className="field__input"
          rows={3}
          value={form.values.comment}
          onChange={(e) => form.set('comment', e.target.value)}
        />
        {form.errors.comment ? <span className="field__error">{form.errors.comment}</span> : null}
      </div>
      <MainActionButton busy={form.submitting}>{t.trainerProfile.sendReview}</MainActionButton>
    </form>
  )
}
