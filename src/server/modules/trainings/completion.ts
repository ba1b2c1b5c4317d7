import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#server/db/client.ts'
import { sqlNow } from '#server/db/sql-helpers.ts'
import { queryRows } from '#server/db/typed-sql.ts'
import type { Effects } from '#server/effects/after-commit.ts'

/**
 * Marks every scheduled training that has ended `completed`, in one statement (a training still
 * running, or cancelled, is left alone). Its trainer and booked students are told that their
 * schedule changed. Answers how many trainings it completed.
 */
export async function completeEndedTrainings(db: Db, changes: Effects): Promise<number> {
  return db.transaction(async (tx) => {
    const done = await queryRows(
      tx,
      z.object({ id: z.string() }),
      sql`update trainings set status = 'completed', updated_at = ${sqlNow()}
          where status = 'scheduled' and ends_at <= ${sqlNow()}
          returning id`,
    )
    for (const { id } of done) await changes.addTrainingAudience(tx, id)
    return done.length
  })
}
