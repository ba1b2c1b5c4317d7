// The installed app (SPEC.md §7 `POST /api/pwa/dismiss`): the account remembers when it first
// ran installed, so that the install prompt is not offered again.
import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { isoTime, sqlNow } from '#server/db/sql-helpers.ts'

/** Records the first report of an installed app; later reports keep the first time. */
export async function recordInstalled(db: Db, userId: string): Promise<{ installedAt: string }> {
  const { rows } = await db.execute(sql`
    update users set pwa_installed_at = coalesce(pwa_installed_at, ${sqlNow()})
    where id = ${userId}
    returning ${isoTime(sql`pwa_installed_at`)} as installed_at`)
  // requireAuth has just read the user, and accounts are never deleted.
  return { installedAt: rows[0]!.installed_at as string }
}
