// Training data (issue 18, decision 0031): a student's assigned workouts with their logged sets,
// past trainings, personal records and per-exercise progress; the sync of sets logged on a device
// (upsert by set, the later edit wins in SQL); the same data for the student's own trainer.
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import { type Db, type Executor, uniqueViolation } from '#server/db/client.ts'
import { displayNameSql } from '#server/db/people.ts'
import { isoTime, sqlNow, uuidArray } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import type {
  ExerciseName,
  PastTraining,
  PersonalRecord,
  ProgressPoint,
  SetResult,
  TrainingAssignment,
  TrainingData,
  TrainingItem,
} from '#shared/api/training-data.ts'
import { MESSAGES } from '#shared/messages.ts'
import { mergeSetEdits, type SetEdit } from '#shared/training-log.ts'

const assignmentNotFound = () => AppError.notFound(MESSAGES.assignmentNotFound)

/** Bookings that give a student a training's attached workouts. */
const SEEING_BOOKING = sql.raw(`('confirmed', 'attended', 'no_show')`)

/**
 * The assignments `studentId` may see and log: given to them for a date, or attached to a training
 * they are booked on; `trainerId` narrows them to one trainer's (the student card).
 */
function assignmentsOf(studentId: string, trainerId?: string): SQL {
  return sql`(wa.student_id = ${studentId}
    or (wa.training_id is not null and exists (
      select 1 from bookings b where b.training_id = wa.training_id and b.student_id = ${studentId}
        and b.status in ${SEEING_BOOKING})))
    ${trainerId ? sql`and wa.trainer_id = ${trainerId}` : sql``}`
}

/**
 * The same assignments as `assignmentsOf`, as a table read from both ends by index: those given to
 * the student, and those attached to the trainings the student is booked on (never both: an
 * assignment has a student or a training). An `or` of the two scans every assignment of the
 * trainer (5,000 on the benchmark) and joins every training of theirs (decision 0039).
 */
function visibleAssignments(studentId: string, trainerId?: string): SQL {
  const ofTrainer = trainerId ? sql`and wa.trainer_id = ${trainerId}` : sql``
  return sql`(
    select wa.* from workout_assignments wa where wa.student_id = ${studentId} ${ofTrainer}
    union all
    select wa.* from bookings b join workout_assignments wa on wa.training_id = b.training_id
    where b.student_id = ${studentId} and b.status in ${SEEING_BOOKING} ${ofTrainer}
  )`
}

const num = z.coerce.number()
const numOrNull = z.coerce.number().nullable()

const resultRow = z.object({
  id: z.string(),
  assignment_id: z.string(),
  item_id: z.string(),
  set_index: z.number(),
  reps: z.number().nullable(),
  weight_kg: numOrNull,
  duration_seconds: z.number().nullable(),
  done: z.boolean(),
  edited_at: z.string(),
})

function toSetResult(row: z.output<typeof resultRow>): SetResult {
  return {
    id: row.id,
    itemId: row.item_id,
    setIndex: row.set_index,
    reps: row.reps,
    weightKg: row.weight_kg,
    durationSeconds: row.duration_seconds,
    done: row.done,
    editedAt: row.edited_at,
  }
}

const RESULT_COLUMNS = sql`r.id, r.assignment_id, r.assignment_item_id as item_id, r.set_index, r.reps, r.weight_kg,
  r.duration_seconds, r.done, ${isoTime(sql`r.client_updated_at`)} as edited_at`

const exerciseColumns = sql`e.id as exercise_id, e.name_en, e.name_ru`
const exerciseRow = z.object({ exercise_id: z.string(), name_en: z.string(), name_ru: z.string().nullable() })
const toExercise = (row: z.output<typeof exerciseRow>): ExerciseName => ({
  id: row.exercise_id,
  nameEn: row.name_en,
  nameRu: row.name_ru,
})

/** Epley's estimate in SQL, rounded like `epleyOneRepMaxKg` of `#shared/training-log.ts`. */
const EPLEY = sql.raw(
  `round((case when r.reps = 1 then r.weight_kg else r.weight_kg * (1 + r.reps / 30.0) end)::numeric, 1)`,
)
/** A set that counts for records and progress: done, with weight and reps. */
const COUNTED = sql.raw(`r.done and r.weight_kg > 0 and r.reps > 0`)

const ASSIGNMENTS_SHOWN = 100
const PAST_TRAININGS_SHOWN = 50

async function assignments(
  db: Executor,
  studentId: string,
  trainerId?: string,
): Promise<TrainingAssignment[]> {
  const rows = await queryRows(
    db,
    z.object({
      id: z.string(),
      title: z.string(),
      notes: z.string(),
      trainer_id: z.string(),
      trainer_name: z.string(),
      on_date: z.string(),
      training_id: z.string().nullable(),
      training_title: z.string().nullable(),
      starts_at: z.string().nullable(),
    }),
    sql`
    select wa.id, wa.title, wa.notes, wa.trainer_id, ${displayNameSql('tu')} as trainer_name,
           coalesce(wa.scheduled_on, (t.starts_at at time zone me.time_zone)::date)::text as on_date,
           t.id as training_id, t.title as training_title,
           case when t.id is null then null else ${isoTime(sql`t.starts_at`)} end as starts_at
    from ${visibleAssignments(studentId, trainerId)} wa
    join users tu on tu.id = wa.trainer_id
    left join trainings t on t.id = wa.training_id
    cross join (select time_zone from users where id = ${studentId}) me
    order by on_date desc, wa.created_at desc, wa.id
    limit ${ASSIGNMENTS_SHOWN}`,
  )
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const items = await queryRows(
    db,
    exerciseRow.extend({
      id: z.string(),
      assignment_id: z.string(),
      position: z.number(),
      sets: z.number(),
      reps: z.number().nullable(),
      duration_seconds: z.number().nullable(),
      weight_kg: numOrNull,
      rest_seconds: z.number().nullable(),
      notes: z.string(),
      superset_group: z.number().nullable(),
    }),
    sql`select ai.id, ai.assignment_id, ai.position, ai.sets, ai.reps, ai.duration_seconds, ai.weight_kg,
               ai.rest_seconds, ai.notes, ai.superset_group, ${exerciseColumns}
        from assignment_items ai join exercises e on e.id = ai.exercise_id
        where ai.assignment_id = any(${uuidArray(ids)})
        order by ai.assignment_id, ai.position`,
  )
  const results = await queryRows(
    db,
    resultRow,
    sql`select ${RESULT_COLUMNS} from workout_results r
        where r.assignment_id = any(${uuidArray(ids)}) and r.student_id = ${studentId}
        order by r.assignment_item_id, r.set_index`,
  )
  const resultsByItem = new Map<string, SetResult[]>()
  for (const row of results)
    resultsByItem.set(row.item_id, [...(resultsByItem.get(row.item_id) ?? []), toSetResult(row)])
  const itemsByAssignment = new Map<string, TrainingItem[]>()
  for (const row of items) {
    const item: TrainingItem = {
      id: row.id,
      position: row.position,
      exercise: toExercise(row),
      sets: row.sets,
      reps: row.reps,
      durationSeconds: row.duration_seconds,
      weightKg: row.weight_kg,
      restSeconds: row.rest_seconds,
      notes: row.notes,
      supersetGroup: row.superset_group,
      results: resultsByItem.get(row.id) ?? [],
    }
    itemsByAssignment.set(row.assignment_id, [...(itemsByAssignment.get(row.assignment_id) ?? []), item])
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    notes: row.notes,
    trainer: { id: row.trainer_id, name: row.trainer_name },
    date: row.on_date,
    training:
      row.training_id && row.training_title && row.starts_at
        ? { id: row.training_id, title: row.training_title, startsAt: row.starts_at }
        : null,
    items: itemsByAssignment.get(row.id) ?? [],
  }))
}

async function pastTrainings(db: Executor, studentId: string, trainerId?: string): Promise<PastTraining[]> {
  const rows = await queryRows(
    db,
    z.object({
      id: z.string(),
      title: z.string(),
      starts_at: z.string(),
      trainer_id: z.string(),
      trainer_name: z.string(),
      status: z.enum(['confirmed', 'attended', 'no_show']),
      assignment_ids: z.array(z.string()),
    }),
    sql`
    select t.id, t.title, ${isoTime(sql`t.starts_at`)} as starts_at, t.trainer_id,
           ${displayNameSql('tu')} as trainer_name, b.status::text as status,
           array(select wa.id::text from workout_assignments wa where wa.training_id = t.id order by wa.created_at)
             as assignment_ids
    from bookings b join trainings t on t.id = b.training_id join users tu on tu.id = t.trainer_id
    where b.student_id = ${studentId} and b.status in ${SEEING_BOOKING} and t.starts_at <= ${sqlNow()}
      ${trainerId ? sql`and t.trainer_id = ${trainerId}` : sql``}
    order by t.starts_at desc, t.id
    limit ${PAST_TRAININGS_SHOWN}`,
  )
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    startsAt: row.starts_at,
    trainer: { id: row.trainer_id, name: row.trainer_name },
    bookingStatus: row.status,
    assignmentIds: row.assignment_ids,
  }))
}

/** Per exercise, the set with the best estimated 1RM (the earliest of equals). */
async function records(db: Executor, studentId: string): Promise<PersonalRecord[]> {
  const rows = await queryRows(
    db,
    exerciseRow.extend({ id: z.string(), date: z.string(), weight_kg: num, reps: z.number(), orm: num }),
    sql`
    select * from (
      select distinct on (r.exercise_id) r.id, r.performed_on::text as date, r.weight_kg, r.reps, ${EPLEY} as orm,
             ${exerciseColumns}
      from workout_results r join exercises e on e.id = r.exercise_id
      where r.student_id = ${studentId} and ${COUNTED}
      order by r.exercise_id, ${EPLEY} desc, r.performed_on, r.id
    ) best
    order by best.orm desc, best.exercise_id`,
  )
  return rows.map((row) => ({
    exercise: toExercise(row),
    resultId: row.id,
    date: row.date,
    weightKg: row.weight_kg,
    reps: row.reps,
    oneRepMaxKg: row.orm,
  }))
}

async function loggedExercises(db: Executor, studentId: string) {
  const rows = await queryRows(
    db,
    exerciseRow.extend({ sessions: z.number() }),
    sql`
    select ${exerciseColumns}, count(distinct r.performed_on)::int as sessions
    from workout_results r join exercises e on e.id = r.exercise_id
    where r.student_id = ${studentId} and ${COUNTED}
    group by e.id
    order by sessions desc, e.name_en, e.id
    limit 100`,
  )
  return rows.map((row) => ({ ...toExercise(row), sessions: row.sessions }))
}

/** GET /api/training-data: the student's own training data. */
export async function trainingData(db: Db, studentId: string): Promise<TrainingData> {
  // Independent reads, side by side on the pool.
  const [a, p, r, l] = await Promise.all([
    assignments(db, studentId),
    pastTrainings(db, studentId),
    records(db, studentId),
    loggedExercises(db, studentId),
  ])
  return { assignments: a, pastTrainings: p, records: r, loggedExercises: l }
}

/**
 * The trainer's student card: the student's assignments from this trainer with their results,
 * trainings with this trainer, and the student's records. Only the trainer's own student.
 */
export async function studentTrainingData(
  db: Db,
  trainerId: string,
  studentId: string,
): Promise<TrainingData> {
  await ownStudent(db, trainerId, studentId)
  const [a, p, r, l] = await Promise.all([
    assignments(db, studentId, trainerId),
    pastTrainings(db, studentId, trainerId),
    records(db, studentId),
    loggedExercises(db, studentId),
  ])
  return { assignments: a, pastTrainings: p, records: r, loggedExercises: l }
}

/** 404 unless `studentId` is on `trainerId`'s list (another trainer's student is not theirs to see). */
async function ownStudent(db: Db, trainerId: string, studentId: string) {
  const own = await queryRow(
    db,
    z.object({ ok: z.number() }),
    sql`select 1 as ok from trainer_students where trainer_id = ${trainerId} and student_id = ${studentId}`,
  )
  if (!own) throw AppError.notFound(MESSAGES.studentNotFound)
}

/** GET /api/trainer/students/{id}/training-data/progress: an own student's progress of one exercise. */
export async function studentProgress(db: Db, trainerId: string, studentId: string, exerciseId: string) {
  await ownStudent(db, trainerId, studentId)
  return progress(db, studentId, exerciseId)
}

/** GET /api/training-data/progress: one exercise's sessions, oldest first (SQL aggregates). */
export async function progress(
  db: Db,
  studentId: string,
  exerciseId: string,
): Promise<{ exercise: ExerciseName; points: ProgressPoint[] }> {
  const exercise = await queryRow(
    db,
    exerciseRow,
    sql`select ${exerciseColumns} from exercises e
        where e.id = ${exerciseId}
          and (e.owner_id is null or exists (
            select 1 from workout_results r where r.student_id = ${studentId} and r.exercise_id = e.id))`,
  )
  if (!exercise) throw AppError.notFound(MESSAGES.exerciseNotFound)
  const rows = await queryRows(
    db,
    z.object({ date: z.string(), top: num, orm: numOrNull, volume: num, sets: z.number() }),
    sql`
    select * from (
      select r.performed_on::text as date, max(r.weight_kg) as top, max(${EPLEY}) as orm,
             sum(r.weight_kg * r.reps) as volume, count(*)::int as sets
      from workout_results r
      where r.student_id = ${studentId} and r.exercise_id = ${exerciseId} and ${COUNTED}
      group by r.performed_on
      order by r.performed_on desc
      limit 500
    ) s order by s.date`,
  )
  return {
    exercise: toExercise(exercise),
    points: rows.map((row) => ({
      date: row.date,
      topSetKg: row.top,
      oneRepMaxKg: row.orm,
      volumeKg: Math.round(row.volume * 100) / 100,
      sets: row.sets,
    })),
  }
}

/**
 * POST /api/training-data/{id}/results: stores a batch of set edits of one assignment. One row per
 * student, item and set; an edit replaces the stored one only when it is later (ties by id), so a
 * retried batch changes nothing and of two devices' edits the later stays, whatever the order.
 */
export async function syncResults(db: Db, studentId: string, assignmentId: string, edits: SetEdit[]) {
  return db.transaction(async (tx) => {
    const assignment = await queryRow(
      tx,
      z.object({ on_date: z.string(), trainer_id: z.string() }),
      sql`select coalesce(wa.scheduled_on, (t.starts_at at time zone me.time_zone)::date)::text as on_date,
                 wa.trainer_id
          from workout_assignments wa
          left join trainings t on t.id = wa.training_id
          cross join (select time_zone from users where id = ${studentId}) me
          where wa.id = ${assignmentId} and ${assignmentsOf(studentId)}`,
    )
    if (!assignment) throw assignmentNotFound()
    const items = await queryRows(
      tx,
      z.object({ id: z.string(), sets: z.number() }),
      sql`select id, sets from assignment_items where assignment_id = ${assignmentId}`,
    )
    // Each item's prescribed number of sets: a result is for one of them.
    const setsOf = new Map(items.map((item) => [item.id, item.sets]))
    const fields: Record<string, string> = {}
    edits.forEach((edit, index) => {
      const sets = setsOf.get(edit.itemId)
      if (sets === undefined) fields[`results.${index}.itemId`] = MESSAGES.itemNotInWorkout
      else if (edit.setIndex >= sets) fields[`results.${index}.setIndex`] = MESSAGES.setNotInWorkout
    })
    if (Object.keys(fields).length) throw AppError.badRequest(MESSAGES.fieldsInvalid, fields)

    // One edit per set: one statement may not update a row twice, and the rule is the same.
    const latest = mergeSetEdits([], edits)
    const rows = JSON.stringify(
      latest.map((e) => ({
        id: e.id,
        item_id: e.itemId,
        set_index: e.setIndex,
        reps: e.reps,
        weight_kg: e.weightKg,
        duration_seconds: e.durationSeconds,
        done: e.done,
        edited_at: e.editedAt,
      })),
    )
    try {
      await tx.execute(sql`
      insert into workout_results as r (id, assignment_id, assignment_item_id, student_id, trainer_id, exercise_id,
        performed_on, set_index, reps, weight_kg, duration_seconds, done, client_updated_at, created_at, updated_at)
      select v.id, ${assignmentId}, ai.id, ${studentId}, ${assignment.trainer_id}, ai.exercise_id,
             ${assignment.on_date}::date,
             v.set_index, v.reps, v.weight_kg, v.duration_seconds, v.done, v.edited_at, ${sqlNow()}, ${sqlNow()}
      from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, item_id uuid, set_index smallint, reps smallint,
        weight_kg numeric, duration_seconds integer, done boolean, edited_at timestamptz)
      join assignment_items ai on ai.id = v.item_id and ai.assignment_id = ${assignmentId}
      on conflict (student_id, assignment_item_id, set_index) do update set
        id = excluded.id, reps = excluded.reps, weight_kg = excluded.weight_kg,
        duration_seconds = excluded.duration_seconds, done = excluded.done,
        client_updated_at = excluded.client_updated_at, updated_at = excluded.updated_at
      where (excluded.client_updated_at, excluded.id) > (r.client_updated_at, r.id)`)
    } catch (error) {
      // A set id already used by another set (another device's bug, or a forged id).
      if (uniqueViolation(error) === 'workout_results_pkey')
        throw AppError.conflict('result_id_taken', MESSAGES.resultIdTaken)
      throw error
    }
    const stored = await queryRows(
      tx,
      resultRow,
      sql`select ${RESULT_COLUMNS} from workout_results r
          join jsonb_to_recordset(${rows}::jsonb) as v(item_id uuid, set_index smallint)
            on r.assignment_item_id = v.item_id and r.set_index = v.set_index
          where r.student_id = ${studentId} and r.assignment_id = ${assignmentId}
          order by r.assignment_item_id, r.set_index`,
    )
    return stored.map(toSetResult)
  })
}
