import { useEffect, useState } from 'react'
import { Button } from '#client/ui/components/button.tsx'
import { CityField } from '#client/ui/components/city-field.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { showFirstProblem } from '#client/ui/use-form.ts'
import { SPECIALIZATIONS, TRAINER_FORMATS, TRAINER_SORTS } from '#shared/catalogue.ts'
import { type CatalogueSearch, cleanSearch, PRICE_BOUND_MAX } from '../search-params.ts'

const TYPING_DEBOUNCE_MS = 450
/** From this width the filters stand open beside the list; narrower, they wait in a sheet. */
const WIDE_SCREEN = '(min-width: 768px)'

/**
 * What is kept of a typed price bound: spaces and the rouble sign go ("3 000 ₽" is 3000), anything
 * else stays as typed, so "-500" or "1500.50" is refused at the field, not read as 500 or 150050.
 */
export function typedPrice(value: string): string {
  return value.replace(/[\s₽]/g, '')
}

/** Whether a typed bound is not a whole number of roubles from 0 to the limit ('' is no bound). */
export function priceBoundInvalid(typed: string): boolean {
  return typed !== '' && !(/^\d{1,7}$/.test(typed) && Number(typed) <= PRICE_BOUND_MAX)
}

/** Whether the typed price range cannot match anything (from above to). */
export function priceRangeInverted(draft: Pick<Draft, 'priceMin' | 'priceMax'>): boolean {
  return draft.priceMin !== '' && draft.priceMax !== '' && Number(draft.priceMin) > Number(draft.priceMax)
}

/** Whether the typed prices can be sent: each a price, and the range not upside down. */
function pricesSendable(draft: Pick<Draft, 'priceMin' | 'priceMax'>): boolean {
  return (
    !priceBoundInvalid(draft.priceMin) && !priceBoundInvalid(draft.priceMax) && !priceRangeInverted(draft)
  )
}

type Draft = Record<keyof CatalogueSearch, string>

function draftOf(search: CatalogueSearch): Draft {
  return {
    q: search.q ?? '',
    specialization: search.specialization ?? '',
    city: search.city ?? '',
    format: search.format ?? '',
    priceMin: search.priceMin?.toString() ?? '',
    priceMax: search.priceMax?.toString() ?? '',
    minRating: search.minRating?.toString() ?? '',
    sort: search.sort ?? '',
  }
}

/** Choices apply at once; typed text applies when typing pauses or on submit. */
export function CatalogueFilters({
  search,
  onChange,
}: {
  search: CatalogueSearch
  onChange: (next: CatalogueSearch) => void
}) {
  const t = useT()
  const [draft, setDraft] = useState<Draft>(() => draftOf(search))
  // A change of the URL (back button, a shared link) resets the form to it.
  useEffect(() => setDraft(draftOf(search)), [search])

  const [sheetOpen, setSheetOpen] = useState(
    () =>
      typeof window === 'undefined' ||
      typeof window.matchMedia !== 'function' ||
      window.matchMedia(WIDE_SCREEN).matches,
  )
  const minInvalid = priceBoundInvalid(draft.priceMin)
  const maxInvalid = priceBoundInvalid(draft.priceMax)
  const inverted = !minInvalid && !maxInvalid && priceRangeInverted(draft)
  // A price that is not one, or an impossible range, is told at the field and never sent.
  const apply = (next: Draft) => {
    if (pricesSendable(next)) onChange(cleanSearch(next))
  }
  const choose = (field: keyof Draft, value: string) => {
    const next = { ...draft, [field]: value }
    setDraft(next)
    apply(next)
  }
  const type = (field: keyof Draft, value: string) => setDraft((d) => ({ ...d, [field]: value }))
  // biome-ignore lint/correctness/useExhaustiveDependencies: only typed fields wait for a pause
  useEffect(() => {
    const typed = draftOf(search)
    if (
      draft.q === typed.q &&
      draft.city === typed.city &&
      draft.priceMin === typed.priceMin &&
      draft.priceMax === typed.priceMax
    ) {
      return
    }
    const timer = setTimeout(() => apply(draft), TYPING_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft.q, draft.city, draft.priceMin, draft.priceMax])

  const active = Object.values(cleanSearch(draftOf(search))).filter((v) => v !== undefined).length
  return (
    <details
      className="filters-sheet"
      open={sheetOpen}
      onToggle={(e) => setSheetOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="filters-sheet__summary">
        {active > 0 ? t.catalogue.filtersActive({ count: active }) : t.catalogue.filters}
      </summary>
      <form
        className="filters"
        aria-label={t.catalogue.filters}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!pricesSendable(draft)) {
            showFirstProblem(e.currentTarget)
            return
          }
          apply(draft)
        }}
      >
        <TextField
          fieldClassName="field--wide"
          label={t.catalogue.search}
          type="search"
          placeholder={t.catalogue.searchPlaceholder}
          value={draft.q}
          onChange={(e) => type('q', e.target.value)}
        />
        <SelectField
          label={t.catalogue.specialization}
          value={draft.specialization}
          onChange={(e) => choose('specialization', e.target.value)}
          options={[
            { value: '', label: t.catalogue.anySpecialization },
            ...SPECIALIZATIONS.map((s) => ({ value: s, label: t.catalogue.specializations[s] })),
          ]}
        />
        <CityField
          label={t.catalogue.city}
          value={draft.city}
          onChange={(e) => type('city', e.target.value)}
          placeholder={t.catalogue.anyCity}
        />
        <SelectField
          label={t.catalogue.format}
          value={draft.format}
          onChange={(e) => choose('format', e.target.value)}
          options={[
            { value: '', label: t.catalogue.anyFormat },
            ...TRAINER_FORMATS.map((f) => ({ value: f, label: t.catalogue.formats[f] })),
          ]}
        />
        <SelectField
          label={t.catalogue.minRating}
          value={draft.minRating}
          onChange={(e) => choose('minRating', e.target.value)}
          options={[
            { value: '', label: t.catalogue.anyRating },
            ...[4, 3].map((n) => ({ value: String(n), label: t.catalogue.ratingAtLeast({ stars: n }) })),
          ]}
        />
        <TextField
          label={t.catalogue.priceMin}
          inputMode="numeric"
          value={draft.priceMin}
          onChange={(e) => type('priceMin', typedPrice(e.target.value))}
          error={minInvalid ? t.catalogue.priceBoundInvalid : undefined}
        />
        <TextField
          label={t.catalogue.priceMax}
          inputMode="numeric"
          value={draft.priceMax}
          onChange={(e) => type('priceMax', typedPrice(e.target.value))}
          error={
            maxInvalid ? t.catalogue.priceBoundInvalid : inverted ? t.catalogue.priceRangeInverted : undefined
          }
        />
        <SelectField
          label={t.catalogue.sort}
          value={draft.sort || 'rating'}
          onChange={(e) => choose('sort', e.target.value === 'rating' ? '' : e.target.value)}
          options={TRAINER_SORTS.map((s) => ({ value: s, label: t.catalogue.sorts[s] }))}
        />
        <div className="field button-row filters__actions">
          <Button type="submit">{t.catalogue.apply}</Button>
          <Button variant="plain" onClick={() => apply(draftOf({}))}>
            {t.catalogue.reset}
          </Button>
        </div>
      </form>
    </details>
  )
}
