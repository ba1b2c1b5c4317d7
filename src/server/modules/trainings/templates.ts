// Weekly templates of a trainer: create (with their first trainings), read, change, stop, and
// the preview of the dates a template would make (PRODUCT.md §2 "Training template").
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { isoTime, sqlNow } from '#server/db/sql-helpers.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import {
  MAX_DAYS_AHEAD,
  type SkippedOccurrence,
  TEMPLATE_MAX_SPAN_DAYS,
  TEMPLATE_PREVIEW_WEEKS,
  type TemplatePreview,
  type TrainingTemplate,
  templateBody,
  type templateUpdateBody,
} from '#shared/api/trainings.ts'
import type { Currency, Specialization, TrainerFormat } from '#shared/catalogue.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import { addDays, dateInZone, daysBetween } from '#shared/time.ts'
import {
  EXPANDABLE_COLUMNS,
  type ExpansionResult,
  expandTemplate,
  horizonEnd,
  overlapsOf,
  toExpandable,
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

function toTemplate(row: Record<string, unknown>): TrainingTemplate {
  return {
    id: row.id as string,
    title: row.title as string,
    specialization: row.specialization as Specialization,
    durationMin: row.duration_min as number,
    capacity: row.capacity as number,
    price: row.price as number,
    currency: row.currency as Currency,
    format: row.format as TrainerFormat,
    location: row.location as string,
    onlineUrl: row.online_url as string,
    visibility: row.visibility as TrainingTemplate['visibility'],
    serviceId: (row.service_id as string | null) ?? null,
    notes: row.notes as string,
    allowParallel: row.allow_parallel as boolean,
    weekdays: (row.weekdays as (number | string)[]).map(Number),
    startTime: row.start_time as string,
    timeZone: row.time_zone as string,
    validFrom: row.valid_from as string,
    validUntil: (row.valid_until as string | null) ?? null,
    active: row.active as boolean,
    generatedUntil: (row.generated_until as string | null) ?? null,
    upcomingCount: row.upcoming_count as number,
    createdAt: row.created_at as string,
  }
}

async function readTemplate(db: Executor, trainerId: string, templateId: string): Promise<TrainingTemplate> {
  const { rows } = await db.execute(sql`
    select ${templateColumns()} from training_templates tt
    where tt.id = ${templateId} and tt.trainer_id = ${trainerId}`)
  if (!rows[0]) throw templateNotFound()
  return toTemplate(rows[0])
}

/** The zone's own spelling of it ('europe/berlin' → 'Europe/Berlin'). */
function canonicalZone(zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
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
  const future = sql`template_id = ${templateId} and status = 'scheduled' and starts_at > ${now.toISOString()}::timestamptz`
  await tx.execute(sql`select id from trainings where ${future} for update`)
  const { rows } = await tx.execute(sql`
    delete from trainings t
    where ${future} and t.booked_count = 0
      and not exists (select 1 from bookings b where b.training_id = t.id)
      and not exists (select 1 from waitlist_entries w where w.training_id = t.id)
    returning t.id, t.occurrence_date::text as date`)
  return new Map(rows.map((r) => [r.date as string, r.id as string]))
}

export async function listTemplates(db: Db, trainerId: string): Promise<TrainingTemplate[]> {
  const { rows } = await db.execute(sql`
    select ${templateColumns()} from training_templates tt
    where tt.trainer_id = ${trainerId} and tt.active
    order by tt.created_at desc, tt.id`)
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
    const { rows } = await tx.execute(sql`
      insert into training_templates as tt (trainer_id, service_id, title, specialization, format, location,
                                      online_url, duration_min, capacity, price, currency, visibility,
                                      notes, allow_parallel, weekdays, start_time, time_zone, valid_from,
                                      valid_until, created_at, updated_at)
      values (${trainerId}, ${input.serviceId ?? null}, ${input.title}, ${specialization}, ${input.format},
              ${input.location}, ${input.onlineUrl}, ${input.durationMin}, ${input.capacity}, ${input.price},
              ${input.currency}, ${input.visibility}, ${input.notes}, ${input.allowParallel},
              ${sql.param(input.weekdays)}::smallint[], ${input.startTime}, ${timeZone}, ${input.validFrom},
              ${input.validUntil ?? null}, ${sqlNow()}, ${sqlNow()})
      returning ${EXPANDABLE_COLUMNS}`)
    const { created, skipped } = await expandTemplate(tx, toExpandable(rows[0]!), now)
    refuseAllSkipped({ created, skipped })
    // Only the trainer's schedule: a new training has nobody booked yet.
    if (created > 0) changes.add(trainerId, 'trainer')
    return { ...(await readTemplate(tx, trainerId, rows[0]!.id as string)), created, skipped }
  })
}

/** Locks an active template of the trainer for a change; 404 for anyone else's or a stopped one. */
async function lockTemplate(tx: Executor, trainerId: string, templateId: string) {
  const { rows } = await tx.execute(sql`
    select ${templateColumns()} from training_templates tt
    where tt.id = ${templateId} and tt.trainer_id = ${trainerId} and tt.active
    for update`)
  if (!rows[0]) throw templateNotFound()
  return toTemplate(rows[0])
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

    const { rows } = await tx.execute(sql`
      update training_templates tt set
        service_id = ${next.serviceId ?? null}, title = ${next.title}, specialization = ${specialization},
        format = ${next.format}::trainer_format, location = ${next.location}, online_url = ${next.onlineUrl},
        duration_min = ${next.durationMin}, capacity = ${next.capacity}, price = ${next.price},
        currency = ${next.currency}, visibility = ${next.visibility}::training_visibility, notes = ${next.notes},
        allow_parallel = ${next.allowParallel}, weekdays = ${sql.param(next.weekdays)}::smallint[],
        start_time = ${next.startTime}, time_zone = ${next.timeZone}, valid_from = ${next.validFrom},
        valid_until = ${next.validUntil ?? null}, updated_at = ${sqlNow()}
      where tt.id = ${templateId}
      returning ${EXPANDABLE_COLUMNS}`)
    // Made again rather than changed in place: no change can collide with a training that is
    // about to change too. A date made again keeps its training's id.
    const reuseIds = await removeUnbookedTrainings(tx, templateId, now)
    const { created, skipped } = await expandTemplate(tx, toExpandable(rows[0]!), now, {
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
    await tx.execute(sql`
      update training_templates set active = false, updated_at = ${sqlNow()} where id = ${templateId}`)
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
