// `/admin/users`: finding a user and their card (roles, sessions, bookings, applications).
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Executor } from '#server/db/client.ts'
import { avatarUrl, displayNameSql } from '#server/db/people.ts'
import { isoTime, likeContaining, sqlNow } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import {
  ADMIN_PAGE_SIZE,
  type AdminUser,
  type AdminUserCard,
  type adminUsersQuery,
} from '#shared/api/admin.ts'
import { GRANTED_ROLES } from '#shared/roles.ts'

const USER_COLUMNS = sql`u.id, u.first_name, u.last_name, coalesce(u.email, '') as email,
  coalesce(u.phone, '') as phone, coalesce(u.username, '') as username, u.avatar_url,
  ${isoTime(sql`u.avatar_updated_at`)} as avatar_updated_at,
  coalesce((select array_agg(r.role::text order by r.role) from user_roles r where r.user_id = u.id), '{}') as roles,
  u.blocked_at is not null as blocked, u.blocked_reason,
  u.trainer_blocked_at is not null as trainer_blocked, u.trainer_blocked_reason,
  ${isoTime(sql`u.created_at`)} as created_at`

const userRow = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  avatar_updated_at: z.string().nullable(),
  roles: z.array(z.enum(GRANTED_ROLES)),
  blocked: z.boolean(),
  blocked_reason: z.string().nullable(),
  trainer_blocked: z.boolean(),
  trainer_blocked_reason: z.string().nullable(),
  created_at: z.string(),
})

function toUser(row: z.output<typeof userRow>): AdminUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    telegramUsername: row.username,
    avatar: avatarUrl(row.avatar_url, row.avatar_updated_at ? new Date(row.avatar_updated_at) : null),
    roles: row.roles,
    blocked: row.blocked,
    blockedReason: row.blocked_reason,
    trainerBlocked: row.trainer_blocked,
    trainerBlockedReason: row.trainer_blocked_reason,
    registeredAt: row.created_at,
  }
}

/** Users matching the search (name, email, phone, Telegram username) and filters, newest first. */
export async function listUsers(db: Executor, query: z.output<typeof adminUsersQuery>) {
  const conditions: SQL[] = [sql`true`]
  if (query.q) {
    const like = likeContaining(query.q)
    // A phone is matched by its digits too: "+7 912" finds "+79121234567".
    const digits = query.q.replace(/\D/g, '')
    conditions.push(sql`(${displayNameSql('u')} ilike ${like} or u.email ilike ${like}
      or u.username ilike ${likeContaining(query.q.replace(/^@/, ''))} or u.phone ilike ${like}
      ${digits.length >= 3 ? sql`or regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') like ${`%${digits}%`}` : sql``})`)
  }
  if (query.role === 'student') {
    conditions.push(sql`not exists (select 1 from user_roles r where r.user_id = u.id)`)
  } else if (query.role) {
    conditions.push(
      sql`exists (select 1 from user_roles r where r.user_id = u.id and r.role = ${query.role})`,
    )
  }
  if (query.state === 'active') conditions.push(sql`u.blocked_at is null`)
  if (query.state === 'blocked') conditions.push(sql`u.blocked_at is not null`)
  if (query.state === 'trainer_blocked') conditions.push(sql`u.trainer_blocked_at is not null`)
  const where = sql.join(conditions, sql` and `)
  const rows = await queryRows(
    db,
    userRow.extend({ total: z.coerce.number() }),
    sql`select ${USER_COLUMNS}, count(*) over () as total from users u where ${where}
        order by u.created_at desc, u.id desc
        limit ${ADMIN_PAGE_SIZE} offset ${(query.page - 1) * ADMIN_PAGE_SIZE}`,
  )
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && query.page > 1) {
    const count = await queryRow(
      db,
      z.object({ n: z.coerce.number() }),
      sql`select count(*) as n from users u where ${where}`,
    )
    total = count?.n ?? 0
  }
  return { data: rows.map(toUser), total, page: query.page, pageSize: ADMIN_PAGE_SIZE }
}

/** One user's card: the account, live sessions, the last bookings and the trainer applications. */
export async function userCard(db: Executor, userId: string): Promise<AdminUserCard> {
  const row = await queryRow(db, userRow, sql`select ${USER_COLUMNS} from users u where u.id = ${userId}`)
  if (!row) throw AppError.notFound('User not found')
  const sessions = await queryRows(
    db,
    z.object({
      id: z.string(),
      device: z.string(),
      ip: z.string(),
      created_at: z.string(),
      last_used_at: z.string(),
    }),
    sql`select s.id, s.device_label as device, coalesce(s.ip, '') as ip,
               ${isoTime(sql`s.created_at`)} as created_at, ${isoTime(sql`s.last_used_at`)} as last_used_at
        from sessions s where s.user_id = ${userId} and s.revoked_at is null and s.expires_at > ${sqlNow()}
        order by s.last_used_at desc limit 20`,
  )
  const bookings = await queryRows(
    db,
    z.object({
      id: z.string(),
      title: z.string(),
      starts_at: z.string(),
      status: z.string(),
      trainer: z.string(),
    }),
    sql`select b.id, t.title, ${isoTime(sql`t.starts_at`)} as starts_at, b.status::text as status,
               ${displayNameSql('tu')} as trainer
        from bookings b join trainings t on t.id = b.training_id join users tu on tu.id = t.trainer_id
        where b.student_id = ${userId} order by t.starts_at desc limit 20`,
  )
  const applications = await queryRows(
    db,
    z.object({
      id: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
      created_at: z.string(),
      reject_reason: z.string().nullable(),
    }),
    sql`select a.id, a.status, ${isoTime(sql`a.created_at`)} as created_at, a.reject_reason
        from trainer_applications a where a.user_id = ${userId} order by a.created_at desc`,
  )
  return {
    ...toUser(row),
    sessions: sessions.map((s) => ({
      id: s.id,
      device: s.device,
      ip: s.ip,
      createdAt: s.created_at,
      lastUsedAt: s.last_used_at,
    })),
    bookings: bookings.map((b) => ({
      id: b.id,
      trainingTitle: b.title,
      startsAt: b.starts_at,
      status: b.status,
      trainerName: b.trainer,
    })),
    applications: applications.map((a) => ({
      id: a.id,
      status: a.status,
      createdAt: a.created_at,
      rejectReason: a.reject_reason,
    })),
  }
}
