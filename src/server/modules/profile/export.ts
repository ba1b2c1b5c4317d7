// Everything of one's own that Trainly keeps, as one document (GET /api/user/export, decision
// 0059): the profile, bookings, trainings run, payments both ways, packages, the training log and
// reviews. What others keep of the person (a trainer's notes) is theirs and not in it.
import { sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client.ts'
import { displayNameSql } from '#server/db/people.ts'
import { isoTime } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import { type UserExport, userExport } from '#shared/api/user-export.ts'
import { clock } from '#shared/clock.ts'

const parts = userExport.shape

export async function exportOwnData(db: Executor, userId: string): Promise<UserExport> {
  const profile = await queryRow(
    db,
    parts.profile,
    sql`select u.id, u.first_name as "firstName", u.last_name as "lastName", u.username, u.email, u.phone,
               u.vk_link as "vkLink", u.language::text as language, u.time_zone as "timeZone",
               array(select r.role::text from user_roles r where r.user_id = u.id order by r.role) as roles,
               ${isoTime(sql`u.created_at`)} as "createdAt"
        from users u where u.id = ${userId}`,
  )
  const bookings = await queryRows(
    db,
    parts.bookings.element,
    sql`select t.title as training, ${displayNameSql('tu')} as trainer, ${isoTime(sql`t.starts_at`)} as "startsAt",
               b.status::text as status, b.payment_method::text as "paidWith", b.amount_due as "amountDue",
               b.currency, b.late_cancel as "lateCancel", ${isoTime(sql`b.created_at`)} as "bookedAt"
        from bookings b join trainings t on t.id = b.training_id join users tu on tu.id = t.trainer_id
        where b.student_id = ${userId}
        order by t.starts_at, b.created_at`,
  )
  const trainings = await queryRows(
    db,
    parts.trainings.element,
    sql`select t.title, ${isoTime(sql`t.starts_at`)} as "startsAt", t.duration_min as "durationMin",
               t.status::text as status, t.capacity, t.booked_count as booked, t.price, t.currency
        from trainings t where t.trainer_id = ${userId}
        order by t.starts_at`,
  )
  const payments = await queryRows(
    db,
    parts.payments.element,
    sql`select case when p.payer_id = ${userId} then 'paid' else 'received' end as direction,
               p.description, p.amount, p.currency, p.method::text as method, p.status::text as status,
               ${isoTime(sql`p.created_at`)} as "createdAt",
               case when p.paid_at is null then null else ${isoTime(sql`p.paid_at`)} end as "paidAt",
               case when p.refunded_at is null then null else ${isoTime(sql`p.refunded_at`)} end as "refundedAt"
        from payments p
        where p.payer_id = ${userId} or p.recipient_id = ${userId}
        order by p.created_at`,
  )
  const packages = await queryRows(
    db,
    parts.packages.element,
    sql`select s.title, ${displayNameSql('tu')} as trainer, s.status::text as status,
               s.sessions_total as "sessionsTotal", s.sessions_used as "sessionsUsed",
               case when s.valid_until is null then null else ${isoTime(sql`s.valid_until`)} end as "validUntil"
        from student_subscriptions s join users tu on tu.id = s.trainer_id
        where s.student_id = ${userId}
        order by s.created_at`,
  )
  const trainingLog = await queryRows(
    db,
    parts.trainingLog.element,
    sql`select to_char(r.performed_on, 'YYYY-MM-DD') as date, e.name_en as exercise, r.set_index + 1 as set,
               r.reps::int as reps, r.weight_kg::float8 as "weightKg", r.duration_seconds as "durationSeconds", r.done
        from workout_results r join exercises e on e.id = r.exercise_id
        where r.student_id = ${userId}
        order by r.performed_on, e.name_en, r.set_index`,
  )
  const reviews = await queryRows(
    db,
    parts.reviews.element,
    sql`select ${displayNameSql('tu')} as trainer, v.rating::int as rating, v.comment,
               ${isoTime(sql`v.created_at`)} as "createdAt"
        from reviews v join users tu on tu.id = v.trainer_id
        where v.student_id = ${userId}
        order by v.created_at`,
  )
  return {
    exportedAt: clock.now().toISOString(),
    profile: profile!,
    bookings,
    trainings,
    payments,
    packages,
    trainingLog,
    reviews,
  }
}
