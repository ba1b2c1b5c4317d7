import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db } from '#server/db/client.ts'
import { PERSON_COLUMNS, personName, toPerson } from '#server/db/people.ts'
import { isoTime, likeContaining, sqlNow } from '#server/db/sql-helpers.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import { decideBookingRequest, pendingBookingRequests } from '#server/modules/booking/index.ts'
import {
  lockTrainerProfile,
  REQUEST_COLUMNS,
  refreshPriceFrom,
  refreshRating,
  SERVICE_COLUMNS,
  toService,
  toTrainerRequest,
} from '#server/modules/catalogue/index.ts'
import type {
  OwnTrainerProfile,
  StudentCard,
  StudentSummary,
  serviceBody,
  TrainerRequest,
  TrainerService,
  trainerProfileBody,
} from '#shared/api/catalogue.ts'
import type { Specialization, TrainerFormat } from '#shared/catalogue.ts'
import { DEFAULT_FREE_CANCEL_MINUTES, DEFAULT_MIN_NOTICE_MINUTES } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'
import type { BookingStatus, CancelledBy, TrainingStatus } from '#shared/training-states.ts'

type ProfileInput = z.output<typeof trainerProfileBody>
type ServiceInput = z.output<typeof serviceBody>

// ---- the trainer's own profile ------------------------------------------------------------

/** The profile as stored; a trainer who has not filled it in yet gets the defaults to start from. */
export async function ownProfile(db: Db, trainerId: string): Promise<OwnTrainerProfile> {
  const { rows } = await db.execute(sql`
    select bio_en, bio_ru, specializations, experience_years, city, formats::text[] as formats,
           gym_address, manual_approval, min_notice_minutes, free_cancel_minutes
    from trainer_profiles where user_id = ${trainerId}`)
  const row = rows[0]
  if (!row) {
    return {
      userId: trainerId,
      bioEn: '',
      bioRu: '',
      specializations: [],
      experienceYears: 0,
      city: '',
      formats: [],
      gymAddress: '',
      manualApproval: false,
      minNoticeMinutes: DEFAULT_MIN_NOTICE_MINUTES,
      freeCancelMinutes: DEFAULT_FREE_CANCEL_MINUTES,
    }
  }
  return {
    userId: trainerId,
    bioEn: row.bio_en as string,
    bioRu: row.bio_ru as string,
    specializations: row.specializations as Specialization[],
    experienceYears: row.experience_years as number,
    city: row.city as string,
    formats: row.formats as TrainerFormat[],
    gymAddress: (row.gym_address as string | null) ?? '',
    manualApproval: row.manual_approval as boolean,
    minNoticeMinutes: row.min_notice_minutes as number,
    freeCancelMinutes: row.free_cancel_minutes as number,
  }
}

/** Creates the profile on first save; from then on the trainer is in the catalogue. */
export async function saveProfile(
  db: Db,
  trainerId: string,
  input: ProfileInput,
): Promise<OwnTrainerProfile> {
  const specializations = [...new Set(input.specializations)]
  const formats = [...new Set(input.formats)]
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      insert into trainer_profiles (user_id, bio_en, bio_ru, specializations, experience_years, city,
                                    formats, gym_address, manual_approval, min_notice_minutes,
                                    free_cancel_minutes, created_at, updated_at)
      values (${trainerId}, ${input.bioEn}, ${input.bioRu}, ${sql.param(specializations)}::text[],
              ${input.experienceYears}, ${input.city}, ${sql.param(formats)}::trainer_format[],
              ${input.gymAddress}, ${input.manualApproval}, ${input.minNoticeMinutes},
              ${input.freeCancelMinutes}, ${sqlNow()}, ${sqlNow()})
      on conflict (user_id) do update set
        bio_en = excluded.bio_en, bio_ru = excluded.bio_ru, specializations = excluded.specializations,
        experience_years = excluded.experience_years, city = excluded.city, formats = excluded.formats,
        gym_address = excluded.gym_address, manual_approval = excluded.manual_approval,
        min_notice_minutes = excluded.min_notice_minutes, free_cancel_minutes = excluded.free_cancel_minutes,
        updated_at = ${sqlNow()}
      returning (xmax = 0) as created`)
    // Services or reviews written before the profile existed had no row to keep their figures in.
    if (rows[0]?.created) {
      await refreshPriceFrom(tx, trainerId)
      await refreshRating(tx, trainerId)
    }
  })
  return ownProfile(db, trainerId)
}

// ---- services ----------------------------------------------------------------------------

const serviceNotFound = () => AppError.notFound(MESSAGES.serviceNotFound)

export async function listServices(db: Db, trainerId: string): Promise<TrainerService[]> {
  const { rows } = await db.execute(sql`
    select ${SERVICE_COLUMNS} from services s
    where s.trainer_id = ${trainerId} order by s.created_at, s.id`)
  return rows.map(toService)
}

/** Every write of services keeps the catalogue's "price from" right, in the same transaction. */
export async function createService(db: Db, trainerId: string, input: ServiceInput): Promise<TrainerService> {
  return db.transaction(async (tx) => {
    await lockTrainerProfile(tx, trainerId)
    const { rows } = await tx.execute(sql`
      insert into services as s (trainer_id, title, specialization, format, duration_min, capacity, price,
                              currency, active, created_at, updated_at)
      values (${trainerId}, ${input.title}, ${input.specialization}, ${input.format}, ${input.durationMin},
              ${input.capacity}, ${input.price}, ${input.currency}, ${input.active}, ${sqlNow()}, ${sqlNow()})
      returning ${SERVICE_COLUMNS}`)
    await refreshPriceFrom(tx, trainerId)
    return toService(rows[0]!)
  })
}

export async function updateService(
  db: Db,
  trainerId: string,
  serviceId: string,
  input: Partial<ServiceInput>,
): Promise<TrainerService> {
  const columns = {
    title: input.title,
    specialization: input.specialization,
    format: input.format === undefined ? undefined : sql`${input.format}::trainer_format`,
    duration_min: input.durationMin,
    capacity: input.capacity,
    price: input.price,
    currency: input.currency,
    active: input.active,
  }
  const assignments = Object.entries(columns).flatMap(([column, value]) =>
    value === undefined ? [] : [sql`${sql.identifier(column)} = ${value}`],
  )
  return db.transaction(async (tx) => {
    await lockTrainerProfile(tx, trainerId)
    // Another trainer's service answers exactly like a missing one.
    const { rows } = await tx.execute(sql`
      update services s set ${sql.join([...assignments, sql`updated_at = ${sqlNow()}`], sql`, `)}
      where s.id = ${serviceId} and s.trainer_id = ${trainerId}
      returning ${SERVICE_COLUMNS}`)
    if (!rows[0]) throw serviceNotFound()
    await refreshPriceFrom(tx, trainerId)
    return toService(rows[0])
  })
}

/**
 * Deletes the service outright: trainings copy what they sell (title, price) when created, so
 * nothing points at a service; PATCH `active: false` is how a trainer pauses one.
 */
export async function deleteService(db: Db, trainerId: string, serviceId: string) {
  await db.transaction(async (tx) => {
    await lockTrainerProfile(tx, trainerId)
    const { rows } = await tx.execute(sql`
      delete from services where id = ${serviceId} and trainer_id = ${trainerId} returning id`)
    if (!rows[0]) throw serviceNotFound()
    await refreshPriceFrom(tx, trainerId)
  })
}

// ---- requests to train -------------------------------------------------------------------

const requestNotFound = () => AppError.notFound('Request not found')

/** Requests to train and bookings awaiting approval, together, oldest first. */
export async function pendingRequests(db: Db, trainerId: string): Promise<TrainerRequest[]> {
  const { rows } = await db.execute(sql`
    select ${REQUEST_COLUMNS}
    from trainer_requests tr join users u on u.id = tr.student_id
    where tr.trainer_id = ${trainerId} and tr.status = 'pending'
    order by tr.created_at, tr.id`)
  const all = [...rows.map(toTrainerRequest), ...(await pendingBookingRequests(db, trainerId))]
  return all.sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
  )
}

/**
 * Decides a request to train or, when the id is a booking of the trainer's training awaiting
 * approval, that booking (modules/booking/requests.ts). Accepting makes the student one of the
 * trainer's students, in the same transaction. A booking's decision records the schedules it
 * changed in `changes`; a request to train changes none.
 */
export async function decideRequest(
  db: Db,
  trainerId: string,
  requestId: string,
  decision: { accept: true } | { accept: false; reason: string },
  changes: Effects,
): Promise<TrainerRequest> {
  const decided =
    (await decideStudentRequest(db, trainerId, requestId, decision, changes)) ??
    (await decideBookingRequest(db, trainerId, requestId, decision, changes))
  if (!decided) throw requestNotFound()
  return decided
}

/** Null when `requestId` is no request to train of this trainer's; the student is notified. */
function decideStudentRequest(
  db: Db,
  trainerId: string,
  requestId: string,
  decision: { accept: true } | { accept: false; reason: string },
  changes: Effects,
): Promise<TrainerRequest | null> {
  return db.transaction(async (tx) => {
    const { rows: found } = await tx.execute(sql`
      select student_id, status::text as status from trainer_requests
      where id = ${requestId} and trainer_id = ${trainerId}
      for update`)
    const request = found[0]
    if (!request) return null
    if (request.status !== 'pending')
      throw AppError.conflict('request_not_pending', MESSAGES.requestNotPending)
    if (decision.accept) {
      await tx.execute(sql`
        update trainer_requests set status = 'accepted', decided_at = ${sqlNow()} where id = ${requestId}`)
      await tx.execute(sql`
        insert into trainer_students (trainer_id, student_id, since)
        values (${trainerId}, ${request.student_id as string}, ${sqlNow()}) on conflict do nothing`)
    } else {
      await tx.execute(sql`
        update trainer_requests
           set status = 'declined', decided_at = ${sqlNow()}, decline_reason = ${decision.reason || null}
         where id = ${requestId}`)
    }
    await changes.notify(tx, {
      userId: request.student_id as string,
      type: decision.accept ? 'trainer_request_accepted' : 'trainer_request_declined',
      data: {
        personId: trainerId,
        personName: await personName(tx, trainerId),
        ...(!decision.accept && decision.reason ? { reason: decision.reason } : {}),
      },
    })
    const { rows } = await tx.execute(sql`
      select ${REQUEST_COLUMNS} from trainer_requests tr join users u on u.id = tr.student_id
      where tr.id = ${requestId}`)
    return toTrainerRequest(rows[0]!)
  })
}

// ---- the trainer's students --------------------------------------------------------------

const STUDENT_COLUMNS = sql`${PERSON_COLUMNS}, ${isoTime(sql`ts.since`)} as since,
  coalesce(u.phone, '') as phone, coalesce(u.email, '') as email`

function toStudentSummary(row: Record<string, unknown>): StudentSummary {
  return {
    ...toPerson(row),
    since: row.since as string,
    phone: row.phone as string,
    email: row.email as string,
  }
}

/** The trainer's students, by name; `q` matches a name, the email, or the phone's digits. */
export async function listStudents(
  db: Db,
  trainerId: string,
  q: string | undefined,
): Promise<StudentSummary[]> {
  const text = q?.trim() ?? ''
  const digits = text.replace(/\D/g, '')
  const filter =
    text === ''
      ? sql``
      : sql`and ((u.first_name || ' ' || u.last_name) ilike ${likeContaining(text)}
               or (u.last_name || ' ' || u.first_name) ilike ${likeContaining(text)}
               or u.email ilike ${likeContaining(text)}
               ${digits.length >= 3 ? sql`or regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') like ${likeContaining(digits)}` : sql``})`
  const { rows } = await db.execute(sql`
    select ${STUDENT_COLUMNS}
    from trainer_students ts join users u on u.id = ts.student_id
    where ts.trainer_id = ${trainerId} ${filter}
    order by lower(u.first_name), lower(u.last_name), u.id`)
  return rows.map(toStudentSummary)
}

const studentNotFound = () => AppError.notFound(MESSAGES.studentNotFound)

/** Only the student's own trainer sees the card; to anyone else the student does not exist. */
export async function studentCard(db: Db, trainerId: string, studentId: string): Promise<StudentCard> {
  const { rows } = await db.execute(sql`
    select ${STUDENT_COLUMNS}, coalesce(u.username, '') as username, coalesce(u.vk_link, '') as vk_link, ts.note
    from trainer_students ts join users u on u.id = ts.student_id
    where ts.trainer_id = ${trainerId} and ts.student_id = ${studentId}`)
  const row = rows[0]
  if (!row) throw studentNotFound()
  const history = await db.execute(sql`
    select b.id as booking_id, t.id as training_id, t.title, ${isoTime(sql`t.starts_at`)} as starts_at,
           b.status::text as status, t.status::text as training_status, b.late_cancel,
           b.cancelled_by::text as cancelled_by
    from trainings t join bookings b on b.training_id = t.id
    where t.trainer_id = ${trainerId} and b.student_id = ${studentId}
    order by t.starts_at desc, b.created_at desc, b.id
    limit 200`)
  return {
    ...toStudentSummary(row),
    telegramUsername: row.username as string,
    vkLink: row.vk_link as string,
    note: row.note as string,
    history: history.rows.map((h) => ({
      bookingId: h.booking_id as string,
      trainingId: h.training_id as string,
      title: h.title as string,
      startsAt: h.starts_at as string,
      status: h.status as BookingStatus,
      trainingStatus: h.training_status as TrainingStatus,
      lateCancel: h.late_cancel as boolean,
      cancelledBy: (h.cancelled_by as CancelledBy | null) ?? null,
    })),
  }
}

export async function saveStudentNote(db: Db, trainerId: string, studentId: string, note: string) {
  const { rows } = await db.execute(sql`
    update trainer_students set note = ${note}
    where trainer_id = ${trainerId} and student_id = ${studentId} returning student_id`)
  if (!rows[0]) throw studentNotFound()
  return studentCard(db, trainerId, studentId)
}
