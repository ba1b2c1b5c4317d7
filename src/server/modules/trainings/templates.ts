// Weekly templates of a trainer: create (with their first trainings), read, change, stop, and
// the preview of the dates a template would make (PRODUCT.md §2 "Training template").
import { and, eq, gt, notExists, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { bookings, trainings, trainingTemplates, waitlistEntries } from '#server/db/schema.ts'
import { isoTime, sqlNow } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import {
  MAX_DAYS_AHEAD,
  type SkippedOccurrence,
  TEMPLATE_MAX_SPAN_DAYS,
  TEMPLATE_PREVIEW_WEEKS,
  type TemplatePreview,
  TRAINING_VISIBILITIES,
  type TrainingTemplate,
  templateBody,
  type templateUpdateBody,
} from '#shared/api/trainings.ts'
import { CURRENCIES, SPECIALIZATIONS, TRAINER_FORMATS } from '#shared/catalogue.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import { addDays, dateInZone, daysBetween } from '#shared/time.ts'
import { canonicalZone } from '#shared/zoned-format.ts'
import {
  EXPANDABLE_FIELDS,
  type ExpansionResult,
  expandTemplate,
  horizonEnd,
  overlapsOf,
  upcomingOccurrences,
} from './expansion.ts'
import { specializationFor } from './service.ts'

type TemplateInput = z.output<typeof templateBody>
type TemplateChange = z.output<typeof templateUpdateBody>

const templateNotFound = () => AppError.notFound(MESSAGES.templateNotFound)

const templateColumns = () => sql`tt.id, tt.title, tt.specialization, tt.duration_min, tt.capacity, tt.price,
  tt.currency, tt.format::text as format, tt.location, tt.online_url, tt.visibility::text as visibility,
  tt.service_id, tt.notes, tt.allow_parallel, tt.weekdays, tt.start_time, tt.time_zone,
  tt.valid_from::text as valid_from, tt.valid_until::text as valid_until, tt.active,
  tt.generated_until::text as generated_until, ${isoTime(sql`tt.created_at`)} as created_at,
  (select count(*)::int from trainings x
    where x.template_id = tt.id and x.status = 'scheduled' and x.starts_at > ${sqlNow()}) as upcoming_count`

const templateRow = z.object({
  id: z.string(),
  title: z.string(),
  specialization: z.enum(SPECIALIZATIONS),
  duration_min: z.number(),
  capacity: z.number(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  format: z.enum(TRAINER_FORMATS),
  location: z.string(),
  online_url: z.string(),
  visibility: z.enum(TRAINING_VISIBILITIES),
  service_id: z.string().nullable(),
  notes: z.string(),
  allow_parallel: z.boolean(),
  weekdays: z.array(z.coerce.number()),
  start_time: z.string(),
  time_zone: z.string(),
  valid_from: z.string(),
  valid_until: z.string().nullable(),
  active: z.boolean(),
  generated_until: z.string().nullable(),
  created_at: z.string(),
  upcoming_count: z.number(),
})

function toTemplate(row: z.output<typeof templateRow>): TrainingTemplate {
  return {
    id: row.id,
    title: row.title,
    specialization: row.specialization,
    durationMin: row.duration_min,
    capacity: row.capacity,
    price: row.price,
    currency: row.currency,
    format: row.format,
    location: row.location,
    onlineUrl: row.online_url,
    visibility: row.visibility,
    serviceId: row.service_id,
    notes: row.notes,
    allowParallel: row.allow_parallel,
    weekdays: row.weekdays,
    startTime: row.start_time,
    timeZone: row.time_zone,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    active: row.active,
    generatedUntil: row.generated_until,
    upcomingCount: row.upcoming_count,
    createdAt: row.created_at,
  }
}

async function readTemplate(db: Executor, trainerId: string, templateId: string): Promise<TrainingTemplate> {
  const row = await queryRow(
    db,
    templateRow,
    sql`select ${templateColumns()} from training_templates tt
        where tt.id = ${templateId} and tt.trainer_id = ${trainerId}`,
  )
  if (!row) throw templateNotFound()
  return toTemplate(row)
}

/**
 * The rules of dates that depend on today: a template cannot start before today in its zone
 * (checked when the start is set) nor more than MAX_DAYS_AHEAD after it, and runs at most
 * TEMPLATE_MAX_SPAN_DAYS.
 */
function checkDates(
  value: Pick<TemplateInput, 'timeZone' | 'validFrom' | 'validUntil'>,
  now: Date,
  options: { startMayBePast: boolean },
) {
  const fields: Record<string, string> = {}
  const today = dateInZone(now, value.timeZone)
  if (!options.startMayBePast && value.validFrom < today) fields.validFrom = MESSAGES.validFromInPast
  if (daysBetween(today, value.validFrom) > MAX_DAYS_AHEAD) fields.validFrom = MESSAGES.validFromTooFarAhead
  if (value.validUntil && daysBetween(value.validFrom, value.validUntil) > TEMPLATE_MAX_SPAN_DAYS) {
    fields.validUntil = MESSAGES.templateRangeTooLong
  }
  if (Object.keys(fields).length > 0) throw AppError.badRequest(MESSAGES.fieldsInvalid, fields)
}

/**
 * Removes the future trainings of the template that nobody has booked — not even once and
 * cancelled since, so that a late cancellation's record stays — and nobody waits for: an edit
 * makes them again by the new rule, a stop removes them. Booked ones stay as they are. The rows
 * are locked first, so a booking in flight either commits before (and its training stays) or
 * waits and then finds it gone. Answers the removed trainings' ids by their date.
 */
async function removeUnbookedTrainings(
  tx: Executor,
  templateId: string,
  now: Date,
): Promise<Map<string, string>> {
  const future = and(
    eq(trainings.templateId, templateId),
    eq(trainings.status, 'scheduled'),
    gt(trainings.startsAt, now),
  )
  await tx.select({ id: trainings.id }).from(trainings).where(future).for('update')
  const removed = await tx
    .delete(trainings)
    .where(
      and(
        future,
        eq(trainings.bookedCount, 0),
        notExists(tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.trainingId, trainings.id))),
        notExists(
          tx
            .select({ id: waitlistEntries.id })
            .from(waitlistEntries)
            .where(eq(waitlistEntries.trainingId, trainings.id)),
        ),
      ),
    )
    .returning({ id: trainings.id, date: trainings.occurrenceDate })
  // Every training a template made has its date.
  return new Map(removed.flatMap((r) => (r.date ? [[r.date, r.id] as const] : [])))
}

export async function listTemplates(db: Db, trainerId: string): Promise<TrainingTemplate[]> {
  const rows = await queryRows(
    db,
    templateRow,
    sql`select ${templateColumns()} from training_templates tt
        where tt.trainer_id = ${trainerId} and tt.active
        order by tt.created_at desc, tt.id`,
  )
  return rows.map(toTemplate)
}

/** A stopped template is gone for its trainer; its row stays for the trainings it made. */
export async function getTemplate(db: Db, trainerId: string, templateId: string): Promise<TrainingTemplate> {
  const template = await readTemplate(db, trainerId, templateId)
  if (!template.active) throw templateNotFound()
  return template
}

export type TemplateResult = TrainingTemplate & { created: number; skipped: SkippedOccurrence[] }

export const TEMPLATE_ERRORS = { allSkipped: 'template_all_skipped' } as const

/**
 * A template that saving would leave without a single training, because every date of the
 * horizon overlaps another training of the trainer, is refused, and its transaction rolls back
 * (decision 0021). One whose dates all lie beyond the horizon is fine: it creates them later.
 */
function refuseAllSkipped({ created, skipped }: ExpansionResult) {
  if (created === 0 && skipped.length > 0) {
    throw new AppError(422, TEMPLATE_ERRORS.allSkipped, MESSAGES.templateAllSkipped, {
      startTime: MESSAGES.templateAllSkipped,
    })
  }
}

/** Creates the template and its trainings over the horizon, in one transaction. */
export async function createTemplate(
  db: Db,
  trainerId: string,
  input: TemplateInput,
  changes: Effects,
  now: Date = clock.now(),
): Promise<TemplateResult> {
  const timeZone = canonicalZone(input.timeZone)
  checkDates({ ...input, timeZone }, now, { startMayBePast: false })
  return db.transaction(async (tx) => {
    const specialization = await specializationFor(tx, trainerId, input)
    const [template] = await tx
      .insert(trainingTemplates)
      .values({
        trainerId,
        serviceId: input.serviceId ?? null,
        title: input.title,
        specialization,
        format: input.format,
        location: input.location,
        onlineUrl: input.onlineUrl,
        durationMin: input.durationMin,
        capacity: input.capacity,
        price: input.price,
        currency: input.currency,
        visibility: input.visibility,
        notes: input.notes,
        allowParallel: input.allowParallel,
        weekdays: input.weekdays,
        startTime: input.startTime,
        timeZone,
        validFrom: input.validFrom,
        validUntil: input.validUntil ?? null,
      })
      .returning(EXPANDABLE_FIELDS)
    const { created, skipped } = await expandTemplate(tx, template!, now)
    refuseAllSkipped({ created, skipped })
    // Only the trainer's schedule: a new training has nobody booked yet.
    if (created > 0) changes.add(trainerId, 'trainer')
    return { ...(await readTemplate(tx, trainerId, template!.id)), created, skipped }
  })
}

/** Locks an active template of the trainer for a change; 404 for anyone else's or a stopped one. */
async function lockTemplate(tx: Executor, trainerId: string, templateId: string) {
  const row = await queryRow(
    tx,
    templateRow,
    sql`select ${templateColumns()} from training_templates tt
        where tt.id = ${templateId} and tt.trainer_id = ${trainerId} and tt.active
        for update`,
  )
  if (!row) throw templateNotFound()
  return toTemplate(row)
}

/**
 * Changes the template; its future trainings without bookings are made again by the new rule,
 * booked ones stay as they are (PRODUCT.md §2). A date the template already has — booked, or
 * cancelled — gets no second training.
 */
export async function updateTemplate(
  db: Db,
  trainerId: string,
  templateId: string,
  change: TemplateChange,
  changes: Effects,
  now: Date = clock.now(),
): Promise<TemplateResult> {
  return db.transaction(async (tx) => {
    const current = await lockTemplate(tx, trainerId, templateId)
    const { id: _id, active: _a, generatedUntil: _g, upcomingCount: _u, createdAt: _c, ...fields } = current
    const merged = templateBody.safeParse({
      ...fields,
      serviceId: fields.serviceId ?? undefined,
      ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
    })
    if (!merged.success) {
      const errors: Record<string, string> = {}
      for (const issue of merged.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message
      throw AppError.badRequest(MESSAGES.fieldsInvalid, errors)
    }
    const next = { ...merged.data, timeZone: canonicalZone(merged.data.timeZone) }
    checkDates(next, now, { startMayBePast: next.validFrom === current.validFrom })
    if (change.serviceId !== undefined)
      await specializationFor(tx, trainerId, { serviceId: change.serviceId })
    const specialization = next.specialization ?? current.specialization

    const [template] = await tx
      .update(trainingTemplates)
      .set({
        serviceId: next.serviceId ?? null,
        title: next.title,
        specialization,
        format: next.format,
        location: next.location,
        onlineUrl: next.onlineUrl,
        durationMin: next.durationMin,
        capacity: next.capacity,
        price: next.price,
        currency: next.currency,
        visibility: next.visibility,
        notes: next.notes,
        allowParallel: next.allowParallel,
        weekdays: next.weekdays,
        startTime: next.startTime,
        timeZone: next.timeZone,
        validFrom: next.validFrom,
        validUntil: next.validUntil ?? null,
        updatedAt: clock.now(),
      })
      .where(eq(trainingTemplates.id, templateId))
      .returning(EXPANDABLE_FIELDS)
    // Made again rather than changed in place: no change can collide with a training that is
    // about to change too. A date made again keeps its training's id.
    const reuseIds = await removeUnbookedTrainings(tx, templateId, now)
    const { created, skipped } = await expandTemplate(tx, template!, now, {
      restart: true,
      reuseIds,
    })
    refuseAllSkipped({ created, skipped })
    // Booked trainings stay as they were, so only the trainer's schedule can change.
    if (reuseIds.size > 0 || created > 0) changes.add(trainerId, 'trainer')
    return { ...(await readTemplate(tx, trainerId, templateId)), created, skipped }
  })
}

/** Stops the template: it makes no more trainings, and its unbooked future ones go. */
export async function stopTemplate(
  db: Db,
  trainerId: string,
  templateId: string,
  changes: Effects,
  now: Date = clock.now(),
): Promise<TrainingTemplate & { removed: number }> {
  return db.transaction(async (tx) => {
    await lockTemplate(tx, trainerId, templateId)
    await tx
      .update(trainingTemplates)
      .set({ active: false, updatedAt: clock.now() })
      .where(eq(trainingTemplates.id, templateId))
    const removed = await removeUnbookedTrainings(tx, templateId, now)
    if (removed.size > 0) changes.add(trainerId, 'trainer')
    return { ...(await readTemplate(tx, trainerId, templateId)), removed: removed.size }
  })
}

/**
 * The trainings a template will make, with the trainer's trainings each would overlap: over its
 * validity from its start (or today) for at most TEMPLATE_PREVIEW_WEEKS, those after the 8-week
 * horizon marked as made later. A start in the past is allowed here (the form shows what
 * remains); only future ones count.
 */
export async function previewTemplate(
  db: Db,
  trainerId: string,
  input: TemplateInput,
  now: Date = clock.now(),
  editing?: string,
): Promise<TemplatePreview> {
  // The template being edited is one of the trainer's, as every other call about it checks.
  if (editing !== undefined) await readTemplate(db, trainerId, editing)
  const timeZone = canonicalZone(input.timeZone)
  const rule = { ...input, timeZone }
  checkDates(rule, now, { startMayBePast: true })
  // Dates compare as text; the later of the start and today.
  const from = [rule.validFrom, dateInZone(now, timeZone)].sort()[1]!
  const capped = addDays(from, TEMPLATE_PREVIEW_WEEKS * 7 - 1)
  const until = rule.validUntil && rule.validUntil < capped ? rule.validUntil : capped
  const occurrences = from <= until ? upcomingOccurrences(rule, { from, until }, now) : []
  const conflicts = input.allowParallel
    ? []
    : await overlapsOf(db, trainerId, input.durationMin, occurrences, editing)
  const horizonUntil = horizonEnd(timeZone, now)
  return {
    occurrences: occurrences.map((o, i) => ({
      date: o.date,
      startsAt: o.startsAt.toISOString(),
      conflictWith: conflicts[i] ?? null,
      beyondHorizon: o.date > horizonUntil,
    })),
    horizonUntil,
    previewUntil: until,
  }
}
