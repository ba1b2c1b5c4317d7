import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db } from '#server/db/client.ts'
import { PERSON_COLUMNS, personName, personRow, toPerson } from '#server/db/people.ts'
import { services, trainerProfiles, trainerRequests, trainerStudents } from '#server/db/schema.ts'
import { isoTime, likeContaining } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import {
  decideBookingRequest,
  makeTrainersStudent,
  pendingBookingRequests,
} from '#server/modules/booking/index.ts'
import {
  lockTrainerProfile,
  REQUEST_COLUMNS,
  refreshPriceFrom,
  refreshRating,
  requestRow,
  SERVICE_FIELDS,
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
import { clock } from '#shared/clock.ts'
import { DEFAULT_FREE_CANCEL_MINUTES, DEFAULT_MIN_NOTICE_MINUTES } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'
import { BOOKING_STATUSES, CANCELLED_BY, TRAINING_STATUSES } from '#shared/training-states.ts'

type ProfileInput = z.output<typeof trainerProfileBody>
type ServiceInput = z.output<typeof serviceBody>

// ---- the trainer's own profile ------------------------------------------------------------

/** The profile as stored; a trainer who has not filled it in yet gets the defaults to start from. */
export async function ownProfile(db: Db, trainerId: string): Promise<OwnTrainerProfile> {
  const [row] = await db
    .select({
      bioEn: trainerProfiles.bioEn,
      bioRu: trainerProfiles.bioRu,
      specializations: trainerProfiles.specializations,
      experienceYears: trainerProfiles.experienceYears,
      city: trainerProfiles.city,
      formats: trainerProfiles.formats,
      gymAddress: trainerProfiles.gymAddress,
      manualApproval: trainerProfiles.manualApproval,
      minNoticeMinutes: trainerProfiles.minNoticeMinutes,
      freeCancelMinutes: trainerProfiles.freeCancelMinutes,
      lateCancelReturnsSession: trainerProfiles.lateCancelReturnsSession,
      legalStatus: trainerProfiles.legalStatus,
      taxId: trainerProfiles.taxId,
      legalName: trainerProfiles.legalName,
    })
    .from(trainerProfiles)
    .where(eq(trainerProfiles.userId, trainerId))
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
      lateCancelReturnsSession: false,
      legalStatus: null,
      taxId: '',
      legalName: '',
    }
  }
  return {
    userId: trainerId,
    ...row,
    gymAddress: row.gymAddress ?? '',
    taxId: row.taxId ?? '',
    legalName: row.legalName ?? '',
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
    const profile = {
      bioEn: input.bioEn,
      bioRu: input.bioRu,
      specializations,
      experienceYears: input.experienceYears,
      city: input.city,
      formats,
      gymAddress: input.gymAddress,
      manualApproval: input.manualApproval,
      minNoticeMinutes: input.minNoticeMinutes,
      freeCancelMinutes: input.freeCancelMinutes,
      lateCancelReturnsSession: input.lateCancelReturnsSession,
      legalStatus: input.legalStatus,
      taxId: input.taxId || null,
      legalName: input.legalName || null,
    }
    const [saved] = await tx
      .insert(trainerProfiles)
      .values({ userId: trainerId, ...profile })
      .onConflictDoUpdate({ target: trainerProfiles.userId, set: { ...profile, updatedAt: clock.now() } })
      // xmax is 0 on a row version this statement inserted, not on one it updated.
      .returning({ created: sql<boolean>`(xmax = 0)` })
    // Services or reviews written before the profile existed had no row to keep their figures in.
    if (saved?.created) {
      await refreshPriceFrom(tx, trainerId)
      await refreshRating(tx, trainerId)
    }
  })
  return ownProfile(db, trainerId)
}

// ---- services ----------------------------------------------------------------------------

const serviceNotFound = () => AppError.notFound(MESSAGES.serviceNotFound)

export async function listServices(db: Db, trainerId: string): Promise<TrainerService[]> {
  return db
    .select(SERVICE_FIELDS)
    .from(services)
    .where(eq(services.trainerId, trainerId))
    .orderBy(services.createdAt, services.id)
}

/** Every write of services keeps the catalogue's "price from" right, in the same transaction. */
export async function createService(db: Db, trainerId: string, input: ServiceInput): Promise<TrainerService> {
  return db.transaction(async (tx) => {
    await lockTrainerProfile(tx, trainerId)
    const [service] = await tx
      .insert(services)
      .values({
        trainerId,
        title: input.title,
        specialization: input.specialization,
        format: input.format,
        durationMin: input.durationMin,
        capacity: input.capacity,
        price: input.price,
        currency: input.currency,
        active: input.active,
      })
      .returning(SERVICE_FIELDS)
    await refreshPriceFrom(tx, trainerId)
    return service!
  })
}

export async function updateService(
  db: Db,
  trainerId: string,
  serviceId: string,
  input: Partial<ServiceInput>,
): Promise<TrainerService> {
  return db.transaction(async (tx) => {
    await lockTrainerProfile(tx, trainerId)
    // Another trainer's service answers exactly like a missing one. Undefined fields stay as they are.
    const [service] = await tx
      .update(services)
      .set({
        title: input.title,
        specialization: input.specialization,
        format: input.format,
        durationMin: input.durationMin,
        capacity: input.capacity,
        price: input.price,
        currency: input.currency,
        active: input.active,
        updatedAt: clock.now(),
      })
      .where(and(eq(services.id, serviceId), eq(services.trainerId, trainerId)))
      .returning(SERVICE_FIELDS)
    if (!service) throw serviceNotFound()
    await refreshPriceFrom(tx, trainerId)
    return service
  })
}

/**
 * Deletes the service outright: trainings copy what they sell (title, price) when created, so
 * nothing points at a service; PATCH `active: false` is how a trainer pauses one.
 */
export async function deleteService(db: Db, trainerId: string, serviceId: string) {
  await db.transaction(async (tx) => {
    await lockTrainerProfile(tx, trainerId)
    const deleted = await tx
      .delete(services)
      .where(and(eq(services.id, serviceId), eq(services.trainerId, trainerId)))
      .returning({ id: services.id })
    if (!deleted[0]) throw serviceNotFound()
    await refreshPriceFrom(tx, trainerId)
  })
}

// ---- requests to train -------------------------------------------------------------------

const requestNotFound = () => AppError.notFound('Request not found')

/** Requests to train and bookings awaiting approval, together, oldest first. */
export async function pendingRequests(db: Db, trainerId: string): Promise<TrainerRequest[]> {
  const rows = await queryRows(
    db,
    requestRow,
    sql`select ${REQUEST_COLUMNS}
        from trainer_requests tr join users u on u.id = tr.student_id
        where tr.trainer_id = ${trainerId} and tr.status = 'pending'
        order by tr.created_at, tr.id`,
  )
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
    const [request] = await tx
      .select({ studentId: trainerRequests.studentId, status: trainerRequests.status })
      .from(trainerRequests)
      .where(and(eq(trainerRequests.id, requestId), eq(trainerRequests.trainerId, trainerId)))
      .for('update')
    if (!request) return null
    if (request.status !== 'pending')
      throw AppError.conflict('request_not_pending', MESSAGES.requestNotPending)
    if (decision.accept) {
      await tx
        .update(trainerRequests)
        .set({ status: 'accepted', decidedAt: clock.now() })
        .where(eq(trainerRequests.id, requestId))
      await makeTrainersStudent(tx, trainerId, request.studentId)
    } else {
      await tx
        .update(trainerRequests)
        .set({ status: 'declined', decidedAt: clock.now(), declineReason: decision.reason || null })
        .where(eq(trainerRequests.id, requestId))
    }
    await changes.notify(tx, {
      userId: request.studentId,
      type: decision.accept ? 'trainer_request_accepted' : 'trainer_request_declined',
      data: {
        personId: trainerId,
        personName: await personName(tx, trainerId),
        ...(!decision.accept && decision.reason ? { reason: decision.reason } : {}),
      },
    })
    const decided = await queryRow(
      tx,
      requestRow,
      sql`select ${REQUEST_COLUMNS} from trainer_requests tr join users u on u.id = tr.student_id
          where tr.id = ${requestId}`,
    )
    return toTrainerRequest(decided!)
  })
}

// ---- the trainer's students --------------------------------------------------------------

const STUDENT_COLUMNS = sql`${PERSON_COLUMNS}, ${isoTime(sql`ts.since`)} as since,
  coalesce(u.phone, '') as phone, coalesce(u.email, '') as email`

const studentRow = personRow.extend({ since: z.string(), phone: z.string(), email: z.string() })

function toStudentSummary(row: z.output<typeof studentRow>): StudentSummary {
  return { ...toPerson(row), since: row.since, phone: row.phone, email: row.email }
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
  const rows = await queryRows(
    db,
    studentRow,
    sql`select ${STUDENT_COLUMNS}
        from trainer_students ts join users u on u.id = ts.student_id
        where ts.trainer_id = ${trainerId} ${filter}
        order by lower(u.first_name), lower(u.last_name), u.id`,
  )
  return rows.map(toStudentSummary)
}

const studentNotFound = () => AppError.notFound(MESSAGES.studentNotFound)

/** Only the student's own trainer sees the card; to anyone else the student does not exist. */
export async function studentCard(db: Db, trainerId: string, studentId: string): Promise<StudentCard> {
  const row = await queryRow(
    db,
    studentRow.extend({ username: z.string(), vk_link: z.string(), note: z.string() }),
    sql`select ${STUDENT_COLUMNS}, coalesce(u.username, '') as username,
               coalesce(u.vk_link, '') as vk_link, ts.note
        from trainer_students ts join users u on u.id = ts.student_id
        where ts.trainer_id = ${trainerId} and ts.student_id = ${studentId}`,
  )
  if (!row) throw studentNotFound()
  const history = await queryRows(
    db,
    z.object({
      booking_id: z.string(),
      training_id: z.string(),
      title: z.string(),
      starts_at: z.string(),
      status: z.enum(BOOKING_STATUSES),
      training_status: z.enum(TRAINING_STATUSES),
      late_cancel: z.boolean(),
      cancelled_by: z.enum(CANCELLED_BY).nullable(),
    }),
    sql`
    select b.id as booking_id, t.id as training_id, t.title, ${isoTime(sql`t.starts_at`)} as starts_at,
           b.status::text as status, t.status::text as training_status, b.late_cancel,
           b.cancelled_by::text as cancelled_by
    from trainings t join bookings b on b.training_id = t.id
    where t.trainer_id = ${trainerId} and b.student_id = ${studentId}
    order by t.starts_at desc, b.created_at desc, b.id
    limit 200`,
  )
  return {
    ...toStudentSummary(row),
    telegramUsername: row.username,
    vkLink: row.vk_link,
    note: row.note,
    history: history.map((h) => ({
      bookingId: h.booking_id,
      trainingId: h.training_id,
      title: h.title,
      startsAt: h.starts_at,
      status: h.status,
      trainingStatus: h.training_status,
      lateCancel: h.late_cancel,
      cancelledBy: h.cancelled_by,
    })),
  }
}

export async function saveStudentNote(db: Db, trainerId: string, studentId: string, note: string) {
  const updated = await db
    .update(trainerStudents)
    .set({ note })
    .where(and(eq(trainerStudents.trainerId, trainerId), eq(trainerStudents.studentId, studentId)))
    .returning({ studentId: trainerStudents.studentId })
  if (!updated[0]) throw studentNotFound()
  return studentCard(db, trainerId, studentId)
}
