// The installed app (SPEC.md §7 `POST /api/pwa/dismiss`): the account remembers when it first
// ran installed, so that the install prompt is not offered again.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { sqlNow } from '#server/db/sql-helpers.ts'

/** Records the first report of an installed app; later reports keep the first time. */
export async function recordInstalled(db: Db, userId: string): Promise<{ installedAt: string }> {
  const [user] = await db
    .update(users)
    .set({ pwaInstalledAt: sql`coalesce(${users.pwaInstalledAt}, ${sqlNow()})` })
    .where(eq(users.id, userId))
    .returning({ installedAt: users.pwaInstalledAt })
  // requireAuth has just read the user, and accounts are never deleted; the update set the time.
  return { installedAt: user!.installedAt!.toISOString() }
}
