// The calendar-date check on its own, without the zone arithmetic of time.ts: route files read
// `?date=` with it (platform/url/search-params.ts), and a route file is part of every visitor's
// first load (decision 0027), where time.ts and zoned-format.ts are not needed. time.ts
// re-exports both, so its callers are unchanged.

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** Whether `value` is a real calendar date ('2026-02-30' is not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === value
}
