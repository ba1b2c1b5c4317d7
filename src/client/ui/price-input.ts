// A price as a person types it and as the API takes it: major units with either decimal
// separator ("1500", "12,50") in every form, minor units in every body. One home: the training,
// service, plan and Pro price forms read prices the same way.

const MAJOR_PRICE = /^(\d{1,9})(?:[.,](\d{1,2}))?$/
/** Thousands grouped by one separator, then perhaps decimals after the other: "1,500.50", "1.500,50". */
const GROUPED_PRICE = /^(\d{1,3}(?:([.,])\d{3})+)(?:([.,])(\d{1,2}))?$/

/**
 * "1500", "12,50", "1 500 ₽", "1,500.50" or "1.500,50" in major units → minor units. A price has
 * at most 2 decimals, so a separator followed by 3 digits groups thousands ("1,500" is 1500 in
 * either language). NaN when it is not a price (a minus, a third decimal, letters, one separator
 * used both ways), so the form refuses it rather than send another amount.
 */
export function toMinorUnits(major: string): number {
  const compact = major.replace(/[\s\p{Sc}]/gu, '')
  const plain = MAJOR_PRICE.exec(compact)
  if (plain) return Number(plain[1]) * 100 + Number((plain[2] ?? '').padEnd(2, '0'))
  const grouped = GROUPED_PRICE.exec(compact)
  if (!grouped || grouped[2] === grouped[3]) return Number.NaN
  const whole = grouped[1]!.replaceAll(grouped[2]!, '')
  if (whole.length > 9) return Number.NaN
  return Number(whole) * 100 + Number((grouped[4] ?? '').padEnd(2, '0'))
}

/** Minor units → what a price field shows: 150000 → "1500", 1250 → "12.50" ("12,50" in Russian). */
export function toMajorUnits(minor: number, locale: 'en' | 'ru' = 'en'): string {
  const text = minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2)
  return locale === 'ru' ? text.replace('.', ',') : text
}
