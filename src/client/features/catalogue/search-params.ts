import { z } from 'zod'
import type { TrainerSearchQuery } from '#shared/api/catalogue.ts'
import { numberFromText } from '#shared/api/common.ts'
import { SPECIALIZATIONS, TRAINER_FORMATS, TRAINER_SORTS } from '#shared/catalogue.ts'

/**
 * The catalogue's filters as they live in the URL, so a filtered view can be shared and
 * survives a reload. Prices are whole roubles here (readable links), minor units in the API.
 * A value that does not parse is dropped rather than breaking the page.
 */
export const catalogueSearch = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  specialization: z.enum(SPECIALIZATIONS).optional().catch(undefined),
  city: z.string().trim().max(80).optional().catch(undefined),
  format: z.enum(TRAINER_FORMATS).optional().catch(undefined),
  priceMin: numberFromText(z.number().int().min(0).max(1_000_000)).optional().catch(undefined),
  priceMax: numberFromText(z.number().int().min(0).max(1_000_000)).optional().catch(undefined),
  minRating: numberFromText(z.number().int().min(1).max(5)).optional().catch(undefined),
  sort: z.enum(TRAINER_SORTS).optional().catch(undefined),
})
export type CatalogueSearch = z.infer<typeof catalogueSearch>

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
  return catalogueSearch.parse(Object.fromEntries(entries))
}
