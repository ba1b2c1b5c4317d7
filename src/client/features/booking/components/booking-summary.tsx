import { Link } from '@tanstack/react-router'
import { Card } from '#client/ui/components/card.tsx'
import { formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { Training } from '#shared/api/trainings.ts'
import { displayName } from '#shared/people.ts'

/** What is being booked: the training and its trainer, when (in the reader's zone), where, the price. */
export function BookingSummary({
  training,
  zone,
  time,
  isFull,
}: {
  training: Training
  zone: string
  time: string
  isFull: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const trainerName = displayName(training.trainer.firstName, training.trainer.lastName)
  return (
    <Card>
      <h2>{training.title}</h2>
      <dl className="booking-summary">
        <dt>{t.booking.training}</dt>
        <dd>
          {t.catalogue.specializations[training.specialization]} · {t.catalogue.formats[training.format]} ·{' '}
          <Link to="/trainer-profile/$id" params={{ id: training.trainer.id }}>
            {t.booking.with({ name: trainerName })}
          </Link>
        </dd>
        <dt>{t.booking.when}</dt>
        <dd>
          {time}
          <br />
          <span className="muted">{t.booking.zoneNote({ zone })}</span>
        </dd>
        {training.location ? (
          <>
            <dt>{t.booking.where}</dt>
            <dd>{training.location}</dd>
          </>
        ) : null}
        <dt>{t.schedule.price}</dt>
        <dd>
          {training.price === 0 ? t.booking.payFree : formatMoney(training.price, training.currency, locale)}
          {' · '}
          {isFull
            ? t.booking.full
            : t.booking.placesLeft({ count: training.capacity - training.bookedCount })}
        </dd>
      </dl>
      {training.notes ? <p className="prewrap">{training.notes}</p> : null}
    </Card>
  )
}
