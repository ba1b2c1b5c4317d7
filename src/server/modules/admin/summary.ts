// `/admin`: the platform's figures at a glance, with an 8-week trend.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#server/db/client.ts'
import { sqlNow } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import type { AdminSummary } from '#shared/api/staff.ts'
import { revenueThisMonth } from './finances.ts'

const n = z.coerce.number()

/** `zone`: the admin's, for "this month" of the revenue (decision 0036). */
export async function adminSummary(db: Db, zone: string): Promise<AdminSummary> {
  const now = sqlNow()
  // "This week" is the ISO week (from Monday, UTC) that contains now.
  const figures = await queryRow(
    db,
    z.object({ users: n, trainers: n, trainings: n, bookings: n, pending: n }),
    sql`select
          (select count(*) from users) as users,
          (select count(*) from user_roles where role = 'trainer') as trainers,
          (select count(*) from trainings t where t.status <> 'cancelled'
             and t.starts_at >= date_trunc('week', ${now} at time zone 'UTC') at time zone 'UTC'
             and t.starts_at < (date_trunc('week', ${now} at time zone 'UTC') + interval '7 days') at time zone 'UTC')
            as trainings,
          (select count(*) from bookings b
             where b.created_at >= date_trunc('week', ${now} at time zone 'UTC') at time zone 'UTC') as bookings,
          (select count(*) from trainer_applications where status = 'pending') as pending`,
  )
  const trend = await queryRows(
    db,
    z.object({ week: z.string(), users: n, bookings: n }),
    sql`with weeks as (
          select generate_series(
            date_trunc('week', ${now} at time zone 'UTC') - interval '7 weeks',
            date_trunc('week', ${now} at time zone 'UTC'),
            interval '1 week') as week)
        select to_char(w.week, 'YYYY-MM-DD') as week,
          (select count(*) from users u where u.created_at at time zone 'UTC' >= w.week
             and u.created_at at time zone 'UTC' < w.week + interval '1 week') as users,
          (select count(*) from bookings b where b.created_at at time zone 'UTC' >= w.week
             and b.created_at at time zone 'UTC' < w.week + interval '1 week') as bookings
        from weeks w order by w.week`,
  )
  return {
    users: figures?.users ?? 0,
    trainers: figures?.trainers ?? 0,
    trainingsThisWeek: figures?.trainings ?? 0,
    bookingsThisWeek: figures?.bookings ?? 0,
    pendingApplications: figures?.pending ?? 0,
    revenueThisMonth: await revenueThisMonth(db, zone),
    trend,
  }
}
