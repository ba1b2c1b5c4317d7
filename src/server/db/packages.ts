// Whether a student's package (student_subscriptions) was ever theirs, in SQL: the trainer's count
// of a plan's holders and the rule that keeps a student on the trainer's list read it alike.
import { type SQL, sql } from 'drizzle-orm'

/**
 * The package `alias` was held: in use or over, or ended after it was paid (refunded included).
 * A reservation that was never paid, then called off, was not.
 */
export function packageWasHeldSql(alias: string): SQL {
  return sql.raw(`(${alias}.status in ('active', 'expired', 'used_up')
    or (${alias}.status = 'cancelled' and exists (
      select 1 from payments held_pay
      where held_pay.subscription_id = ${alias}.id and held_pay.status in ('paid', 'refunded'))))`)
}
