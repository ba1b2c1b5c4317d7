// A price as a person types it and as the API takes it: major units with either decimal
// separator ("1500", "12,50") in every form, minor units in every body. One home: the training,
// service, plan and Pro price forms read prices the same way.

const MAJOR_PRICE = /^\d{1,9}([.,]\d{1,2})?$/

/**
 * "1500", "12,50" or "1 500 ₽" in major units → minor units; NaN when it is not a price (a minus,
 * a third decimal, letters), so the form refuses it rather than send another amount.
 */
export function toMinorUnits(major: string): number {
  const compact = major.replace(/[\s\p{Sc}]/gu, '')
  if (!MAJOR_PRICE.test(compact)) return Number.NaN
  const [whole = '0', fraction = ''] = compact.split(/[.,]/)
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** Minor units → what a price field shows: 150000 → "1500", 1250 → "12.50" ("12,50" in Russian). */
export function toMajorUnits(minor: number, locale: 'en' | 'ru' = 'en'): string {
  const text = minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2)
  return locale === 'ru' ? text.replace('.', ',') : text
}
