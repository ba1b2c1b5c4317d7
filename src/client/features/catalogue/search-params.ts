import { int, oneOf, searchParams, text } from '#client/platform/url/search-params.ts'
import type { TrainerSearchQuery } from '#shared/api/catalogue.ts'
import { SPECIALIZATIONS, TRAINER_FORMATS, TRAINER_SORTS } from '#shared/catalogue.ts'

/**
 * The catalogue's filters as they live in the URL, so a filtered view can be shared and
 * survives a reload. Prices are whole roubles here (readable links), minor units in the API.
 * A value that does not parse is dropped rather than breaking the page.
 */
/** The most a price bound may be, in whole roubles. */
export const PRICE_BOUND_MAX = 1_000_000

export const catalogueSearch = searchParams({
  q: text({ max: 100, trim: true }),
  specialization: oneOf(SPECIALIZATIONS),
  city: text({ max: 80, trim: true }),
  format: oneOf(TRAINER_FORMATS),
  priceMin: int(0, PRICE_BOUND_MAX),
  priceMax: int(0, PRICE_BOUND_MAX),
  minRating: int(1, 5),
  sort: oneOf(TRAINER_SORTS),
})
export type CatalogueSearch = ReturnType<typeof catalogueSearch>

export function toApiQuery(search: CatalogueSearch): TrainerSearchQuery {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.specialization ? { specialization: search.specialization } : {}),
    ...(search.city ? { city: search.city } : {}),
    ...(search.format ? { format: search.format } : {}),
    ...(search.priceMin !== undefined ? { priceMin: search.priceMin * 100 } : {}),
    ...(search.priceMax !== undefined ? { priceMax: search.priceMax * 100 } : {}),
    ...(search.minRating !== undefined ? { minRating: search.minRating } : {}),
    sort: search.sort ?? 'rating',
  }
}

/** Drops empty values so that URLs stay short. */
export function cleanSearch(search: Partial<Record<keyof CatalogueSearch, unknown>>): CatalogueSearch {
  const entries = Object.entries(search).filter(([, v]) => v !== undefined && v !== '' && v !== null)
  return catalogueSearch(Object.fromEntries(entries))
}
