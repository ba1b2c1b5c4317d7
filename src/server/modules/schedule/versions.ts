// The schedule versions (decision 0033, fourth addendum): the change rows the triggers of
// migration 0020 write per trainer, the versions counted from them, and their pruning.
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '#server/db/client.ts'
import { queryRows } from '#server/db/typed-sql.ts'

/**
 * The version of a trainer's trainings as schedules show them: how many changes the triggers of
 * migration 0020 have written for the trainer, the pruned ones included. It grows with every
 * committed change, in whatever order the changes commit, and one statement sees one number.
 */
export function trainerVersionSql(trainerId: SQL): SQL {
  return sql`(coalesce((select pruned from schedule_change_totals where trainer_id = ${trainerId}), 0)
    + (select count(*) from schedule_changes where trainer_id = ${trainerId}))`
}

/**
 * The version of a student's schedule in `range` (over `trainings t`): each trainer they booked or
 * wait for there, with that trainer's version. Everything the student's schedule shows belongs to
 * those trainers' trainings (the bookings, the queue, the reviews, the trainer's name and terms),
 * so the same list means the same answer; a booking with a new trainer adds one to the list.
 */
export function studentVersionSql(studentId: SQL, range: SQL): SQL {
  return sql`(select coalesce(string_agg(k.trainer_id::text || ':' || ${trainerVersionSql(sql`k.trainer_id`)}::text,
      ',' order by k.trainer_id), '')
    from (select t.trainer_id from bookings b cross join lateral ${trainingOf(sql`b`)}
           where b.student_id = ${studentId} and ${range}
          union
          select t.trainer_id from waitlist_entries w cross join lateral ${trainingOf(sql`w`)}
           where w.student_id = ${studentId} and ${range}) k)`
}

/**
 * The training of each of `alias`'s rows by its primary key, as `t`. This runs as a named
 * statement, and its generic plan, not knowing how wide the window is, walked the trainings of
 * the whole window once per booking (1.3 ms instead of 0.15 ms); `offset 0` keeps the lookup per
 * row, which is the right plan whatever the values.
 */
function trainingOf(alias: SQL): SQL {
  return sql`(select trainer_id, starts_at from trainings where id = ${alias}.training_id offset 0) t`
}

/** Rows pruned per statement, so a backlog never becomes one long transaction. */
const PRUNE_BATCH = 10_000

/**
 * Folds the change rows into each trainer's total, so counting a version reads only the rows
 * since the last pruning. Each batch deletes rows and adds their number to the totals in one
 * statement: a reader sees both or neither, and each trainer's version is the same number
 * before and after. Rows that commit during the pruning are left for the next one.
 * Returns how many rows it folded.
 */
export async function pruneScheduleChanges(db: Executor): Promise<number> {
  let folded = 0
  for (;;) {
    const [row] = await queryRows(
      db,
      z.object({ folded: z.number() }),
      sql`
      with gone as (
        delete from schedule_changes
         where id in (select id from schedule_changes order by id limit ${PRUNE_BATCH})
        returning trainer_id
      ), counted as (
        select trainer_id, count(*) as n from gone group by trainer_id
      ), added as (
        insert into schedule_change_totals (trainer_id, pruned)
        select trainer_id, n from counted
        on conflict (trainer_id) do update set pruned = schedule_change_totals.pruned + excluded.pruned
      )
      select count(*)::int as folded from gone`,
    )
    folded += row!.folded
    if (row!.folded < PRUNE_BATCH) return folded
  }
}
