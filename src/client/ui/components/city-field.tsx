import { useId } from 'react'
import { useLocale } from '#client/ui/i18n/index.ts'
import { citySuggestions } from '#shared/cities.ts'
import { TextField, type TextFieldProps } from './text-field.tsx'

/**
 * A city input that offers the listed cities in the reader's language while it still takes any
 * text (a place not in the list is kept as typed; decision 0041).
 */
export function CityField(props: TextFieldProps) {
  const listId = useId()
  const locale = useLocale()
  return (
    <>
      <TextField autoComplete="address-level2" {...props} list={listId} />
      <datalist id={listId}>
        {citySuggestions(locale).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  )
}
