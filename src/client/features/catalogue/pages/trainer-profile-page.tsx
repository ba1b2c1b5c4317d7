import { Link, useLocation, useNavigate, useParams } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { z } from 'zod'
import { fetchSlots } from '#client/features/booking/api/booking-api.ts'
import { SlotList } from '#client/features/booking/components/slot-list.tsx'
import { session } from '#client/session/session.ts'
import { Avatar } from '#client/ui/components/avatar.tsx'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatDate, formatMoney, formatRating } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { useForm } from '#client/ui/use-form.ts'
import { useResource } from '#client/ui/use-resource.ts'
import { createTrainerRequestBody, type Review, type TrainerDetails } from '#shared/api/catalogue.ts'
import {
  askToTrain,
  fetchReviewableBookings,
  fetchReviews,
  fetchTrainer,
  postReview,
} from '../api/catalogue-api.ts'
import '#client/features/booking/booking.css'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { ContactsList } from '../components/contacts-list.tsx'
import { FavoriteButton } from '../components/favorite-button.tsx'
import { bioIn } from '../components/trainer-card.tsx'

export function TrainerProfilePage() {
  const t = useT()
  const { id } = useParams({ from: '/_inner/trainer-profile/$id' })
  const trainer = useResource(() => fetchTrainer(id), [id])
  return (
    <Page heading={t.screens.trainerProfile.heading}>
      {trainer.loading && !trainer.data ? <Spinner label={t.app.loading} /> : null}
      {trainer.error ? <ErrorState error={trainer.error} onRetry={trainer.reload} /> : null}
      {trainer.data ? <TrainerProfile trainer={trainer.data} onChange={trainer.set} /> : null}
    </Page>
  )
}

function TrainerProfile({
  trainer,
  onChange,
}: {
  trainer: TrainerDetails
  onChange: (next: TrainerDetails) => void
}) {
  const t = useT()
  const locale = useLocale()
  const name = `${trainer.firstName} ${trainer.lastName}`.trim()
  const bio = bioIn(trainer.bio, locale)
  return (
    <div className="stack">
      <Card className="profile-head">
        <Avatar url={trainer.avatar} name={name} />
        <div className="trainer-card__title">
          <h2>{name}</h2>
          <p className="muted">
            {trainer.city}
            {trainer.city ? ' · ' : ''}
            {t.catalogue.years({ count: trainer.experienceYears })}
          </p>
          <p>
            {trainer.rating !== null
              ? `★ ${t.trainerProfile.average({ rating: formatRating(trainer.rating, locale), count: trainer.reviewsCount })}`
              : t.catalogue.noReviews}
          </p>
        </div>
        {trainer.relation === 'self' ? null : (
          <FavoriteButton
            trainerId={trainer.id}
            initial={trainer.isFavorite}
            onChange={(isFavorite) => onChange({ ...trainer, isFavorite })}
          />
        )}
      </Card>

      <Actions trainer={trainer} onChange={onChange} />

      <Card>
        <h2>{t.trainerProfile.about}</h2>
        <ul className="chips">
          {trainer.specializations.map((s) => (
            <li key={s} className="chip">
              {t.catalogue.specializations[s]}
            </li>
          ))}
          {trainer.formats.map((f) => (
            <li key={f} className="chip chip--plain">
              {t.catalogue.formats[f]}
            </li>
          ))}
        </ul>
        {bio ? <p className="prewrap">{bio}</p> : null}
        <ul className="muted list">
          {trainer.gymAddress ? <li>{`${t.trainerProfile.gym}: ${trainer.gymAddress}`}</li> : null}
          {trainer.manualApproval ? <li>{t.trainerProfile.approval}</li> : null}
          <li>{t.trainerProfile.notice({ hours: Math.round(trainer.minNoticeMinutes / 60) })}</li>
          <li>{t.trainerProfile.freeCancel({ hours: Math.round(trainer.freeCancelMinutes / 60) })}</li>
        </ul>
      </Card>

      {trainer.contacts ? (
        <Card>
          <h2>{t.trainerProfile.contacts}</h2>
          <ContactsList contacts={trainer.contacts} />
        </Card>
      ) : null}

      <Card>
        <h2>{t.trainerProfile.services}</h2>
        {trainer.services.length === 0 ? (
          <p className="muted">{t.trainerProfile.noServices}</p>
        ) : (
          <ul className="list service-list">
            {trainer.services.map((s) => (
              <li key={s.id} className="service-row">
                <div>
                  <strong>{s.title}</strong>
                  <p className="muted">
                    {t.catalogue.specializations[s.specialization]} · {t.catalogue.formats[s.format]} ·{' '}
                    {t.trainerProfile.minutes({ count: s.durationMin })} ·{' '}
                    {s.capacity === 1
                      ? t.trainerProfile.personal
                      : t.trainerProfile.group({ count: s.capacity })}
                  </p>
                </div>
                <strong>{formatMoney(s.price, s.currency, locale)}</strong>
              </li>
            ))}
          </ul>
        )}
      </Card>

      {trainer.relation === 'self' ? null : <FreeSlots trainerId={trainer.id} />}

      <Reviews trainer={trainer} />
    </div>
  )
}

/** The next 14 days of bookable trainings (PRODUCT.md §3), each a step into the booking. */
function FreeSlots({ trainerId }: { trainerId: string }) {
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

function Actions({
  trainer,
  onChange,
}: {
  trainer: TrainerDetails
  onChange: (next: TrainerDetails) => void
}) {
  const t = useT()
  const [asking, setAsking] = useState(false)
  if (trainer.relation === 'self') {
    return (
      <div className="button-row">
        <span className="muted">{t.trainerProfile.yourProfile}</span>
        <Link to="/profile-edit" className={buttonClass('secondary')}>
          {t.trainerProfile.editProfile}
        </Link>
      </div>
    )
  }
  return (
    <div className="stack">
      <div className="button-row">
        <Link to="/booking" search={{ trainerId: trainer.id }} className={buttonClass('primary')}>
          {t.trainerProfile.book}
        </Link>
        <Link to="/subscriptions" search={{ trainerId: trainer.id }} className={buttonClass('secondary')}>
          {t.trainerProfile.plans}
        </Link>
        {trainer.relation === 'none' && !asking ? (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t.trainerProfile.askToTrain}
          </Button>
        ) : null}
      </div>
      {trainer.relation === 'requested' ? <p className="form-success">{t.trainerProfile.requested}</p> : null}
      {trainer.relation === 'student' ? <p className="muted">{t.trainerProfile.youTrain}</p> : null}
      {asking && trainer.relation === 'none' ? (
        <AskToTrain
          trainerId={trainer.id}
          onSent={() => {
            setAsking(false)
            onChange({ ...trainer, relation: 'requested' })
          }}
        />
      ) : null}
    </div>
  )
}

function AskToTrain({ trainerId, onSent }: { trainerId: string; onSent: () => void }) {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  const { isAuthenticated } = useSnapshot(session)
  const form = useForm(createTrainerRequestBody, { message: '', preferredTimes: '' }, async (body) => {
    await askToTrain(trainerId, body)
    showToast(t.trainerProfile.requestSent, 'success')
    onSent()
  })
  useEffect(() => {
    if (!isAuthenticated) void navigate({ to: '/login', search: { redirect: location.href } })
  }, [isAuthenticated, navigate, location.href])
  return (
    <Card>
      <h2>{t.trainerProfile.askTitle}</h2>
      <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.formError} />
        <div className="field">
          <label className="field__label" htmlFor="ask-message">
            {t.trainerProfile.message}
          </label>
          <textarea
            id="ask-message"
            className="field__input"
            rows={4}
            value={form.values.message ?? ''}
            onChange={(e) => form.set('message', e.target.value)}
            aria-describedby="ask-message-hint"
          />
          <span id="ask-message-hint" className="field__hint">
            {t.trainerProfile.messageHint}
          </span>
          {form.errors.message ? <span className="field__error">{form.errors.message}</span> : null}
        </div>
        <TextField
          label={t.trainerProfile.preferredTimes}
          hint={t.trainerProfile.preferredTimesHint}
          value={form.values.preferredTimes ?? ''}
          onChange={(e) => form.set('preferredTimes', e.target.value)}
          error={form.errors.preferredTimes}
        />
        <MainActionButton busy={form.submitting}>{t.trainerProfile.send}</MainActionButton>
      </form>
    </Card>
  )
}

const reviewForm = z.object({
  bookingId: z.string().min(1),
  rating: z.string().min(1),
  comment: z.string().max(2000),
})

function Reviews({ trainer }: { trainer: TrainerDetails }) {
  const t = useT()
  const locale = useLocale()
  const { isAuthenticated } = useSnapshot(session)
  const [items, setItems] = useState<Review[]>([])
  const [cursor, setCursor] = useState<string | null>(null)
  const [summary, setSummary] = useState<{ average: number | null; count: number }>()
  const [error, setError] = useState<unknown>()
  const load = async (after?: string) => {
    try {
      const page = await fetchReviews(trainer.id, after)
      setItems((prev) => (after ? [...prev, ...page.data] : page.data))
      setCursor(page.nextCursor)
      setSummary(page.summary)
      setError(undefined)
    } catch (err) {
      setError(err)
    }
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per trainer
  useEffect(() => {
    void load()
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
        <ReviewForm trainerId={trainer.id} onPosted={() => void load()} />
      ) : null}
      {error ? <ErrorState error={error} onRetry={() => void load()} /> : null}
      {summary && items.length === 0 ? <p className="muted">{t.catalogue.noReviews}</p> : null}
      <ul className="list">
        {items.map((r) => (
          <li key={r.id} className="review">
            <div className="review__head">
              <Avatar url={r.author.avatar} name={r.author.firstName} size={36} />
              <strong>{`${r.author.firstName} ${r.author.lastInitial}`.trim()}</strong>
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

function ReviewForm({ trainerId, onPosted }: { trainerId: string; onPosted: () => void }) {
  const t = useT()
  const locale = useLocale()
  const bookings = useResource(() => fetchReviewableBookings(trainerId), [trainerId])
  const [open, setOpen] = useState(false)
  const form = useForm(reviewForm, { bookingId: '', rating: '5', comment: '' }, async (values) => {
    await postReview(trainerId, {
      bookingId: values.bookingId,
      rating: Number(values.rating),
      comment: values.comment,
    })
    showToast(t.trainerProfile.reviewSent, 'success')
    setOpen(false)
    bookings.reload()
    onPosted()
  })
  const options = bookings.data ?? []
  useEffect(() => {
    if (options.length > 0 && !form.values.bookingId) form.set('bookingId', options[0]!.bookingId)
  }, [options, form])
  if (options.length === 0) return null
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t.trainerProfile.leaveReview}
      </Button>
    )
  }
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
        options={[5, 4, 3, 2, 1].map((n) => ({
          value: String(n),
          label: `${'★'.repeat(n)} ${t.trainerProfile.stars({ count: n })}`,
        }))}
      />
      <div className="field">
        <label className="field__label" htmlFor="review-comment">
          {t.trainerProfile.comment}
        </label>
        <textarea
          id="review-comment"
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
