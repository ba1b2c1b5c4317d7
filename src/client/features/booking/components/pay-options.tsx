import { formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { Subscription } from '#shared/api/money.ts'
import type { PayWith, Training } from '#shared/api/trainings.ts'

/**
 * The active subscriptions that can pay for the training: the same trainer, a session left,
 * valid when it starts, covering its kind (the server decides services and the rest).
 */
export function fittingSubscriptions(training: Training, subscriptions: readonly Subscription[]) {
  const starts = Date.parse(training.startsAt)
  return subscriptions.filter(
    (s) =>
      s.status === 'active' &&
      s.trainer.id === training.trainer.id &&
      (s.sessionsTotal === null || s.sessionsUsed < s.sessionsTotal) &&
      s.validFrom !== null &&
      s.validUntil !== null &&
      Date.parse(s.validFrom) <= starts &&
      starts < Date.parse(s.validUntil) &&
      (s.coverage !== 'specializations' || s.specializations.includes(training.specialization)),
  )
}

/** How to pay for this training: with a fitting subscription, free, directly to the trainer, or in Telegram. */
export function PayOptions({
  training,
  payWith,
  onChange,
  subscriptions = [],
  subscriptionId,
  onSubscription,
  telegram = false,
}: {
  training: Training
  payWith: PayWith
  onChange: (next: PayWith) => void
  subscriptions?: readonly Subscription[]
  subscriptionId?: string | undefined
  onSubscription?: (id: string) => void
  /** Offer paying by Telegram invoice (inside Telegram, when the server takes invoices). */
  telegram?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <fieldset className="pay-options">
      <legend className="field__label">{t.booking.howToPay}</legend>
      {subscriptions.map((s) => (
        <label className="pay-option" key={s.id}>
          <input
            type="radio"
            name="payWith"
            value={`subscription:${s.id}`}
            checked={payWith === 'subscription' && subscriptionId === s.id}
            onChange={() => {
              onChange('subscription')
              onSubscription?.(s.id)
            }}
          />
          <span>
            <strong>{t.booking.paySubscription}</strong>
            <p className="muted">
              {s.title} ·{' '}
              {s.sessionsTotal === null
                ? t.booking.subscriptionUnlimited
                : t.booking.subscriptionLeft({ left: s.sessionsTotal - s.sessionsUsed })}
            </p>
          </span>
        </label>
      ))}
      {training.price === 0 ? (
        <label className="pay-option">
          <input
            type="radio"
            name="payWith"
            value="free"
            checked={payWith === 'free'}
            onChange={() => onChange('free')}
          />
          <span>
            <strong>{t.booking.payFree}</strong>
            <p className="muted">{t.booking.payFreeText}</p>
          </span>
        </label>
      ) : (
        <label className="pay-option">
          <input
            type="radio"
            name="payWith"
            value="direct"
            checked={payWith === 'direct'}
            onChange={() => onChange('direct')}
          />
          <span>
            <strong>{t.booking.payDirect}</strong>
            <p className="muted">
              {t.booking.payDirectText({ amount: formatMoney(training.price, training.currency, locale) })}
            </p>
          </span>
        </label>
      )}
      {telegram && training.price > 0 ? (
        <label className="pay-option">
          <input
            type="radio"
            name="payWith"
            value="telegram"
            checked={payWith === 'telegram'}
            onChange={() => onChange('telegram')}
          />
          <span>
            <strong>{t.booking.payTelegram}</strong>
            <p className="muted">
              {t.booking.payTelegramText({ amount: formatMoney(training.price, training.currency, locale) })}
            </p>
          </span>
        </label>
      ) : null}
    </fieldset>
  )
}
