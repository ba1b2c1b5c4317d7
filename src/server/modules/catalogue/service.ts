import { and, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import { type Db, type Executor, uniqueViolation } from '#server/db/client.ts'
import { decodeCursor, encodeCursor } from '#server/db/cursor.ts'
import { avatarUrl, PERSON_COLUMNS, personRow, toPerson } from '#server/db/people.ts'
import { favorites, reviews, services, trainerRequests } from '#server/db/schema.ts'
import { isoTime } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import type {
  MyTrainer,
  Review,
  SpecializationSummary,
  TrainerCard,
  TrainerDetails,
  TrainerRelation,
  TrainerRequest,
  TrainerService,
} from '#shared/api/catalogue.ts'
import { TRAINER_REQUEST_STATUSES } from '#shared/api/catalogue.ts'
import { type Currency, SPECIALIZATIONS } from '#shared/catalogue.ts'
import { MESSAGES } from '#shared/messages.ts'
import { lockTrainerProfile, refreshRating } from './trainer-aggregates.ts'
import {
  cardColumns,
  cardRow,
  isVisibleTrainer,
  toCard,
  toContacts,
  trainerCards,
  VISIBLE_TRAINER,
} from './trainer-cards.ts'

/** The platform's currency: the one /api/services compares prices in. */
const DEFAULT_CURRENCY: Currency = 'RUB'

const trainerNotFound = () => AppError.notFound(MESSAGES.trainerNotFound)

async function assertVisibleTrainer(db: Executor, trainerId: string) {
  if (!(await isVisibleTrainer(db, trainerId))) throw trainerNotFound()
}

/** A service as the API shows it, as a query-builder selection over `services`. */
export const SERVICE_FIELDS = {
  id: services.id,
  title: services.title,
  specialization: services.specialization,
  format: services.format,
  durationMin: services.durationMin,
  capacity: services.capacity,
  price: services.price,
  currency: services.currency,
  active: services.active,
} satisfies Record<keyof TrainerService, unknown>

// ---- one trainer -------------------------------------------------------------------------

export async function trainerDetails(
  db: Db,
  trainerId: string,
  viewerId: string | null,
): Promise<TrainerDetails> {
  const row = await queryRow(
    db,
    cardRow.extend({
      gym_address: z.string().nullable(),
      manual_approval: z.boolean(),
      min_notice_minutes: z.number(),
      free_cancel_minutes: z.number(),
      is_student: z.boolean(),
      has_request: z.boolean(),
    }),
    sql`
    select ${cardColumns(viewerId)}, tp.gym_address, tp.manual_approval, tp.min_notice_minutes,
           tp.free_cancel_minutes,
           exists (select 1 from trainer_students ts
                    where ts.trainer_id = tp.user_id and ts.student_id = ${viewerId}::uuid) as is_student,
           exists (select 1 from trainer_requests tr
                    where tr.trainer_id = tp.user_id and tr.student_id = ${viewerId}::uuid
                      and tr.status = 'pending') as has_request
    from trainer_profiles tp join users u on u.id = tp.user_id
    where tp.user_id = ${trainerId} and ${VISIBLE_TRAINER}`,
  )
  if (!row) throw trainerNotFound()
  const onSale: TrainerService[] = await db
    .select(SERVICE_FIELDS)
    .from(services)
    .where(and(eq(services.trainerId, trainerId), eq(services.active, true)))
    .orderBy(services.price, services.createdAt, services.id)
  const relation: TrainerRelation =
    viewerId === trainerId ? 'self' : row.is_student ? 'student' : row.has_request ? 'requested' : 'none'
  return {
    ...toCard(row),
    gymAddress: row.gym_address ?? '',
    manualApproval: row.manual_approval,
    minNoticeMinutes: row.min_notice_minutes,
    freeCancelMinutes: row.free_cancel_minutes,
    services: onSale,
    relation,
    // Contacts are for those who already train together, not for anyone browsing.
    contacts: relation === 'self' || relation === 'student' ? toContacts(row) : null,
  }
}

// ---- reviews -----------------------------------------------------------------------------

const REVIEW_COLUMNS = sql`r.id, r.rating, r.comment, ${isoTime(sql`r.created_at`)} as created_at,
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_time,
  u.first_name, u.last_name, u.avatar_url, ${isoTime(sql`u.avatar_updated_at`)} as avatar_updated_at`

const reviewRow = personRow.omit({ id: true }).extend({
  id: z.string(),
  rating: z.number(),
  comment: z.string(),
  created_at: z.string(),
  cursor_time: z.string(),
})

function toReview(row: z.output<typeof reviewRow>): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at,
    author: {
      firstName: row.first_name,
      // Reviews are public: the author is shown by first name and initial only.
      lastInitial: Array.from(row.last_name)[0] ?? '',
      avatar: avatarUrl(row.avatar_url, row.avatar_updated_at ? new Date(row.avatar_updated_at) : null),
    },
  }
}

export async function listReviews(
  db: Db,
  trainerId: string,
  query: { cursor?: string | undefined; limit: number },
) {
  const profile = await queryRow(
    db,
    z.object({ average: z.number().nullable(), reviews_count: z.number() }),
    sql`select round(tp.rating_avg, 1)::float8 as average, tp.reviews_count
        from trainer_profiles tp join users u on u.id = tp.user_id
        where tp.user_id = ${trainerId} and ${VISIBLE_TRAINER}`,
  )
  if (!profile) throw trainerNotFound()
  const after = query.cursor ? decodeCursor(query.cursor, 'reviews', ['timestamp']) : undefined
  const rows = await queryRows(
    db,
    reviewRow,
    sql`
    select ${REVIEW_COLUMNS}
    from reviews r join users u on u.id = r.student_id
    where r.trainer_id = ${trainerId}
      ${after ? sql`and (r.created_at, r.id) < (${after.keys[0]}::timestamptz, ${after.id}::uuid)` : sql``}
    order by r.created_at desc, r.id desc
    limit ${query.limit + 1}`,
  )
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    data: page.map(toReview),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ order: 'reviews', keys: [last.cursor_time], id: last.id })
        : null,
    summary: { average: profile.average, count: profile.reviews_count },
  }
}

const needsAttendance = () =>
  AppError.unprocessable('review_needs_attendance', MESSAGES.reviewNeedsAttendance)
const alreadyReviewed = () => AppError.conflict('review_already_left', MESSAGES.reviewAlreadyLeft)

/** A review of an attended booking of the caller with this trainer; the rating moves with it. */
export async function createReview(
  db: Db,
  trainerId: string,
  studentId: string,
  body: { bookingId: string; rating: number; comment: string },
): Promise<Review> {
  return db.transaction(async (tx) => {
    await assertVisibleTrainer(tx, trainerId)
    await lockTrainerProfile(tx, trainerId)
    // Someone else's booking answers exactly like a missing one.
    const booking = await queryRow(
      tx,
      z.object({ reviewed: z.boolean() }),
      sql`select exists (select 1 from reviews r where r.booking_id = b.id) as reviewed
          from bookings b join trainings t on t.id = b.training_id
          where b.id = ${body.bookingId} and b.student_id = ${studentId} and b.status = 'attended'
            and t.trainer_id = ${trainerId} and b.student_id <> t.trainer_id`,
    )
    if (!booking) throw needsAttendance()
    if (booking.reviewed) throw alreadyReviewed()
    let id: string
    try {
      const [review] = await tx
        .insert(reviews)
        .values({
          trainerId,
          studentId,
          bookingId: body.bookingId,
          rating: body.rating,
          comment: body.comment,
        })
        .returning({ id: reviews.id })
      id = review!.id
    } catch (error) {
      if (uniqueViolation(error) === 'reviews_booking_id_key') throw alreadyReviewed()
      throw error
    }
    await refreshRating(tx, trainerId)
    const review = await queryRow(
      tx,
      reviewRow,
      sql`select ${REVIEW_COLUMNS} from reviews r join users u on u.id = r.student_id where r.id = ${id}`,
    )
    return toReview(review!)
  })
}

export async function reviewableBookings(db: Db, trainerId: string, studentId: string) {
  await assertVisibleTrainer(db, trainerId)
  const rows = await queryRows(
    db,
    z.object({ booking_id: z.string(), title: z.string(), starts_at: z.string() }),
    sql`
    select b.id as booking_id, t.title, ${isoTime(sql`t.starts_at`)} as starts_at
    from bookings b join trainings t on t.id = b.training_id
    where b.student_id = ${studentId} and t.trainer_id = ${trainerId} and b.status = 'attended'
      and b.student_id <> t.trainer_id
      and not exists (select 1 from reviews r where r.booking_id = b.id)
    order by t.starts_at desc, b.id`,
  )
  return rows.map((row) => ({ bookingId: row.booking_id, title: row.title, startsAt: row.starts_at }))
}

// ---- what one can train in ---------------------------------------------------------------

/**
 * Every specialization, in the fixed order: how many visible trainers list it (what the
 * filtered catalogue shows) and the price range of their active services in it.
 */
async function countSpecializations(db: Db): Promise<SpecializationSummary[]> {
  const list = sql.param([...SPECIALIZATIONS])
  // Counting reads every visible trainer; the price ends are index walks that stop at the
  // first service of a visible trainer.
  const rows = await queryRows(
    db,
    z.object({
      specialization: z.string(),
      trainer_count: z.number(),
      price_min: z.number().nullable(),
      price_max: z.number().nullable(),
    }),
    sql`
    with counts as (
      select s.specialization, count(*)::int as trainer_count
      from trainer_profiles tp join users u on u.id = tp.user_id
      cross join lateral unnest(tp.specializations) as s(specialization)
      where ${VISIBLE_TRAINER}
      group by s.specialization
    )
    select x.specialization, coalesce(c.trainer_count, 0) as trainer_count,
           lowest.price as price_min, highest.price as price_max
    from unnest(${list}::text[]) as x(specialization)
    left join counts c on c.specialization = x.specialization
    left join lateral (
      select sv.price from services sv
      join trainer_profiles tp on tp.user_id = sv.trainer_id join users u on u.id = tp.user_id
      where sv.active and sv.specialization = x.specialization and sv.currency = ${DEFAULT_CURRENCY}
        and ${VISIBLE_TRAINER}
      order by sv.price limit 1
    ) lowest on true
    left join lateral (
      select sv.price from services sv
      join trainer_profiles tp on tp.user_id = sv.trainer_id join users u on u.id = tp.user_id
      where sv.active and sv.specialization = x.specialization and sv.currency = ${DEFAULT_CURRENCY}
        and ${VISIBLE_TRAINER}
      order by sv.price desc limit 1
    ) highest on true`,
  )
  const bySpecialization = new Map(rows.map((row) => [row.specialization, row]))
  return SPECIALIZATIONS.map((specialization) => {
    const row = bySpecialization.get(specialization)
    return {
      specialization,
      trainerCount: row?.trainer_count ?? 0,
      priceMin: row?.price_min ?? null,
      priceMax: row?.price_max ?? null,
      currency: DEFAULT_CURRENCY,
    }
  })
}

/**
 * The overview changes slowly and costs a pass over every trainer (decision 0008), so each
 * server instance keeps it this long; concurrent callers share one computation.
 */
export const SPECIALIZATION_SUMMARY_TTL_MS = 60_000
const summaryCache = new WeakMap<Db, { expiresAt: number; summary: Promise<SpecializationSummary[]> }>()

export function specializationSummaries(db: Db): Promise<SpecializationSummary[]> {
  const cached = summaryCache.get(db)
  if (cached && cached.expiresAt > performance.now()) return cached.summary
  const summary = countSpecializations(db)
  summaryCache.set(db, { expiresAt: performance.now() + SPECIALIZATION_SUMMARY_TTL_MS, summary })
  summary.catch(() => summaryCache.delete(db))
  return summary
}

// ---- favorites ---------------------------------------------------------------------------

export async function listFavorites(db: Db, userId: string): Promise<TrainerCard[]> {
  const rows = await db
    .select({ trainerId: favorites.trainerId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), favorites.trainerId)
  return trainerCards(
    db,
    rows.map((row) => row.trainerId),
    userId,
  )
}

export async function addFavorite(db: Db, userId: string, trainerId: string) {
  await assertVisibleTrainer(db, trainerId)
  if (userId === trainerId) throw AppError.unprocessable('cannot_favorite_self', MESSAGES.cannotFavoriteSelf)
  await db.insert(favorites).values({ userId, trainerId }).onConflictDoNothing()
}

/** Idempotent: removing what is not there (or an unknown trainer) is not an error. */
export async function removeFavorite(db: Db, userId: string, trainerId: string) {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.trainerId, trainerId)))
}

// ---- asking to train, and the trainers one trains with -----------------------------------

export const REQUEST_COLUMNS = sql`tr.id as request_id, tr.message, tr.preferred_times, tr.status::text as status,
  ${isoTime(sql`tr.created_at`)} as created_at, ${PERSON_COLUMNS}`

/** A row holding REQUEST_COLUMNS. */
export const requestRow = personRow.extend({
  request_id: z.string(),
  message: z.string(),
  preferred_times: z.string(),
  status: z.enum(TRAINER_REQUEST_STATUSES),
  created_at: z.string(),
})

export function toTrainerRequest(row: z.output<typeof requestRow>): TrainerRequest {
  return {
    id: row.request_id,
    kind: 'student',
    student: toPerson(row),
    message: row.message,
    preferredTimes: row.preferred_times,
    status: row.status,
    createdAt: row.created_at,
    training: null,
  }
}

const requestAlreadySent = () => AppError.conflict('request_already_sent', MESSAGES.requestAlreadySent)

export async function askToTrain(
  db: Db,
  trainerId: string,
  studentId: string,
  body: { message: string; preferredTimes: string },
): Promise<TrainerRequest> {
  return db.transaction(async (tx) => {
    await assertVisibleTrainer(tx, trainerId)
    if (trainerId === studentId)
      throw AppError.unprocessable('cannot_request_self', MESSAGES.cannotRequestSelf)
    const standing = await queryRow(
      tx,
      z.object({ is_student: z.boolean(), has_request: z.boolean() }),
      sql`
      select exists (select 1 from trainer_students
                      where trainer_id = ${trainerId} and student_id = ${studentId}) as is_student,
             exists (select 1 from trainer_requests
                      where trainer_id = ${trainerId} and student_id = ${studentId}
                        and status = 'pending') as has_request`,
    )
    if (standing?.is_student) throw AppError.conflict('already_student', MESSAGES.alreadyStudent)
    if (standing?.has_request) throw requestAlreadySent()
    let requestId: string
    try {
      const [request] = await tx
        .insert(trainerRequests)
        .values({ studentId, trainerId, message: body.message, preferredTimes: body.preferredTimes })
        .returning({ id: trainerRequests.id })
      requestId = request!.id
    } catch (error) {
      // Two tabs asking at once: the partial unique index lets one through.
      if (uniqueViolation(error) === 'trainer_requests_one_pending_key') throw requestAlreadySent()
      throw error
    }
    const request = await queryRow(
      tx,
      requestRow,
      sql`select ${REQUEST_COLUMNS} from trainer_requests tr join users u on u.id = tr.student_id
          where tr.id = ${requestId}`,
    )
    return toTrainerRequest(request!)
  })
}

export async function myTrainers(db: Db, studentId: string): Promise<MyTrainer[]> {
  const rows = await queryRows(
    db,
    cardRow.extend({ since: z.string() }),
    sql`
    select ${cardColumns(studentId)}, ${isoTime(sql`ts.since`)} as since
    from trainer_students ts
    join trainer_profiles tp on tp.user_id = ts.trainer_id
    join users u on u.id = tp.user_id
    where ts.student_id = ${studentId} and ${VISIBLE_TRAINER}
    order by ts.since desc, tp.user_id`,
  )
  return rows.map((row) => ({ ...toCard(row), since: row.since, contacts: toContacts(row) }))
}
