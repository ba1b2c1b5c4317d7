export interface CheckboxGroupProps<V extends string> {
  legend: string
  options: readonly { value: V; label: string }[]
  value: readonly V[]
  onChange: (next: V[]) => void
  error?: string | undefined
}

/** A labelled set of checkboxes (a fieldset, so screen readers announce the question). */
export function CheckboxGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: CheckboxGroupProps<V>) {
  return (
    <fieldset className="field checkbox-group" aria-invalid={error ? true : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="checkbox-group__options">
        {options.map((option) => (
          <label key={option.value} className="checkbox">
            <input
              type="checkbox"
              checked={value.includes(option.value)}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value),
                )
              }
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  )
}

export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="checkbox field">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  )
}
