import { sql } from 'drizzle-orm'
import { AppError } from '#server/app-error.ts'
import { type Db, type Executor, uniqueViolation } from '#server/db/client.ts'
import { decodeCursor, encodeCursor } from '#server/db/cursor.ts'
import { avatarUrl, PERSON_COLUMNS, toPerson } from '#server/db/people.ts'
import { isoTime, sqlNow } from '#server/db/sql-helpers.ts'
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
import { type Currency, SPECIALIZATIONS, type Specialization, type TrainerFormat } from '#shared/catalogue.ts'
import { MESSAGES } from '#shared/messages.ts'
import { lockTrainerProfile, refreshRating } from './trainer-aggregates.ts'
import {
  cardColumns,
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

export const SERVICE_COLUMNS = sql`s.id, s.title, s.specialization, s.format::text as format,
  s.duration_min, s.capacity, s.price, s.currency, s.active`

export function toService(row: Record<string, unknown>): TrainerService {
  return {
    id: row.id as string,
    title: row.title as string,
    specialization: row.specialization as Specialization,
    format: row.format as TrainerFormat,
    durationMin: row.duration_min as number,
    capacity: row.capacity as number,
    price: row.price as number,
    currency: row.currency as Currency,
    active: row.active as boolean,
  }
}

// ---- one trainer -------------------------------------------------------------------------

export async function trainerDetails(
  db: Db,
  trainerId: string,
  viewerId: string | null,
): Promise<TrainerDetails> {
  const { rows } = await db.execute(sql`
    select ${cardColumns(viewerId)}, tp.gym_address, tp.manual_approval, tp.min_notice_minutes,
           tp.free_cancel_minutes,
           exists (select 1 from trainer_students ts
                    where ts.trainer_id = tp.user_id and ts.student_id = ${viewerId}::uuid) as is_student,
           exists (select 1 from trainer_requests tr
                    where tr.trainer_id = tp.user_id and tr.student_id = ${viewerId}::uuid
                      and tr.status = 'pending') as has_request
    from trainer_profiles tp join users u on u.id = tp.user_id
    where tp.user_id = ${trainerId} and ${VISIBLE_TRAINER}`)
  const row = rows[0]
  if (!row) throw trainerNotFound()
  const services = await db.execute(sql`
    select ${SERVICE_COLUMNS} from services s
    where s.trainer_id = ${trainerId} and s.active
    order by s.price, s.created_at, s.id`)
  const relation: TrainerRelation =
    viewerId === trainerId ? 'self' : row.is_student ? 'student' : row.has_request ? 'requested' : 'none'
  return {
    ...toCard(row),
    gymAddress: (row.gym_address as string | null) ?? '',
    manualApproval: row.manual_approval as boolean,
    minNoticeMinutes: row.min_notice_minutes as number,
    freeCancelMinutes: row.free_cancel_minutes as number,
    services: services.rows.map(toService),
    relation,
    // Contacts are for those who already train together, not for anyone browsing.
    contacts: relation === 'self' || relation === 'student' ? toContacts(row) : null,
  }
}

// ---- reviews -----------------------------------------------------------------------------

const REVIEW_COLUMNS = sql`r.id, r.rating, r.comment, ${isoTime(sql`r.created_at`)} as created_at,
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_time,
  u.first_name, u.last_name, u.avatar_url, ${isoTime(sql`u.avatar_updated_at`)} as avatar_updated_at`

function toReview(row: Record<string, unknown>): Review {
  return {
    id: row.id as string,
    rating: row.rating as number,
    comment: row.comment as string,
    createdAt: row.created_at as string,
    author: {
      firstName: row.first_name as string,
      // Reviews are public: the author is shown by first name and initial only.
      lastInitial: Array.from(row.last_name as string)[0] ?? '',
      avatar: avatarUrl(
        row.avatar_url as string | null,
        row.avatar_updated_at ? new Date(row.avatar_updated_at as string) : null,
      ),
    },
  }
}

export async function listReviews(
  db: Db,
  trainerId: string,
  query: { cursor?: string | undefined; limit: number },
) {
  const { rows: profile } = await db.execute(sql`
    select round(tp.rating_avg, 1)::float8 as average, tp.reviews_count
    from trainer_profiles tp join users u on u.id = tp.user_id
    where tp.user_id = ${trainerId} and ${VISIBLE_TRAINER}`)
  if (!profile[0]) throw trainerNotFound()
  const after = query.cursor ? decodeCursor(query.cursor, 'reviews', ['timestamp']) : undefined
  const { rows } = await db.execute(sql`
    select ${REVIEW_COLUMNS}
    from reviews r join users u on u.id = r.student_id
    where r.trainer_id = ${trainerId}
      ${after ? sql`and (r.created_at, r.id) < (${after.keys[0]}::timestamptz, ${after.id}::uuid)` : sql``}
    order by r.created_at desc, r.id desc
    limit ${query.limit + 1}`)
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    data: page.map(toReview),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ order: 'reviews', keys: [last.cursor_time as string], id: last.id as string })
        : null,
    summary: { average: profile[0].average as number | null, count: profile[0].reviews_count as number },
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
    const { rows: booking } = await tx.execute(sql`
      select b.id, exists (select 1 from reviews r where r.booking_id = b.id) as reviewed
      from bookings b join trainings t on t.id = b.training_id
      where b.id = ${body.bookingId} and b.student_id = ${studentId} and b.status = 'attended'
        and t.trainer_id = ${trainerId} and b.student_id <> t.trainer_id`)
    if (!booking[0]) throw needsAttendance()
    if (booking[0].reviewed) throw alreadyReviewed()
    let id: string
    try {
      const { rows } = await tx.execute(sql`
        insert into reviews (trainer_id, student_id, booking_id, rating, comment, created_at)
        values (${trainerId}, ${studentId}, ${body.bookingId}, ${body.rating}, ${body.comment}, ${sqlNow()})
        returning id`)
      id = rows[0]!.id as string
    } catch (error) {
      if (uniqueViolation(error) === 'reviews_booking_id_key') throw alreadyReviewed()
      throw error
    }
    await refreshRating(tx, trainerId)
    const { rows } = await tx.execute(sql`
      select ${REVIEW_COLUMNS} from reviews r join users u on u.id = r.student_id where r.id = ${id}`)
    return toReview(rows[0]!)
  })
}

export async function reviewableBookings(db: Db, trainerId: string, studentId: string) {
  await assertVisibleTrainer(db, trainerId)
  const { rows } = await db.execute(sql`
    select b.id as booking_id, t.title, ${isoTime(sql`t.starts_at`)} as starts_at
    from bookings b join trainings t on t.id = b.training_id
    where b.student_id = ${studentId} and t.trainer_id = ${trainerId} and b.status = 'attended'
      and b.student_id <> t.trainer_id
      and not exists (select 1 from reviews r where r.booking_id = b.id)
    order by t.starts_at desc, b.id`)
  return rows.map((row) => ({
    bookingId: row.booking_id as string,
    title: row.title as string,
    startsAt: row.starts_at as string,
  }))
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
  const { rows } = await db.execute(sql`
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
    ) highest on true`)
  const bySpecialization = new Map(rows.map((row) => [row.specialization as string, row]))
  return SPECIALIZATIONS.map((specialization) => {
    const row = bySpecialization.get(specialization)
    return {
      specialization,
      trainerCount: (row?.trainer_count as number | undefined) ?? 0,
      priceMin: (row?.price_min as number | null | undefined) ?? null,
      priceMax: (row?.price_max as number | null | undefined) ?? null,
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
  const { rows } = await db.execute(sql`
    select trainer_id from favorites where user_id = ${userId} order by created_at desc, trainer_id`)
  return trainerCards(
    db,
    rows.map((row) => row.trainer_id as string),
    userId,
  )
}

export async function addFavorite(db: Db, userId: string, trainerId: string) {
  await assertVisibleTrainer(db, trainerId)
  if (userId === trainerId) throw AppError.unprocessable('cannot_favorite_self', MESSAGES.cannotFavoriteSelf)
  await db.execute(sql`
    insert into favorites (user_id, trainer_id, created_at)
    values (${userId}, ${trainerId}, ${sqlNow()}) on conflict do nothing`)
}

/** Idempotent: removing what is not there (or an unknown trainer) is not an error. */
export async function removeFavorite(db: Db, userId: string, trainerId: string) {
  await db.execute(sql`delete from favorites where user_id = ${userId} and trainer_id = ${trainerId}`)
}

// ---- asking to train, and the trainers one trains with -----------------------------------

export const REQUEST_COLUMNS = sql`tr.id as request_id, tr.message, tr.preferred_times, tr.status::text as status,
  ${isoTime(sql`tr.created_at`)} as created_at, ${PERSON_COLUMNS}`

export function toTrainerRequest(row: Record<string, unknown>): TrainerRequest {
  return {
    id: row.request_id as string,
    kind: 'student',
    student: toPerson(row),
    message: row.message as string,
    preferredTimes: row.preferred_times as string,
    status: row.status as TrainerRequest['status'],
    createdAt: row.created_at as string,
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
    const { rows: standing } = await tx.execute(sql`
      select exists (select 1 from trainer_students
                      where trainer_id = ${trainerId} and student_id = ${studentId}) as is_student,
             exists (select 1 from trainer_requests
                      where trainer_id = ${trainerId} and student_id = ${studentId}
                        and status = 'pending') as has_request`)
    if (standing[0]?.is_student) throw AppError.conflict('already_student', MESSAGES.alreadyStudent)
    if (standing[0]?.has_request) throw requestAlreadySent()
    let requestId: string
    try {
      const { rows } = await tx.execute(sql`
        insert into trainer_requests (student_id, trainer_id, message, preferred_times, created_at)
        values (${studentId}, ${trainerId}, ${body.message}, ${body.preferredTimes}, ${sqlNow()})
        returning id`)
      requestId = rows[0]!.id as string
    } catch (error) {
      // Two tabs asking at once: the partial unique index lets one through.
      if (uniqueViolation(error) === 'trainer_requests_one_pending_key') throw requestAlreadySent()
      throw error
    }
    const { rows } = await tx.execute(sql`
      select ${REQUEST_COLUMNS} from trainer_requests tr join users u on u.id = tr.student_id
      where tr.id = ${requestId}`)
    return toTrainerRequest(rows[0]!)
  })
}

export async function myTrainers(db: Db, studentId: string): Promise<MyTrainer[]> {
  const { rows } = await db.execute(sql`
    select ${cardColumns(studentId)}, ${isoTime(sql`ts.since`)} as since
    from trainer_students ts
    join trainer_profiles tp on tp.user_id = ts.trainer_id
    join users u on u.id = tp.user_id
    where ts.student_id = ${studentId} and ${VISIBLE_TRAINER}
    order by ts.since desc, tp.user_id`)
  return rows.map((row) => ({ ...toCard(row), since: row.since as string, contacts: toContacts(row) }))
}
