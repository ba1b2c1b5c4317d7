import { type SQL, sql } from 'drizzle-orm'
import { clock } from '#shared/clock.ts'

/**
 * The app clock's "now" as an SQL timestamptz. Rules and stamps use it instead of PostgreSQL's
 * `now()`, so that a test that sets the clock sets it for the database's side of a rule too.
 */
export function sqlNow(): SQL {
  return sql`${clock.now().toISOString()}::timestamptz`
}

/**
 * An instant as the API writes it (ISO 8601, UTC, milliseconds), from raw SQL. The expression is
 * parenthesized: AT TIME ZONE binds tighter than `-`, so `starts_at - interval` needs it.
 */
export function isoTime(column: SQL): SQL {
  return sql`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
}

/** A uuid[] parameter (drizzle would spread a plain array into a list). */
export function uuidArray(ids: string[]): SQL {
  return sql`${sql.param(ids)}::uuid[]`
}

/** An ILIKE pattern matching `text` anywhere, its own % and _ taken literally. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
