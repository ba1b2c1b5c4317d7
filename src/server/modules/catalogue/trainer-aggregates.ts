import { eq, sql } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { trainerProfiles } from '#server/db/schema.ts'
import { runSql } from '#server/db/typed-sql.ts'

// The catalogue sorts and filters on figures kept in trainer_profiles: price_from (from the
// active services) and rating_avg / reviews_count (from the reviews). Whatever writes services or
// reviews calls these in its own transaction, after lockTrainerProfile: a second writer then
// waits, and its recount (a new snapshot in READ COMMITTED) sees the first one's rows.

/** Serializes writers of one trainer's aggregates until the transaction ends. */
export async function lockTrainerProfile(tx: Tx, trainerId: string) {
  await tx
    .select({ userId: trainerProfiles.userId })
    .from(trainerProfiles)
    .where(eq(trainerProfiles.userId, trainerId))
    .for('update')
}

/** price_from and its currency from the cheapest active service; null when nothing is on sale. */
export async function refreshPriceFrom(tx: Tx, trainerId: string) {
  await runSql(
    tx,
    sql`
    update trainer_profiles tp
       set price_from = cheapest.price,
           currency = coalesce(cheapest.currency, tp.currency)
      from (select 1) one
      left join lateral (
        select s.price, s.currency from services s
         where s.trainer_id = ${trainerId} and s.active
         order by s.price, s.created_at limit 1
      ) cheapest on true
     where tp.user_id = ${trainerId}`,
  )
}

export async function refreshRating(tx: Tx, trainerId: string) {
  await runSql(
    tx,
    sql`
    update trainer_profiles tp
       set rating_avg = agg.average, reviews_count = agg.n
      from (select round(avg(rating), 2) as average, count(*)::int as n
              from reviews where trainer_id = ${trainerId}) agg
     where tp.user_id = ${trainerId}`,
  )
}
