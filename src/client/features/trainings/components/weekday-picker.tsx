import { useId, useMemo } from 'react'
import { useLocale } from '#client/ui/i18n/index.ts'
import { weekdayNames } from '../training-formats.ts'

/**
 * Seven day toggles, Monday first, named in the reader's language. Each checkbox carries the
 * day's full name; the short one is what fits a phone.
 */
export function WeekdayPicker({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string
  value: readonly number[]
  onChange: (days: number[]) => void
  error?: string | undefined
}) {
  const locale = useLocale()
  const errorId = useId()
  const days = useMemo(() => weekdayNames(locale), [locale])
  const toggle = (day: number, on: boolean) =>
    onChange(on ? [...value, day].sort((a, b) => a - b) : value.filter((d) => d !== day))
  return (
    <fieldset className="field fieldset">
      <legend className="field__label">{legend}</legend>
      <div className="weekday-picker">
        {days.map(({ day, short, long }) => (
          <label key={day} className="weekday-picker__day" title={long}>
            <input
              type="checkbox"
              aria-label={long}
              checked={value.includes(day)}
              onChange={(e) => toggle(day, e.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <span aria-hidden="true">{short}</span>
          </label>
        ))}
      </div>
      {error ? (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  )
}
