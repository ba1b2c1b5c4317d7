// Weekly templates become trainings (PRODUCT.md §2 "Training template"; decision 0010): in the
// template's zone, over a rolling horizon of 8 weeks, idempotently.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db, Executor } from '#server/db/client.ts'
import { canActAsTrainerSql } from '#server/db/people.ts'
import { trainings, trainingTemplates } from '#server/db/schema.ts'
import { sqlNow } from '#server/db/sql-helpers.ts'
import { queryRows } from '#server/db/typed-sql.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import { type SkippedOccurrence, TEMPLATE_HORIZON_WEEKS } from '#shared/api/trainings.ts'
import { clock } from '#shared/clock.ts'
import { addDays, dateInZone, expandWeekly, type Occurrence, type WeeklyRule } from '#shared/time.ts'

/** What expansion needs of a template row. */
export interface ExpandableTemplate extends WeeklyRule {
  id: string
  trainerId: string
  durationMin: number
  allowParallel: boolean
  validUntil: string | null
  generatedUntil: string | null
}

export interface Horizon {
  /** The first local date to generate for: the template's start or today, whichever is later. */
  from: string
  /** The last: today plus 8 weeks, or the template's end if earlier. */
  until: string
}

/** The later of two calendar dates (they compare as text). */
const laterOf = (a: string, b: string) => (a < b ? b : a)

/** Today plus 8 weeks, in `timeZone`: the end of every template's horizon. */
export function horizonEnd(timeZone: string, now: Date): string {
  return addDays(dateInZone(now, timeZone), TEMPLATE_HORIZON_WEEKS * 7)
}

/**
 * The local dates a template generates trainings for at `now`; null when there are none (it
 * starts after the horizon or has ended).
 */
export function horizonOf(
  template: Pick<WeeklyRule, 'timeZone' | 'validFrom' | 'validUntil'>,
  now: Date,
): Horizon | null {
  const today = dateInZone(now, template.timeZone)
  const from = laterOf(template.validFrom, today)
  const end = horizonEnd(template.timeZone, now)
  const until = template.validUntil && template.validUntil < end ? template.validUntil : end
  return from <= until ? { from, until } : null
}

/** The occurrences a template would create at `now` from `from` on: never at or before `now`. */
export function upcomingOccurrences(template: WeeklyRule, horizon: Horizon, now: Date): Occurrence[] {
  return expandWeekly(template, horizon.from, horizon.until).filter((o) => o.startsAt > now)
}

const dateArray = (dates: string[]) => sql`${sql.param(dates)}::date[]`
const instantArray = (instants: Date[]) =>
  sql`${sql.param(instants.map((i) => i.toISOString()))}::timestamptz[]`

/**
 * For each occurrence, the title of the trainer's training it would overlap (the rule of the
 * exclusion constraint trainings_no_overlap), or null. A parallel group overlaps nothing.
 */
export async function overlapsOf(
  db: Executor,
  trainerId: string,
  durationMin: number,
  occurrences: Occurrence[],
  /** A template being edited: its own trainings that an edit would make again do not count. */
  remade?: string,
): Promise<(string | null)[]> {
  if (occurrences.length === 0) return []
  const remadeByEdit = remade
    ? sql`(x.template_id = ${remade} and x.booked_count = 0
           and not exists (select 1 from bookings b where b.training_id = x.id)
           and not exists (select 1 from waitlist_entries w where w.training_id = x.id))`
    : sql`false`
  const rows = await queryRows(
    db,
    z.object({ conflict: z.string().nullable() }),
    sql`
    select (select x.title from trainings x
             where x.trainer_id = ${trainerId} and x.status <> 'cancelled' and not x.allow_parallel
               and not ${remadeByEdit}
               and tstzrange(x.starts_at, x.ends_at) && tstzrange(o.starts_at, o.starts_at + make_interval(mins => ${durationMin}))
             order by x.starts_at limit 1) as conflict
    from unnest(${instantArray(occurrences.map((o) => o.startsAt))}) with ordinality as o(starts_at, n)
    order by o.n`,
  )
  return rows.map((r) => r.conflict)
}

export interface ExpansionResult {
  created: number
  /** Occurrences not created because the trainer has another training then. */
  skipped: SkippedOccurrence[]
}

/**
 * Creates the template's trainings over its horizon, inside the caller's transaction, which
 * holds the template's row lock. Idempotent: one training per template and local date, ever
 * (the unique index trainings_template_occurrence_key), so a date already made — even one
 * cancelled since — is never made again. An occurrence that would overlap another training of
 * the trainer is skipped (ON CONFLICT DO NOTHING takes the exclusion constraint as an arbiter)
 * and reported with the title in the way.
 *
 * By default it continues after `generated_until` (the rolling job); `restart` covers the whole
 * horizon again (after an edit removed the unbooked trainings), and `reuseIds` gives a remade
 * date its old training's id back, so that links to it keep working. `generated_until` moves
 * to the horizon's end.
 */
export async function expandTemplate(
  tx: Executor,
  template: ExpandableTemplate,
  now: Date,
  options: { restart?: boolean; reuseIds?: ReadonlyMap<string, string> } = {},
): Promise<ExpansionResult> {
  const horizon = horizonOf(template, now)
  if (!horizon) return { created: 0, skipped: [] }
  const continueFrom =
    !options.restart && template.generatedUntil ? addDays(template.generatedUntil, 1) : horizon.from
  const from = laterOf(continueFrom, horizon.from)
  const occurrences =
    from <= horizon.until ? upcomingOccurrences(template, { from, until: horizon.until }, now) : []

  let created = 0
  let skipped: SkippedOccurrence[] = []
  if (occurrences.length > 0) {
    // insert … select over the occurrences: ON CONFLICT DO NOTHING takes both the unique index and
    // the exclusion constraint as arbiters, which the builder's insert cannot select from unnest.
    const rows = await queryRows(
      tx,
      z.object({ date: z.string() }),
      sql`
      insert into trainings (id, trainer_id, service_id, title, specialization, format, location, online_url,
                             starts_at, duration_min, capacity, price, currency, visibility, notes,
                             allow_parallel, template_id, occurrence_date, created_at, updated_at)
      select coalesce(o.id, gen_random_uuid()), tt.trainer_id, tt.service_id, tt.title, tt.specialization,
             tt.format, tt.location, tt.online_url, o.starts_at, tt.duration_min, tt.capacity, tt.price,
             tt.currency, tt.visibility, tt.notes, tt.allow_parallel, tt.id, o.occurrence_date,
             ${sqlNow()}, ${sqlNow()}
      from training_templates tt,
           unnest(${dateArray(occurrences.map((o) => o.date))}, ${instantArray(occurrences.map((o) => o.startsAt))},
                  ${sql.param(occurrences.map((o) => options.reuseIds?.get(o.date) ?? null))}::uuid[])
             as o(occurrence_date, starts_at, id)
      where tt.id = ${template.id}
      on conflict do nothing
      returning occurrence_date::text as date`,
    )
    created = rows.length
    const made = new Set(rows.map((r) => r.date))
    const notMade = occurrences.filter((o) => !made.has(o.date))
    if (notMade.length > 0) {
      // A date the template already has (made earlier, maybe cancelled since) is not a skip.
      const existing = await tx
        .select({ date: trainings.occurrenceDate })
        .from(trainings)
        .where(
          and(
            eq(trainings.templateId, template.id),
            inArray(
              trainings.occurrenceDate,
              notMade.map((o) => o.date),
            ),
          ),
        )
      const had = new Set(existing.map((r) => r.date))
      const busy = notMade.filter((o) => !had.has(o.date))
      const titles = await overlapsOf(tx, template.trainerId, template.durationMin, busy)
      skipped = busy.map((o, i) => ({
        date: o.date,
        startsAt: o.startsAt.toISOString(),
        conflictWith: titles[i] ?? '',
      }))
    }
  }

  const generatedUntil =
    options.restart || !template.generatedUntil || template.generatedUntil < horizon.until
      ? horizon.until
      : template.generatedUntil
  if (generatedUntil !== template.generatedUntil) {
    await tx.update(trainingTemplates).set({ generatedUntil }).where(eq(trainingTemplates.id, template.id))
  }
  return { created, skipped }
}

/** A template as expansion reads it, as a query-builder selection (dates as 'YYYY-MM-DD'). */
export const EXPANDABLE_FIELDS = {
  id: trainingTemplates.id,
  trainerId: trainingTemplates.trainerId,
  weekdays: trainingTemplates.weekdays,
  startTime: trainingTemplates.startTime,
  timeZone: trainingTemplates.timeZone,
  validFrom: trainingTemplates.validFrom,
  validUntil: trainingTemplates.validUntil,
  generatedUntil: trainingTemplates.generatedUntil,
  durationMin: trainingTemplates.durationMin,
  allowParallel: trainingTemplates.allowParallel,
} satisfies Record<keyof ExpandableTemplate, unknown>

/**
 * The trainers whose templates keep generating: an active trainer plan (PRODUCT.md §2: without
 * one a trainer keeps the schedule but publishes nothing new), the trainer role, no block.
 */
export const PUBLISHING_TRAINER = (trainerId: SQL, now: Date) => sql`(
  exists (select 1 from trainer_plans p where p.user_id = ${trainerId} and p.valid_until > ${now.toISOString()}::timestamptz)
  and exists (select 1 from users u where u.id = ${trainerId} and ${canActAsTrainerSql('u')})
)`

export interface RollingResult {
  /** Templates this run expanded under their lock (others were up to date or held elsewhere). */
  templates: number
  created: number
}

/**
 * The rolling job: extends every active template of a publishing trainer to today + 8 weeks.
 * Each template in its own transaction under its row lock, taken with SKIP LOCKED, so two
 * instances (or an edit in progress) never expand one template at once; the one that waits
 * reads the moved `generated_until` and finds nothing left to do.
 */
export async function extendActiveTemplates(
  db: Db,
  now: Date = clock.now(),
  /** Records each trainer that got new trainings, once that template's transaction committed. */
  changes?: Effects,
): Promise<RollingResult> {
  // No zone is a day or more away from UTC: these bounds catch every template whose horizon
  // moved, and leave out those that ended.
  const latestEnd = addDays(horizonEnd('UTC', now), 1)
  const endedBefore = addDays(dateInZone(now, 'UTC'), -1)
  const candidates = await queryRows(
    db,
    z.object({ id: z.string() }),
    sql`
    select tt.id from training_templates tt
    where tt.active
      and (tt.generated_until is null or tt.generated_until < ${latestEnd}::date)
      and (tt.valid_until is null or tt.generated_until is null or tt.generated_until < tt.valid_until)
      and (tt.valid_until is null or tt.valid_until >= ${endedBefore}::date)
      and ${PUBLISHING_TRAINER(sql`tt.trainer_id`, now)}
    order by tt.generated_until nulls first, tt.id`,
  )
  const result: RollingResult = { templates: 0, created: 0 }
  for (const candidate of candidates) {
    const expanded = await db.transaction(async (tx) => {
      const [template] = await tx
        .select(EXPANDABLE_FIELDS)
        .from(trainingTemplates)
        .where(and(eq(trainingTemplates.id, candidate.id), eq(trainingTemplates.active, true)))
        .for('update', { skipLocked: true })
      if (!template) return null
      return { trainerId: template.trainerId, ...(await expandTemplate(tx, template, now)) }
    })
    if (!expanded) continue
    result.templates += 1
    result.created += expanded.created
    if (expanded.created > 0) changes?.add(expanded.trainerId, 'trainer')
  }
  return result
}
