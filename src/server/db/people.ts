// A person as others see them, from `users` columns: display name, avatar URL, and whether they can
// act as a trainer. Each rule is written here once, in SQL, and in TS where the server needs it
// there (the TS forms of the name and the trainer rule are in #shared, for the client too).
import { eq, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { PersonSummary } from '#shared/api/catalogue.ts'
import { displayName } from '#shared/people.ts'
import type { Executor } from './client.ts'
import { users } from './schema.ts'
import { isoTime } from './sql-helpers.ts'

/** The avatar URL with its change time as a cache-buster (SPEC.md §3). */
export function avatarUrl(url: string | null, updatedAt: Date | null): string {
  if (!url) return ''
  if (!url.startsWith('/')) return url
  return `${url}?v=${(updatedAt ?? new Date(0)).getTime()}`
}

/**
 * avatarUrl in SQL, for answers PostgreSQL writes itself (the trainer's schedule): the same rule
 * over `alias`'s `avatar_url` and `avatar_updated_at`, kept equal to it by people.test.ts. The
 * change time counts whole milliseconds, as isoTime reads it.
 */
export function avatarUrlSql(alias: string): SQL {
  return sql.raw(`(case when coalesce(${alias}.avatar_url, '') = '' then ''
    when left(${alias}.avatar_url, 1) <> '/' then ${alias}.avatar_url
    else ${alias}.avatar_url || '?v=' || floor(extract(epoch from
      coalesce(${alias}.avatar_updated_at, 'epoch'::timestamptz)) * 1000)::bigint::text end)`)
}

/** A person as others see them: names and avatar, from `users` columns selected as below. */
export const PERSON_COLUMNS = sql`u.id, u.first_name, u.last_name, u.avatar_url,
  ${isoTime(sql`u.avatar_updated_at`)} as avatar_updated_at`

/** A row holding PERSON_COLUMNS; extend it with the query's other columns. */
export const personRow = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.string().nullable(),
  avatar_updated_at: z.string().nullable(),
})

export function toPerson(row: z.output<typeof personRow>): PersonSummary {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    avatar: avatarUrl(row.avatar_url, row.avatar_updated_at ? new Date(row.avatar_updated_at) : null),
  }
}

/**
 * A person's display name in SQL, `users` under `alias`: first and last name joined by a space,
 * trimmed (shared/people.ts displayName is the same rule in TS).
 */
export function displayNameSql(alias: string): SQL {
  return sql.raw(`trim(${alias}.first_name || ' ' || ${alias}.last_name)`)
}

/**
 * Whether the user under `alias` (a `users` row) can act as a trainer: holds the trainer role,
 * and neither the account nor the trainer role is blocked (shared/roles.ts canActAsTrainer).
 */
export function canActAsTrainerSql(alias: string): SQL {
  return sql.raw(`(${alias}.blocked_at is null and ${alias}.trainer_blocked_at is null
    and exists (select 1 from user_roles r where r.user_id = ${alias}.id and r.role = 'trainer'))`)
}

/** A user's display name, read by id; empty when there is no such user. */
export async function personName(tx: Executor, userId: string): Promise<string> {
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
  return user ? displayName(user.firstName, user.lastName) : ''
}
