// The admin finances' vocabulary (decision 0036), without zod: route search params read it in the first load.

export const FINANCE_PRESETS = ['month', 'quarter', 'year'] as const
export type FinancePreset = (typeof FINANCE_PRESETS)[number]
/** What the CSV's rows are: one per month, per trainer or per purpose (and currency). */
export const FINANCE_GROUPINGS = ['month', 'trainer', 'purpose'] as const
export type FinanceGrouping = (typeof FINANCE_GROUPINGS)[number]
/** The seller filter of receipts: a trainer's id or the platform. */
export const PLATFORM_SELLER = 'platform'
/** A receipt number as searched: '2026-000042', or the sequence alone ('42'). */
export const RECEIPT_NUMBER_SEARCH = /^(\d{4}-)?\d{1,9}$/
