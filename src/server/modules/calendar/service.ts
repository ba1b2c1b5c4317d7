// The private calendar feed (PRODUCT.md §2 "Calendar feed", docs/decisions/0017): a random
// token per user makes the feed URL; the feed lists the schedule of the user's current role.
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#server/db/client.ts'
import { canActAsTrainerSql } from '#server/db/people.ts'
import { users } from '#server/db/schema.ts'
import { uuidArray } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import { schedule } from '#server/modules/schedule/index.ts'
import type { ScheduleItem, ScheduleRole } from '#shared/api/schedule.ts'
import { clock } from '#shared/clock.ts'
import { DEFAULT_TIME_ZONE, PRODUCT_NAME } from '#shared/constants.ts'
import { isLocale, type Locale } from '#shared/locales.ts'
import { isTimeZone } from '#shared/zoned-format.ts'
import { type CalendarEvent, type EventStatus, writeCalendar } from './ical.ts'

/** 32 random bytes (256 bits), base64url: 43 characters. */
export const newCalendarToken = () => randomBytes(32).toString('base64url')

/** A token as issued: 43 base64url characters; anything else is answered 404 without a query. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const feedPath = (token: string) => `/api/calendar/${token}.ics`

export const feedUrl = (publicUrl: string, token: string) => new URL(feedPath(token), publicUrl).toString()

/** Gives the user a new token; the old one (if any) stops working in the same statement. */
export async function rotateCalendarToken(db: Db, userId: string): Promise<string> {
  const token = newCalendarToken()
  await db.update(users).set({ calendarToken: token, updatedAt: clock.now() }).where(eq(users.id, userId))
  return token
}

export async function currentCalendarToken(db: Db, userId: string): Promise<string | null> {
  const [user] = await db
    .select({ calendarToken: users.calendarToken })
    .from(users)
    .where(eq(users.id, userId))
  return user?.calendarToken ?? null
}

const TEXTS: Record<
  Locale,
  {
    trainer: string
    students: string
    noStudents: string
    online: string
    awaiting: string
    cancelled: string
    open: string
  }
> = {
  en: {
    trainer: 'Trainer',
    students: 'Students',
    noStudents: 'No one booked yet',
    online: 'Online',
    awaiting: 'Waiting for the trainer to confirm',
    cancelled: 'Cancelled',
    open: `Open in ${PRODUCT_NAME}`,
  },
  ru: {
    trainer: 'Тренер',
    students: 'Ученики',
    noStudents: 'Пока никто не записался',
    online: 'Онлайн',
    awaiting: 'Ждёт подтверждения тренера',
    cancelled: 'Отменено',
    open: `Открыть в ${PRODUCT_NAME}`,
  },
}

/** Holding a place: the booking statuses that show as events that take place. */
const ACTIVE_STUDENT_STATUSES = new Set(['requested', 'confirmed', 'attended', 'no_show'])

interface TrainingMeta {
  zone: string
  createdAt: number
  updatedAt: number
}

/**
 * Each training's zone (its template's, else its trainer's — trainings store instants only) and
 * its change times, and the bookings' change times, for SEQUENCE and LAST-MODIFIED.
 */
async function metaOf(db: Db, items: ScheduleItem[]) {
  const trainingIds = items.map((i) => i.id)
  const bookingIds = items.flatMap((i) => (i.booking ? [i.booking.id] : []))
  const trainings = new Map<string, TrainingMeta>()
  const bookings = new Map<string, number>()
  if (trainingIds.length === 0) return { trainings, bookings }
  // Change times in fractional milliseconds (numeric, read as text): the stored microseconds count.
  const rows = await queryRows(
    db,
    z.object({
      id: z.string(),
      zone: z.string(),
      created_ms: z.coerce.number(),
      updated_ms: z.coerce.number(),
    }),
    sql`
    select t.id, coalesce(tt.time_zone, tu.time_zone) as zone,
           extract(epoch from t.created_at) * 1000 as created_ms,
           extract(epoch from t.updated_at) * 1000 as updated_ms
    from trainings t
    join users tu on tu.id = t.trainer_id
    left join training_templates tt on tt.id = t.template_id
    where t.id = any(${uuidArray(trainingIds)})`,
  )
  for (const row of rows) {
    trainings.set(row.id, {
      zone: isTimeZone(row.zone) ? row.zone : DEFAULT_TIME_ZONE,
      createdAt: row.created_ms,
      updatedAt: row.updated_ms,
    })
  }
  if (bookingIds.length > 0) {
    const bookingRows = await queryRows(
      db,
      z.object({ id: z.string(), updated_ms: z.coerce.number() }),
      sql`select id, extract(epoch from updated_at) * 1000 as updated_ms from bookings
          where id = any(${uuidArray(bookingIds)})`,
    )
    for (const row of bookingRows) bookings.set(row.id, row.updated_ms)
  }
  return { trainings, bookings }
}

function toEvent(
  item: ScheduleItem,
  role: ScheduleRole,
  meta: TrainingMeta,
  bookingUpdatedAt: number | undefined,
  locale: Locale,
  appUrl: string,
): CalendarEvent {
  const text = TEXTS[locale]
  const bookingStatus = item.booking?.status
  let status: EventStatus = 'CONFIRMED'
  if (item.status === 'cancelled' || bookingStatus === 'cancelled') status = 'CANCELLED'
  else if (bookingStatus === 'requested') status = 'TENTATIVE'

  const lines: string[] = []
  if (role === 'student') {
    lines.push(`${text.trainer}: ${item.trainer.name}`)
    if (status === 'TENTATIVE') lines.push(text.awaiting)
  } else {
    const names = (item.students ?? [])
      .filter((s) => ACTIVE_STUDENT_STATUSES.has(s.bookingStatus))
      .map((s) => s.name)
    lines.push(names.length ? `${text.students}: ${names.join(', ')}` : text.noStudents)
  }
  if (status === 'CANCELLED') {
    const reason = item.cancelReason ?? item.booking?.cancelReason
    lines.push(reason ? `${text.cancelled}: ${reason}` : text.cancelled)
  }
  if (item.onlineUrl) lines.push(`${text.online}: ${item.onlineUrl}`)
  lines.push(`${text.open}: ${appUrl}`)

  const updatedAt = Math.max(meta.updatedAt, bookingUpdatedAt ?? 0)
  return {
    uid: `${item.id}@trainly`,
    start: new Date(item.startsAt),
    end: new Date(item.endsAt),
    timeZone: meta.zone,
    summary: item.title,
    location: item.location || item.onlineUrl || undefined,
    description: lines.join('\n'),
    url: appUrl,
    status,
    // Seconds since the training was made to its (or the booking's) last change: grows with each change.
    sequence: Math.max(0, Math.floor((updatedAt - meta.createdAt) / 1000)),
    lastModified: new Date(updatedAt),
  }
}

/**
 * The feed of the token's owner in their current role, or null for an unknown (or rotated)
 * token or a blocked account. A trainer blocked as a trainer gets the student feed, as the app
 * shows them (requireAuth's currentRole).
 */
export async function calendarFeed(
  db: Db,
  token: string,
  publicUrl: string,
  now = clock.now(),
): Promise<string | null> {
  const user = await queryRow(
    db,
    z.object({
      id: z.string(),
      current_role: z.string(),
      language: z.string().nullable(),
      time_zone: z.string(),
      blocked: z.boolean(),
      can_act_as_trainer: z.boolean(),
    }),
    sql`select u.id, u."current_role"::text as current_role, u.language::text as language, u.time_zone,
               u.blocked_at is not null as blocked, ${canActAsTrainerSql('u')} as can_act_as_trainer
        from users u where u.calendar_token = ${token}`,
  )
  if (!user || user.blocked) return null
  const role: ScheduleRole =
    user.current_role === 'trainer' && user.can_act_as_trainer ? 'trainer' : 'student'
  const locale: Locale = isLocale(user.language) ? user.language : 'en'
  // The whole window: schedule() clips any range to SPEC.md §9's, 6 months back to 12 forward.
  const items = (
    await schedule(db, user.id, role, { startDate: '0001-01-01', endDate: '9999-12-31' })
  ).filter((item) => role === 'trainer' || item.booking)
  const meta = await metaOf(db, items)
  const appUrl = new URL('/schedule', publicUrl).toString()
  const events = items.flatMap((item) => {
    const training = meta.trainings.get(item.id)
    if (!training) return []
    const bookingUpdatedAt = item.booking ? meta.bookings.get(item.booking.id) : undefined
    return [toEvent(item, role, training, bookingUpdatedAt, locale, appUrl)]
  })
  const zone = user.time_zone
  return writeCalendar({
    name: PRODUCT_NAME,
    now,
    events,
    timeZone: isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE,
  })
}
