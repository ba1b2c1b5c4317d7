// The fixed lists of the trainer catalogue (PRODUCT.md §2 "Trainer profile").

export const SPECIALIZATIONS = [
  'strength',
  'functional',
  'yoga',
  'pilates',
  'stretching',
  'boxing',
  'martial_arts',
  'running',
  'swimming',
  'cycling',
  'crossfit',
  'rehabilitation',
  'nutrition',
  'dance',
] as const
export type Specialization = (typeof SPECIALIZATIONS)[number]

export const TRAINER_FORMATS = ['online', 'gym', 'client_place'] as const
export type TrainerFormat = (typeof TRAINER_FORMATS)[number]

export const TRAINER_SORTS = ['rating', 'price_asc', 'price_desc', 'experience', 'newest'] as const
export type TrainerSort = (typeof TRAINER_SORTS)[number]

export const CURRENCIES = ['RUB', 'USD', 'EUR'] as const
export type Currency = (typeof CURRENCIES)[number]

export const CATALOGUE_PAGE_SIZE = 20

/** A seller's legal status printed on receipts (decision 0028). */
export const LEGAL_STATUSES = ['self_employed', 'individual_entrepreneur', 'company', 'individual'] as const
export type LegalStatus = (typeof LEGAL_STATUSES)[number]
