// Single trainings: create, change (PRODUCT.md §2 "Training"; §6 "trainings").
import { and, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import { constraintViolation, type Db, type Executor } from '#server/db/client.ts'
import { bookings, trainings, waitlistEntries } from '#server/db/schema.ts'
import { isoTime } from '#server/db/sql-helpers.ts'
import { queryRow } from '#server/db/typed-sql.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import {
  promoteWaitlist,
  TRAINING_VISIBLE_TO,
  trainingDetails,
  trainingNotFound,
} from '#server/modules/booking/index.ts'
import { forStudent, trainingFacts } from '#server/modules/notifications/index.ts'
import {
  MAX_DAYS_AHEAD,
  type Training,
  training,
  type trainingBody,
  type trainingUpdateBody,
} from '#shared/api/trainings.ts'
import { SPECIALIZATIONS, type Specialization, TRAINER_FORMATS } from '#shared/catalogue.ts'
import { clock } from '#shared/clock.ts'
import { DEFAULT_MIN_NOTICE_MINUTES } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'
import { TRAINING_STATUSES } from '#shared/training-states.ts'

type TrainingInput = z.output<typeof trainingBody>
type TrainingChange = z.output<typeof trainingUpdateBody>

export const TRAINING_ERRORS = {
  overlap: 'training_overlap',
  capacityBelowBooked: 'capacity_below_booked',
  notEditable: 'training_not_editable',
} as const

export const fieldError = (field: string, message: string) =>
  AppError.badRequest(MESSAGES.fieldsInvalid, { [field]: message })

/** 409 for the exclusion constraint trainings_no_overlap: the trainer is busy then. */
export function overlapError() {
  return new AppError(409, TRAINING_ERRORS.overlap, MESSAGES.trainingOverlap, {
    startsAt: MESSAGES.trainingOverlap,
  })
}

/**
 * The specialization a training or template gets: the one given, else its service's, else the
 * trainer's first, else functional. A service must be the caller's own.
 */
export async function specializationFor(
  db: Executor,
  trainerId: string,
  input: { serviceId?: string | undefined; specialization?: Specialization | undefined },
): Promise<Specialization> {
  const row = await queryRow(
    db,
    z.object({
      of_service: z.enum(SPECIALIZATIONS).nullable(),
      of_trainer: z.enum(SPECIALIZATIONS).nullable(),
    }),
    sql`select (select s.specialization from services s
                 where s.id = ${input.serviceId ?? null}::uuid and s.trainer_id = ${trainerId}) as of_service,
               (select p.specializations[1] from trainer_profiles p where p.user_id = ${trainerId}) as of_trainer`,
  )
  if (input.serviceId && !row?.of_service) throw fieldError('serviceId', MESSAGES.serviceNotYours)
  return input.specialization ?? row?.of_service ?? row?.of_trainer ?? 'functional'
}

/**
 * A start must be in the future past the trainer's minimum notice (else nobody could ever book
 * it) and at most MAX_DAYS_AHEAD away (decision 0021).
 */
async function checkStart(db: Executor, trainerId: string, startsAt: Date, now: Date) {
  if (startsAt <= now) throw fieldError('startsAt', MESSAGES.startsInPast)
  if (startsAt.getTime() > now.getTime() + MAX_DAYS_AHEAD * 86_400_000) {
    throw fieldError('startsAt', MESSAGES.startsTooFarAhead)
  }
  const notice = await queryRow(
    db,
    z.object({ minutes: z.number() }),
    sql`select coalesce((select min_notice_minutes from trainer_profiles where user_id = ${trainerId}),
                        ${DEFAULT_MIN_NOTICE_MINUTES})::int as minutes`,
  )
  if (startsAt.getTime() < now.getTime() + (notice?.minutes ?? DEFAULT_MIN_NOTICE_MINUTES) * 60_000) {
    throw fieldError('startsAt', MESSAGES.startsWithinNotice)
  }
}

/**
 * The training as its answer carries it, checked against the response schema inside the write's
 * transaction: an answer the contract cannot express rolls the write back instead of committing
 * it behind a 500.
 */
async function answerOf(tx: Executor, trainingId: string, viewerId: string): Promise<Training> {
  const answer = training.safeParse(await trainingDetails(tx, trainingId, viewerId))
  if (!answer.success)
    throw new Error(`training ${trainingId} does not fit the contract: ${answer.error.message}`)
  return answer.data
}

/** Maps what the database refuses about a training's time and capacity to the API's answers. */
function trainingConstraintError(error: unknown): unknown {
  if (constraintViolation(error, '23P01') === 'trainings_no_overlap') return overlapError()
  if (constraintViolation(error, '23514') === 'trainings_booked_within_capacity') {
    return new AppError(422, TRAINING_ERRORS.capacityBelowBooked, MESSAGES.capacityBelowBooked, {
      capacity: MESSAGES.capacityBelowBooked,
    })
  }
  return error
}

export async function createTraining(
  db: Db,
  trainerId: string,
  input: TrainingInput,
  changes: Effects,
  now: Date = clock.now(),
): Promise<Training> {
  const startsAt = new Date(input.startsAt)
  try {
    return await db.transaction(async (tx) => {
      await checkStart(tx, trainerId, startsAt, now)
      const specialization = await specializationFor(tx, trainerId, input)
      const [created] = await tx
        .insert(trainings)
        .values({
          trainerId,
          serviceId: input.serviceId ?? null,
          title: input.title,
          specialization,
          format: input.format,
          location: input.location,
          onlineUrl: input.onlineUrl,
          startsAt,
          durationMin: input.durationMin,
          capacity: input.capacity,
          price: input.price,
          currency: input.currency,
          visibility: input.visibility,
          notes: input.notes,
          allowParallel: input.allowParallel,
        })
        .returning({ id: trainings.id })
      const id = created!.id
      changes.add(trainerId, 'trainer', id)
      return answerOf(tx, id, trainerId)
    })
  } catch (error) {
    throw trainingConstraintError(error)
  }
}

/** The training as updateTraining reads it under its row lock, before the change. */
const editedTrainingRow = z.object({
  trainer_id: z.string(),
  status: z.enum(TRAINING_STATUSES),
  open: z.boolean(),
  format: z.enum(TRAINER_FORMATS),
  location: z.string(),
  online_url: z.string(),
  capacity: z.number(),
  allow_parallel: z.boolean(),
  starts_at: z.string(),
  duration_min: z.number(),
  visible: z.boolean(),
})
type EditedTraining = z.output<typeof editedTrainingRow>

/**
 * A change of time or place (start, length, format, location, link) is told to every student
 * holding a place or a request on the training, and to those on its waitlist, who may be given
 * a place on the new terms (`training_changed`); other edits are not. The places held then
 * cancel free until the start: the student did not choose the new terms (decision 0059).
 */
async function notifyTrainingChanged(
  tx: Executor,
  trainingId: string,
  before: EditedTraining,
  change: TrainingChange,
  changes: Effects,
) {
  const moved =
    change.startsAt !== undefined && new Date(change.startsAt).getTime() !== Date.parse(before.starts_at)
  const differs = (value: unknown, was: unknown) => value !== undefined && value !== was
  const placeChanged =
    differs(change.durationMin, before.duration_min) ||
    differs(change.format, before.format) ||
    differs(change.location, before.location) ||
    differs(change.onlineUrl, before.online_url)
  if (!moved && !placeChanged) return
  const held = await tx
    .update(bookings)
    .set({ cancelsFree: true, updatedAt: clock.now() })
    .where(and(eq(bookings.trainingId, trainingId), inArray(bookings.status, ['requested', 'confirmed'])))
    .returning({ studentId: bookings.studentId })
  const waiting = await tx
    .select({ studentId: waitlistEntries.studentId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.trainingId, trainingId))
  const rows = [...held, ...waiting]
  if (rows.length === 0) return
  const facts = await trainingFacts(tx, trainingId)
  const [place] = await tx
    .select({ location: trainings.location })
    .from(trainings)
    .where(eq(trainings.id, trainingId))
  for (const row of rows) {
    await changes.notify(tx, {
      userId: row.studentId,
      type: 'training_changed',
      data: {
        ...forStudent(facts),
        ...(moved ? { previousStartsAt: before.starts_at } : {}),
        ...(place?.location ? { location: place.location } : {}),
      },
    })
  }
}

/**
 * Changes a scheduled training that has not ended, by its own trainer. Bookings stay, also when
 * the time moves; the capacity cannot go below the places taken (the database's check, under
 * the training's row lock that every booking takes too).
 */
export async function updateTraining(
  db: Db,
  trainerId: string,
  trainingId: string,
  change: TrainingChange,
  changes: Effects,
  now: Date = clock.now(),
): Promise<Training> {
  try {
    return await db.transaction(async (tx) => {
      const current = await queryRow(
        tx,
        editedTrainingRow,
        sql`
        select t.trainer_id, t.status::text as status, t.ends_at > ${now.toISOString()}::timestamptz as open,
               t.format::text as format, t.location, t.online_url, t.capacity, t.allow_parallel,
               ${isoTime(sql`t.starts_at`)} as starts_at, t.duration_min,
               ${TRAINING_VISIBLE_TO(trainerId)} as visible
        from trainings t where t.id = ${trainingId}
        for update`,
      )
      if (!current || (current.trainer_id !== trainerId && !current.visible)) throw trainingNotFound()
      // A training the caller may see but not change: the answer does not pretend it is missing.
      if (current.trainer_id !== trainerId) throw AppError.forbidden()
      if (current.status !== 'scheduled' || !current.open) {
        throw AppError.unprocessable(TRAINING_ERRORS.notEditable, MESSAGES.trainingNotEditable)
      }
      if (change.startsAt !== undefined) await checkStart(tx, trainerId, new Date(change.startsAt), now)
      // The rules across fields, on the training as it will be.
      const format = change.format ?? current.format
      const location = change.location ?? current.location
      if (format === 'gym' && location.trim() === '') throw fieldError('location', MESSAGES.locationRequired)
      const onlineUrl = change.onlineUrl ?? current.online_url
      if (format === 'online' && onlineUrl.trim() === '') {
        throw fieldError('onlineUrl', MESSAGES.onlineUrlRequired)
      }
      const capacity = change.capacity ?? current.capacity
      if ((change.allowParallel ?? current.allow_parallel) && capacity < 2) {
        throw fieldError('allowParallel', MESSAGES.parallelNeedsGroup)
      }

      // Fields left undefined stay as they are.
      const edits = {
        title: change.title,
        specialization: change.specialization,
        format: change.format,
        location: change.location,
        onlineUrl: change.onlineUrl,
        startsAt: change.startsAt === undefined ? undefined : new Date(change.startsAt),
        durationMin: change.durationMin,
        capacity: change.capacity,
        price: change.price,
        currency: change.currency,
        visibility: change.visibility,
        notes: change.notes,
        allowParallel: change.allowParallel,
      }
      if (Object.values(edits).every((value) => value === undefined))
        return answerOf(tx, trainingId, trainerId)
      // Everyone who sees the training, read before a promotion takes people off the waitlist.
      await changes.addTrainingAudience(tx, trainingId)
      await tx
        .update(trainings)
        .set({ ...edits, updatedAt: clock.now() })
        .where(eq(trainings.id, trainingId))
      await notifyTrainingChanged(tx, trainingId, current, change, changes)
      // New places go to those waiting first, in the same transaction (decision 0009).
      if (capacity > current.capacity) await promoteWaitlist(tx, trainingId, trainerId, changes)
      return answerOf(tx, trainingId, trainerId)
    })
  } catch (error) {
    throw trainingConstraintError(error)
  }
}
