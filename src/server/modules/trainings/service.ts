// Single trainings: create, change (PRODUCT.md §2 "Training"; §6 "trainings").
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import { constraintViolation, type Db, type Executor } from '#server/db/client.ts'
import { isoTime, sqlNow } from '#server/db/sql-helpers.ts'
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
import type { Specialization } from '#shared/catalogue.ts'
import { clock } from '#shared/clock.ts'
import { DEFAULT_MIN_NOTICE_MINUTES } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'

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
  const { rows } = await db.execute(sql`
    select (select s.specialization from services s
             where s.id = ${input.serviceId ?? null}::uuid and s.trainer_id = ${trainerId}) as of_service,
           (select p.specializations[1] from trainer_profiles p where p.user_id = ${trainerId}) as of_trainer`)
  const row = rows[0]!
  if (input.serviceId && !row.of_service) throw fieldError('serviceId', MESSAGES.serviceNotYours)
  return (input.specialization ??
    (row.of_service as Specialization | null) ??
    (row.of_trainer as Specialization | null) ??
    'functional') as Specialization
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
  const { rows } = await db.execute(sql`
    select coalesce((select min_notice_minutes from trainer_profiles where user_id = ${trainerId}),
                    ${DEFAULT_MIN_NOTICE_MINUTES})::int as minutes`)
  if (startsAt.getTime() < now.getTime() + (rows[0]!.minutes as number) * 60_000) {
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
      const { rows } = await tx.execute(sql`
        insert into trainings (trainer_id, service_id, title, specialization, format, location, online_url,
                               starts_at, duration_min, capacity, price, currency, visibility, notes, allow_parallel,
                               created_at, updated_at)
        values (${trainerId}, ${input.serviceId ?? null}, ${input.title}, ${specialization}, ${input.format},
                ${input.location}, ${input.onlineUrl}, ${startsAt.toISOString()}, ${input.durationMin},
                ${input.capacity}, ${input.price}, ${input.currency}, ${input.visibility}, ${input.notes},
                ${input.allowParallel}, ${sqlNow()}, ${sqlNow()})
        returning id`)
      const id = rows[0]!.id as string
      changes.add(trainerId, 'trainer', id)
      return answerOf(tx, id, trainerId)
    })
  } catch (error) {
    throw trainingConstraintError(error)
  }
}

/**
 * Changes a scheduled training that has not ended, by its own trainer. Bookings stay, also when
 * the time moves; the capacity cannot go below the places taken (the database's check, under
 * the training's row lock that every booking takes too).
 */
/**
 * A change of time or place (start, length, format, location, link) is told to every student
 * holding a place or a request on the training (`training_changed`); other edits are not.
 */
async function notifyTrainingChanged(
  tx: Executor,
  trainingId: string,
  before: Record<string, unknown>,
  change: TrainingChange,
  changes: Effects,
) {
  const moved =
    change.startsAt !== undefined &&
    new Date(change.startsAt).getTime() !== Date.parse(before.starts_at as string)
  const differs = (value: unknown, was: unknown) => value !== undefined && value !== was
  const placeChanged =
    differs(change.durationMin, before.duration_min) ||
    differs(change.format, before.format) ||
    differs(change.location, before.location) ||
    differs(change.onlineUrl, before.online_url)
  if (!moved && !placeChanged) return
  const { rows } = await tx.execute(sql`
    select student_id from bookings where training_id = ${trainingId} and status in ('requested', 'confirmed')`)
  if (rows.length === 0) return
  const facts = await trainingFacts(tx, trainingId)
  const { rows: place } = await tx.execute(sql`select location from trainings where id = ${trainingId}`)
  for (const row of rows) {
    await changes.notify(tx, {
      userId: row.student_id as string,
      type: 'training_changed',
      data: {
        ...forStudent(facts),
        ...(moved ? { previousStartsAt: before.starts_at as string } : {}),
        ...(place[0]?.location ? { location: place[0].location as string } : {}),
      },
    })
  }
}

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
      const { rows } = await tx.execute(sql`
        select t.trainer_id, t.status::text as status, t.ends_at > ${now.toISOString()}::timestamptz as open,
               t.format::text as format, t.location, t.online_url, t.capacity, t.allow_parallel,
               ${isoTime(sql`t.starts_at`)} as starts_at, t.duration_min,
               ${TRAINING_VISIBLE_TO(trainerId)} as visible
        from trainings t where t.id = ${trainingId}
        for update`)
      const current = rows[0]
      if (!current || (current.trainer_id !== trainerId && !current.visible)) throw trainingNotFound()
      // A training the caller may see but not change: the answer does not pretend it is missing.
      if (current.trainer_id !== trainerId) throw AppError.forbidden()
      if (current.status !== 'scheduled' || !current.open) {
        throw AppError.unprocessable(TRAINING_ERRORS.notEditable, MESSAGES.trainingNotEditable)
      }
      if (change.startsAt !== undefined) await checkStart(tx, trainerId, new Date(change.startsAt), now)
      // The rules across fields, on the training as it will be.
      const format = change.format ?? (current.format as string)
      const location = change.location ?? (current.location as string)
      if (format === 'gym' && location.trim() === '') throw fieldError('location', MESSAGES.locationRequired)
      const onlineUrl = change.onlineUrl ?? (current.online_url as string)
      if (format === 'online' && onlineUrl.trim() === '') {
        throw fieldError('onlineUrl', MESSAGES.onlineUrlRequired)
      }
      const capacity = change.capacity ?? (current.capacity as number)
      if ((change.allowParallel ?? (current.allow_parallel as boolean)) && capacity < 2) {
        throw fieldError('allowParallel', MESSAGES.parallelNeedsGroup)
      }

      const columns = {
        title: change.title,
        specialization: change.specialization,
        format: change.format === undefined ? undefined : sql`${change.format}::trainer_format`,
        location: change.location,
        online_url: change.onlineUrl,
        starts_at: change.startsAt === undefined ? undefined : new Date(change.startsAt).toISOString(),
        duration_min: change.durationMin,
        capacity: change.capacity,
        price: change.price,
        currency: change.currency,
        visibility:
          change.visibility === undefined ? undefined : sql`${change.visibility}::training_visibility`,
        notes: change.notes,
        allow_parallel: change.allowParallel,
      }
      const assignments = Object.entries(columns).flatMap(([column, value]) =>
        value === undefined ? [] : [sql`${sql.identifier(column)} = ${value}`],
      )
      if (assignments.length === 0) return answerOf(tx, trainingId, trainerId)
      // Everyone who sees the training, read before a promotion takes people off the waitlist.
      await changes.addTrainingAudience(tx, trainingId)
      await tx.execute(sql`
        update trainings set ${sql.join([...assignments, sql`updated_at = ${sqlNow()}`], sql`, `)}
        where id = ${trainingId}`)
      await notifyTrainingChanged(tx, trainingId, current, change, changes)
      // New places go to those waiting first, in the same transaction (decision 0009).
      if (capacity > (current.capacity as number)) await promoteWaitlist(tx, trainingId, trainerId, changes)
      return answerOf(tx, trainingId, trainerId)
    })
  } catch (error) {
    throw trainingConstraintError(error)
  }
}
