import { formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import type { PayWith, Training } from '#shared/api/trainings.ts'

/** How to pay for this training: free, or directly to the trainer. */
export function PayOptions({
  training,
  payWith,
  onChange,
}: {
  training: Training
  payWith: PayWith
  onChange: (next: PayWith) => void
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <fieldset className="pay-options">
      <legend className="field__label">{t.booking.howToPay}</legend>
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
    </fieldset>
  )
}
