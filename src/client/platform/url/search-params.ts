import { isCalendarDate } from '#shared/calendar-date.ts'
import { isUuid } from '#shared/uuid.ts'

/**
 * Search-param validators for route files (decision 0027). A route's `validateSearch` stays in
 * the first load (it cannot be split from its route), so it is built from these few small
 * readers instead of zod, which would pull ~26 KB gzip into every visitor's first page. Each
 * reader returns the value or `undefined`: a value that does not read is dropped, never an error
 * page (a hand-edited or stale link still opens the page). API shapes stay zod schemas in
 * src/shared/api; these only read URLs.
 */
export type SearchReader<T> = (value: unknown) => T | undefined

type Read<R> = R extends SearchReader<infer T> ? T : never

/**
 * The route's `validateSearch`: each key read by its reader; unreadable and empty keys are left
 * out. A key given in the URL that does not read is set to `undefined` rather than skipped: the
 * router lays a route's validated search over the raw one of the routes above it (which have no
 * validator), so a skipped key would reach `loaderDeps` and the page unread (`?page=0`).
 */
export function searchParams<S extends Record<string, SearchReader<unknown>>>(
  readers: S,
): (search: Record<string, unknown>) => NoInfer<{ [K in keyof S]?: Read<S[K]> }> {
  return (search) => {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(readers)) {
      const value = readers[key]?.(search[key])
      if (value !== undefined) out[key] = value
      else if (key in search) out[key] = undefined
    }
    return out as { [K in keyof S]?: Read<S[K]> }
  }
}

/** Text up to `max` characters (after trimming when `trim`); a number in the URL is read as its text. */
export function text({
  max = 2000,
  trim = false,
}: {
  max?: number
  trim?: boolean
} = {}): SearchReader<string> {
  return (value) => {
    const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
    if (typeof raw !== 'string') return undefined
    const result = trim ? raw.trim() : raw
    return result.length <= max ? result : undefined
  }
}

/** A UUID (any version), as the API's ids. */
export const uuid = (): SearchReader<string> => (value) =>
  typeof value === 'string' && isUuid(value) ? value : undefined

/** One of `values`. */
export function oneOf<const T extends string>(values: readonly T[]): SearchReader<T> {
  return (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined
}

const DECIMAL_INT = /^-?\d{1,15}$/

/** A whole number in [min, max]; as a number or as its decimal text ('16', not '1e1' or '0x10'). */
export function int(min: number, max: number): SearchReader<number> {
  return (value) => {
    const n = typeof value === 'string' && DECIMAL_INT.test(value) ? Number(value) : value
    return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined
  }
}

/** A real calendar date, 'YYYY-MM-DD'. */
export const calendarDate = (): SearchReader<string> => (value) =>
  typeof value === 'string' && isCalendarDate(value) ? value : undefined
