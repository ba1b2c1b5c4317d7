/** A labelled multi-line field with a hint and an error, like TextField. */
export function TextArea({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  maxLength,
  rows = 5,
}: {
  id: string
  label: string
  hint?: string
  value: string
  onChange: (v: string) => void
  error?: string | undefined
  maxLength: number
  rows?: number
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  )
}
