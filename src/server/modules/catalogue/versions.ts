// The catalogue's version (decision 0033, fifth addendum): the change rows the triggers of
// migration 0021 write, counted, and their pruning. Like the schedules' versions, a count: it
// grows with every committed change, in whatever order the changes commit.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '#server/db/client.ts'
import { namedStatement, queryRows } from '#server/db/typed-sql.ts'

/** Rows pruned per statement, so a backlog never becomes one long transaction. */
const PRUNE_BATCH = 10_000

const versionRow = z.object({ version: z.string() })

/** The catalogue's version as it stands: the change rows counted, the pruned ones included. */
const versionNow = namedStatement(
  'catalogue_version',
  versionRow,
  sql`select (coalesce((select pruned from catalogue_change_totals), 0)
            + (select count(*) from catalogue_changes))::text as version`,
)

/** The catalogue's version as it stands (a statement written once: it runs on every search). */
export async function catalogueVersion(db: Executor): Promise<string> {
  const [row] = await versionNow(db, {})
  return row!.version
}

/**
 * Folds the change rows into the total, so counting the version reads only the rows since the
 * last pruning; each batch deletes and adds in one statement, so the version holds throughout.
 * Returns how many rows it folded.
 */
export async function pruneCatalogueChanges(db: Executor): Promise<number> {
  let folded = 0
  for (;;) {
    const [row] = await queryRows(
      db,
      z.object({ folded: z.number() }),
      sql`
      with gone as (
        delete from catalogue_changes
         where id in (select id from catalogue_changes order by id limit ${PRUNE_BATCH})
        returning 1
      ), added as (
        insert into catalogue_change_totals (one, pruned)
        select true, count(*) from gone having count(*) > 0
        on conflict (one) do update set pruned = catalogue_change_totals.pruned + excluded.pruned
      )
      select count(*)::int as folded from gone`,
    )
    folded += row!.folded
    if (row!.folded < PRUNE_BATCH) return folded
  }
}
