import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '#client/session/session.ts'
import { Avatar } from '#client/ui/components/avatar.tsx'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { formatDate, formatRating } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { type Settled, settle } from '#client/ui/settle.ts'
import type { Review, ReviewsResponse, TrainerDetails } from '#shared/api/catalogue.ts'
import { displayName } from '#shared/people.ts'
import { fetchReviews, type ReviewableBookings } from '../api/catalogue-api.ts'
import { ReviewForm } from './review-form.tsx'

/**
 * The trainer's reviews, page by page; a signed-in reader who trained with them may add one
 * (`reviewable`: the route loader's). `first`: the first page, already asked for by the route's
 * loader beside the profile; it is shown when it comes (a failure with its retry), not asked again.
 */
export function TrainerReviews({
  trainer,
  reviewable,
  first,
}: {
  trainer: TrainerDetails
  reviewable: ReviewableBookings
  first?: Promise<Settled<ReviewsResponse>> | undefined
}) {
  const t = useT()
  const locale = useLocale()
  const { isAuthenticated } = useSnapshot(session)
  const [items, setItems] = useState<Review[]>([])
  const [cursor, setCursor] = useState<string | null>(null)
  const [summary, setSummary] = useState<{ average: number | null; count: number }>()
  const [error, setError] = useState<unknown>()
  const given = useRef(first)
  const show = (answer: Settled<ReviewsResponse>, after?: string) => {
    if (!answer.ok) return setError(answer.error)
    const page = answer.value
    setItems((prev) => (after ? [...prev, ...page.data] : page.data))
    setCursor(page.nextCursor)
    setSummary(page.summary)
    setError(undefined)
  }
  const load = async (after?: string) => show(await settle(fetchReviews(trainer.id, after)), after)
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per trainer
  useEffect(() => {
    const asked = given.current
    given.current = undefined
    void (asked ? asked.then((answer) => show(answer)) : load())
  }, [trainer.id])
  return (
    <Card>
      <h2>{t.trainerProfile.reviews}</h2>
      {summary && summary.average !== null ? (
        <p>
          ★{' '}
          {t.trainerProfile.average({ rating: formatRating(summary.average, locale), count: summary.count })}
        </p>
      ) : null}
      {isAuthenticated && trainer.relation !== 'self' ? (
        <ReviewForm trainerId={trainer.id} bookings={reviewable} onPosted={() => void load()} />
      ) : null}
      {error ? <ErrorState error={error} onRetry={() => void load()} /> : null}
      {summary && items.length === 0 ? <p className="muted">{t.catalogue.noReviews}</p> : null}
      <ul className="list">
        {items.map((r) => (
          <li key={r.id} className="review">
            <div className="review__head">
              <Avatar url={r.author.avatar} name={r.author.firstName} size={36} />
              <strong>{displayName(r.author.firstName, r.author.lastInitial) || t.common.deletedUser}</strong>
              <span role="img" aria-label={t.trainerProfile.stars({ count: r.rating })}>
                {'★'.repeat(r.rating)}
              </span>
              <span className="muted">{formatDate(r.createdAt, locale)}</span>
            </div>
            {r.comment ? <p className="prewrap">{r.comment}</p> : null}
          </li>
        ))}
      </ul>
      {cursor ? (
        <Button variant="secondary" onClick={() => void load(cursor)}>
          {t.trainerProfile.moreReviews}
        </Button>
      ) : null}
    </Card>
  )
}
