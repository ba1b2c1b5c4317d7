// GET /api/schedule (SPEC.md §7, the window of §9) with the item of PRODUCT.md §6: a student's
// bookings or a trainer's own trainings, dated in the caller's time zone.
import { eq, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#server/db/client.ts'
import { avatarUrl, avatarUrlSql, displayNameSql } from '#server/db/people.ts'
import { users } from '#server/db/schema.ts'
import { isoTime } from '#server/db/sql-helpers.ts'
import { FREE_CANCEL } from '#server/db/trainer-terms.ts'
import { type NamedStatement, namedStatement, queryRowsNamed } from '#server/db/typed-sql.ts'
import { successJson } from '#server/http/success.ts'
import type { VersionedAnswers } from '#server/http/versioned-answers.ts'
import type { ScheduleItem, ScheduleQuery, ScheduleRole } from '#shared/api/schedule.ts'
import { PAY_WITH } from '#shared/api/trainings.ts'
import { CURRENCIES, TRAINER_FORMATS } from '#shared/catalogue.ts'
import { clock } from '#shared/clock.ts'
import { DEFAULT_TIME_ZONE } from '#shared/constants.ts'
import { displayName } from '#shared/people.ts'
import { addDays, dateInZone, scheduleWindow, zonedInstant } from '#shared/time.ts'
import {
  BOOKING_STATUSES,
  bookingSeesOnlineLink,
  CANCELLED_BY,
  TRAINING_STATUSES,
} from '#shared/training-states.ts'
import { isTimeZone } from '#shared/zoned-format.ts'
import { studentVersionSql, trainerVersionSql } from './versions.ts'

/** The instants [from, to) of the asked dates in `zone`, clipped to the window around today there. */
export function scheduleRange(
  query: ScheduleQuery,
  zone: string,
  now = clock.now(),
): { from: Date; to: Date } | null {
  const window = scheduleWindow(dateInZone(now, zone))
  // Calendar dates 'YYYY-MM-DD' order as text.
  // biome-ignore lint/complexity/useMathMinMax: the operands are date strings, not numbers
  const startDate = query.startDate > window.startDate ? query.startDate : window.startDate
  // biome-ignore lint/complexity/useMathMinMax: the operands are date strings, not numbers
  const endDate = query.endDate < window.endDate ? query.endDate : window.endDate
  if (startDate > endDate) return null
  return {
    from: zonedInstant(startDate, '00:00', zone),
    to: zonedInstant(addDays(endDate, 1), '00:00', zone),
  }
}

const TRAINING_COLUMNS = sql`t.id, t.title, t.status::text as status, t.format::text as format, t.location,
  t.online_url, ${isoTime(sql`t.starts_at`)} as starts_at, ${isoTime(sql`t.ends_at`)} as ends_at, t.capacity,
  t.booked_count, t.price, t.currency, t.cancel_reason, tu.id as trainer_id, tu.first_name as trainer_first_name,
  tu.last_name as trainer_last_name, tu.avatar_url as trainer_avatar_url,
  ${isoTime(sql`tu.avatar_updated_at`)} as trainer_avatar_updated_at`

/** A row holding TRAINING_COLUMNS. */
const trainingRow = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(TRAINING_STATUSES),
  format: z.enum(TRAINER_FORMATS),
  location: z.string(),
  online_url: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: z.number(),
  booked_count: z.number(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  cancel_reason: z.string().nullable(),
  trainer_id: z.string(),
  trainer_first_name: z.string(),
  trainer_last_name: z.string(),
  trainer_avatar_url: z.string().nullable(),
  trainer_avatar_updated_at: z.string().nullable(),
})

// The rows of each query, made once: a zod schema built per request is compiled again on its
// first parse, which cost more than parsing all of a request's rows (decision 0033, addendum).
/** A booking (`position` null) or a waitlist entry (`position`, the booking's columns null). */
const studentRow = trainingRow.extend({
  booking_id: z.string().nullable(),
  booking_status: z.enum(BOOKING_STATUSES).nullable(),
  late_cancel: z.boolean().nullable(),
  booking_cancelled_by: z.enum(CANCELLED_BY).nullable(),
  booking_cancel_reason: z.string().nullable(),
  booking_pay_with: z.enum(PAY_WITH).nullable(),
  free_cancel_until: z.string().nullable(),
  reviewed: z.boolean().nullable(),
  position: z.number().nullable(),
})
function toItem(row: z.output<typeof trainingRow>, zone: string, showOnlineUrl: boolean): ScheduleItem {
  const { starts_at: startsAt, location, online_url: onlineUrl } = row
  return {
    id: row.id,
    date: dateInZone(new Date(startsAt), zone),
    startsAt,
    endsAt: row.ends_at,
    title: row.title,
    status: row.status,
    format: row.format,
    ...(location ? { location } : {}),
    ...(onlineUrl && showOnlineUrl ? { onlineUrl } : {}),
    trainer: {
      id: row.trainer_id,
      name: displayName(row.trainer_first_name, row.trainer_last_name),
      avatar: avatarUrl(
        row.trainer_avatar_url,
        row.trainer_avatar_updated_at ? new Date(row.trainer_avatar_updated_at) : null,
      ),
    },
    capacity: row.capacity,
    bookedCount: row.booked_count,
    price: row.price,
    currency: row.currency,
    cancelReason: row.cancel_reason,
  }
}

/**
 * The student's trainings in range: one item per training, with the active booking, else the
 * latest one (cancelled bookings stay, so the student sees what was cancelled and why), and the
 * trainings they wait for a place on, with their place in the queue. One statement: the bookings
 * and the waitlist entries, one row each, joined by training here.
 */
async function studentItems(
  db: Db,
  userId: string,
  range: SQL,
  zone: string,
): Promise<{ items: ScheduleItem[]; version: string }> {
  // The version on every row, from the statement's own snapshot (one evaluation per branch).
  const version = studentVersionSql(sql`${userId}`, range)
  const rows = await queryRowsNamed(
    db,
    'student_schedule',
    studentRow.extend({ version: z.string() }),
    sql`
    select *, ${version} as version from (
      select distinct on (t.id) ${TRAINING_COLUMNS}, t.starts_at as sort_key,
             b.id as booking_id, b.status::text as booking_status, b.late_cancel,
             b.cancelled_by::text as booking_cancelled_by, b.cancel_reason as booking_cancel_reason,
             b.payment_method::text as booking_pay_with,
             ${isoTime(sql`case when b.cancels_free then t.starts_at else t.starts_at - ${FREE_CANCEL} end`)}
               as free_cancel_until,
             exists (select 1 from reviews r where r.booking_id = b.id) as reviewed,
             null::int as position
      from bookings b
      join trainings t on t.id = b.training_id
      join users tu on tu.id = t.trainer_id
      left join trainer_profiles tp on tp.user_id = t.trainer_id
      where b.student_id = ${userId} and ${range}
      order by t.id, (b.status <> 'cancelled') desc, b.created_at desc, b.id desc
    ) mine
    union all
    select ${TRAINING_COLUMNS}, t.starts_at as sort_key,
           null::uuid, null, null::boolean, null, null, null, null, null::boolean,
           (select count(*)::int from waitlist_entries w
             where w.training_id = t.id and (w.created_at, w.id) <= (mine.created_at, mine.id)) as position,
           ${version} as version
    from waitlist_entries mine
    join trainings t on t.id = mine.training_id
    join users tu on tu.id = t.trainer_id
    where mine.student_id = ${userId} and ${range}
    order by sort_key, id, position nulls first`,
  )
  const items: ScheduleItem[] = []
  const byTraining = new Map<string, ScheduleItem>()
  let waiting = false
  for (const row of rows) {
    if (row.position !== null) {
      waiting = true
      const item = byTraining.get(row.id)
      if (item) item.waitlistPosition = row.position
      else items.push({ ...toItem(row, zone, false), waitlistPosition: row.position })
      continue
    }
    const status = row.booking_status!
    const item: ScheduleItem = {
      ...toItem(row, zone, bookingSeesOnlineLink(status)),
      booking: {
        id: row.booking_id!,
        status,
        lateCancel: row.late_cancel!,
        freeCancelUntil: row.free_cancel_until!,
        reviewed: row.reviewed!,
        cancelledBy: row.booking_cancelled_by,
        cancelReason: row.booking_cancel_reason,
        payWith: row.booking_pay_with!,
      },
    }
    items.push(item)
    byTraining.set(row.id, item)
  }
  // No rows: no trainer, the version of an empty schedule.
  const at = rows[0]?.version ?? ''
  if (!waiting) return { items, version: at }
  const order = (a: ScheduleItem, b: ScheduleItem) =>
    a.startsAt === b.startsAt ? (a.id < b.id ? -1 : 1) : a.startsAt < b.startsAt ? -1 : 1
  return { items: items.sort(order), version: at }
}

/**
 * The trainer's own trainings in range, cancelled ones included, with the people booked, as the
 * answer's JSON text: PostgreSQL writes the items in the contract's shape (decision 0033, second
 * addendum), so a busy trainer's schedule is not parsed, mapped and written again here. The item
 * is toItem's: the date in the zone, the name and avatar rules of db/people.ts, no empty location
 * or link. tests/api/schedule-api.test.ts holds the answer to the shared schema.
 */
async function trainerItemsJson(
  db: Db,
  userId: string,
  range: SQL,
  zone: string,
): Promise<{ items: string; version: string }> {
  const item = jsonObjectOmittingEmpty(
    [
      ['id', sql`t.id`],
      ['date', sql`to_char(t.starts_at at time zone ${zone}, 'YYYY-MM-DD')`],
      ['startsAt', isoTime(sql`t.starts_at`)],
      ['endsAt', isoTime(sql`t.ends_at`)],
      ['title', sql`t.title`],
      ['status', sql`t.status`],
      ['format', sql`t.format`],
      [
        'trainer',
        sql`json_build_object('id', tu.id, 'name', ${displayNameSql('tu')}, 'avatar', ${avatarUrlSql('tu')})`,
      ],
      ['capacity', sql`t.capacity`],
      ['bookedCount', sql`t.booked_count`],
      ['price', sql`t.price`],
      ['currency', sql`t.currency`],
      ['cancelReason', sql`t.cancel_reason`],
      ['students', sql`people.students`],
    ],
    [
      ['location', sql`t.location`],
      ['onlineUrl', sql`t.online_url`],
    ],
  )
  // The version in the same statement, so it is the one of the snapshot the items come from.
  const [row] = await queryRowsNamed(
    db,
    'trainer_schedule',
    z.object({ items: z.string(), version: z.string() }),
    sql`
    select coalesce(json_agg(${item} order by t.starts_at, t.id), '[]'::json)::text as items,
           ${trainerVersionSql(sql`${userId}`)}::text as version
    from trainings t
    join users tu on tu.id = t.trainer_id
    cross join lateral (
      select coalesce(json_agg(json_build_object(
               'id', su.id, 'bookingId', b.id, 'bookingStatus', b.status, 'name', ${displayNameSql('su')})
             order by b.created_at, b.id), '[]'::json) as students
      from bookings b join users su on su.id = b.student_id
      -- A cancelled training keeps the people it had, so the trainer sees who was told.
      where b.training_id = t.id
        and (b.status <> 'cancelled' or (t.status = 'cancelled' and b.cancelled_at >= t.cancelled_at))
    ) people
    where t.trainer_id = ${userId} and ${range}`,
  )
  return row!
}

/**
 * `json_build_object` of `fields`, and of each `optional` text only when it is not empty (the
 * contract leaves an empty place or link out). A branch per combination: `json` has no way to
 * drop a key, and `jsonb`, which has, made the busy trainer's answer several times slower to build.
 */
function jsonObjectOmittingEmpty(fields: [string, SQL][], optional: [string, SQL][]): SQL {
  const pairs = (list: [string, SQL][]) =>
    sql.join(
      list.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
      sql`, `,
    )
  const branches: SQL[] = []
  for (let mask = 0; mask < 1 << optional.length; mask++) {
    const present = optional.filter((_, i) => mask & (1 << i))
    const condition = optional.map(([, value], i) =>
      mask & (1 << i) ? sql`${value} <> ''` : sql`${value} = ''`,
    )
    branches.push(
      sql`when ${sql.join(condition, sql` and `)} then json_build_object(${pairs([...fields, ...present])})`,
    )
  }
  return sql`(case ${sql.join(branches, sql` `)} end)`
}

/** The caller's zone and the asked range in it, or null when the range falls outside the window. */
async function rangeOf(db: Db, userId: string, query: ScheduleQuery, timeZone: string | undefined) {
  const stored =
    timeZone ??
    (await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)))[0]?.timeZone
  const zone = stored && isTimeZone(stored) ? stored : DEFAULT_TIME_ZONE
  const range = scheduleRange(query, zone)
  if (!range) return null
  const from = range.from.toISOString()
  const to = range.to.toISOString()
  return { zone, from, to, inRange: sql`t.starts_at >= ${from} and t.starts_at < ${to}` }
}

/**
 * The trainer's schedule as the whole answer's body, which the route sends as is; the route has
 * checked that the caller may act as a trainer. Kept in `answers` while the trainer's schedule
 * version holds (decision 0033, fourth addendum): a kept answer costs one small count instead of
 * building a busy trainer's hundreds of KB again; a change to anything it shows, by anyone,
 * changes the version, read from the database on every call, so no answer outlives its data.
 */
export async function trainerScheduleAnswer(
  db: Db,
  answers: VersionedAnswers,
  userId: string,
  query: ScheduleQuery,
  /** The caller's stored zone when the request already read it (the session check does), else read here. */
  timeZone?: string,
): Promise<Buffer> {
  const asked = await rangeOf(db, userId, query, timeZone)
  if (!asked) return Buffer.from(successJson('[]'))
  return answers.answer(
    `trainer ${userId} ${asked.zone} ${asked.from} ${asked.to}`,
    () => versionNow(db, trainerVersionNow, { trainerId: userId }),
    async () => {
      const built = await trainerItemsJson(db, userId, asked.inRange, asked.zone)
      return { version: built.version, body: Buffer.from(successJson(built.items)) }
    },
  )
}

/**
 * The student's schedule as the whole answer's body, `serialize` writing it (the route's response
 * serializer); kept in `answers` while the student's schedule version holds, as the trainer's is.
 */
export async function studentScheduleAnswer(
  db: Db,
  answers: VersionedAnswers,
  userId: string,
  query: ScheduleQuery,
  timeZone: string | undefined,
  serialize: (items: ScheduleItem[]) => string,
): Promise<Buffer> {
  const asked = await rangeOf(db, userId, query, timeZone)
  if (!asked) return Buffer.from(serialize([]))
  return answers.answer(
    `student ${userId} ${asked.zone} ${asked.from} ${asked.to}`,
    () => versionNow(db, studentVersionNow, { studentId: userId, from: asked.from, to: asked.to }),
    async () => {
      const built = await studentItems(db, userId, asked.inRange, asked.zone)
      return { version: built.version, body: Buffer.from(serialize(built.items)) }
    },
  )
}

const versionRow = z.object({ version: z.string() })

// The versions as they stand, read on every call with a kept answer: statements written once
// (decision 0048), named so that PostgreSQL plans each once per connection.
const trainerVersionNow = namedStatement<typeof versionRow, 'trainerId'>(
  'trainer_schedule_version',
  versionRow,
  sql`select ${trainerVersionSql(sql`${sql.placeholder('trainerId')}`)}::text as version`,
)
const studentVersionNow = namedStatement<typeof versionRow, 'studentId' | 'from' | 'to'>(
  'student_schedule_version',
  versionRow,
  sql`select ${studentVersionSql(
    sql`${sql.placeholder('studentId')}`,
    sql`t.starts_at >= ${sql.placeholder('from')} and t.starts_at < ${sql.placeholder('to')}`,
  )} as version`,
)

async function versionNow<Name extends string>(
  db: Db,
  statement: NamedStatement<typeof versionRow, Name>,
  values: Record<Name, unknown>,
): Promise<string> {
  const [row] = await statement(db, values)
  return row!.version
}

/** The caller's schedule in `role`, as items (the calendar feed). */
export async function schedule(
  db: Db,
  userId: string,
  role: ScheduleRole,
  query: ScheduleQuery,
  timeZone?: string,
): Promise<ScheduleItem[]> {
  const asked = await rangeOf(db, userId, query, timeZone)
  if (!asked) return []
  return role === 'trainer'
    ? (JSON.parse((await trainerItemsJson(db, userId, asked.inRange, asked.zone)).items) as ScheduleItem[])
    : (await studentItems(db, userId, asked.inRange, asked.zone)).items
}
