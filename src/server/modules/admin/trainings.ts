// `/admin/trainings` (issue 16): every training on the platform with filters and paging, and a
// cancellation by an admin — the trainer's own cancellation (booking module) run for staff, with
// the audit entry in the same transaction.
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db, Executor } from '#server/db/client.ts'
import { displayNameSql } from '#server/db/people.ts'
import { isoTime, sqlNow } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import { recordAudit } from '#server/modules/audit/index.ts'
import { cancelTrainingIn, trainingNotFound } from '#server/modules/booking/index.ts'
import type { AdminTraining, adminTrainingsQuery } from '#shared/api/admin.ts'
import { TRAINER_FORMATS } from '#shared/catalogue.ts'
import { DEFAULT_TIME_ZONE } from '#shared/constants.ts'
import { addDays, zonedInstant } from '#shared/time.ts'
import { TRAINING_STATUSES } from '#shared/training-states.ts'
import { isTimeZone } from '#shared/zoned-format.ts'

export const ADMIN_TRAININGS_PAGE_SIZE = 20

const row = z.object({
  id: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(TRAINING_STATUSES),
  ended: z.boolean(),
  cancel_reason: z.string().nullable(),
  format: z.enum(TRAINER_FORMATS),
  capacity: z.number(),
  booked_count: z.number(),
  waitlist_count: z.number(),
  trainer_id: z.string(),
  trainer_name: z.string(),
})

const COLUMNS = sql`t.id, t.title, ${isoTime(sql`t.starts_at`)} as starts_at, ${isoTime(sql`t.ends_at`)} as ends_at,
  t.status::text as status, t.ends_at <= ${sqlNow()} as ended, t.cancel_reason, t.format::text as format,
  t.capacity, t.booked_count,
  (select count(*)::int from waitlist_entries w where w.training_id = t.id) as waitlist_count,
  t.trainer_id, ${displayNameSql('u')} as trainer_name`

function toItem(r: z.output<typeof row>): AdminTraining {
  return {
    id: r.id,
    title: r.title,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    status: r.status,
    ended: r.ended,
    cancelReason: r.cancel_reason,
    format: r.format,
    capacity: r.capacity,
    bookedCount: r.booked_count,
    waitlistCount: r.waitlist_count,
    trainer: { id: r.trainer_id, name: r.trainer_name },
  }
}

async function zoneOf(db: Executor, userId: string): Promise<string> {
  const found = await queryRow(
    db,
    z.object({ time_zone: z.string().nullable() }),
    sql`select time_zone from users where id = ${userId}`,
  )
  const zone = found?.time_zone
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE
}

/**
 * Trainings newest start first, filtered by trainer, status and dates (in the admin's own time
 * zone, both days included); with the total for paging and the trainers for the filter.
 */
export async function listTrainings(db: Db, adminId: string, query: z.output<typeof adminTrainingsQuery>) {
  const zone = query.from || query.to ? await zoneOf(db, adminId) : DEFAULT_TIME_ZONE
  const parts: SQL[] = [sql`true`]
  if (query.trainerId) parts.push(sql`t.trainer_id = ${query.trainerId}`)
  if (query.status) parts.push(sql`t.status = ${query.status}`)
  if (query.from) parts.push(sql`t.starts_at >= ${zonedInstant(query.from, '00:00', zone).toISOString()}`)
  if (query.to)
    parts.push(sql`t.starts_at < ${zonedInstant(addDays(query.to, 1), '00:00', zone).toISOString()}`)
  const where = sql.join(parts, sql` and `)
  const pageSize = ADMIN_TRAININGS_PAGE_SIZE
  const rows = await queryRows(
    db,
    row.extend({ total: z.coerce.number() }),
    sql`select ${COLUMNS}, count(*) over () as total
        from trainings t join users u on u.id = t.trainer_id
        where ${where}
        order by t.starts_at desc, t.id desc
        limit ${pageSize} offset ${(query.page - 1) * pageSize}`,
  )
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && query.page > 1) {
    const count = await queryRow(
      db,
      z.object({ total: z.coerce.number() }),
      sql`select count(*) as total from trainings t where ${where}`,
    )
    total = count?.total ?? 0
  }
  const trainers = await queryRows(
    db,
    z.object({ id: z.string(), name: z.string() }),
    sql`select u.id, ${displayNameSql('u')} as name from users u
        where exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'trainer')
           or exists (select 1 from trainings t where t.trainer_id = u.id)
        order by 2, 1 limit 1000`,
  )
  return { data: rows.map(toItem), total, page: query.page, pageSize, trainers }
}

async function adminTraining(db: Executor, trainingId: string): Promise<AdminTraining> {
  const found = await queryRow(
    db,
    row,
    sql`select ${COLUMNS} from trainings t join users u on u.id = t.trainer_id where t.id = ${trainingId}`,
  )
  if (!found) throw trainingNotFound()
  return toItem(found)
}

/**
 * An admin cancels any trainer's training with a reason: as when its trainer cancels (bookings
 * cancelled, students and the waitlist told), and the trainer is told that staff did it. Audited
 * in the same transaction with the state before and after.
 */
export async function cancelTrainingAsAdmin(
  db: Db,
  adminId: string,
  trainingId: string,
  reason: string,
  changes: Effects,
): Promise<AdminTraining> {
  return db.transaction(async (tx) => {
    const cancelled = await cancelTrainingIn(tx, trainingId, reason, changes, {
      by: 'staff',
      actorId: adminId,
    })
    const after = await adminTraining(tx, trainingId)
    await recordAudit(tx, {
      actorId: adminId,
      action: 'training_cancelled',
      target: { type: 'training', id: trainingId, label: `${cancelled.title} · ${after.trainer.name}` },
      reason,
      before: { ...cancelled.before, trainerId: cancelled.trainerId, startsAt: after.startsAt },
      after: { status: after.status, activeBookings: 0, waitlist: 0 },
    })
    return after
  })
}
