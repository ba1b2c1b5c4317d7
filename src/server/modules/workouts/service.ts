// Exercise library, trainers' workouts and their assignments (PRODUCT.md §2 "Exercise",
// "Workout"; decision 0030). A trainer sees the shared library and their own exercises, and only
// their own workouts; anything else answers 404.
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { AppError } from '#server/app-error.ts'
import type { Db, Executor } from '#server/db/client.ts'
import {
  assignmentItems,
  bookings,
  exercises,
  trainerStudents,
  trainings,
  users,
  workoutAssignments,
  workoutItems,
  workouts,
} from '#server/db/schema.ts'
import { likeContaining } from '#server/db/sql-helpers.ts'
import type {
  AssignInput,
  Assignment,
  Exercise,
  ExerciseInput,
  ExercisesQuery,
  PrescriptionItem,
  Workout,
  WorkoutInput,
  WorkoutItemInput,
  WorkoutSummary,
  WorkoutUpdate,
} from '#shared/api/workouts.ts'
import { clock } from '#shared/clock.ts'
import { displayName } from '#shared/people.ts'
import { EXERCISES_PAGE_SIZE } from '#shared/workouts.ts'

const workoutNotFound = () => AppError.notFound('Workout not found')

type ExerciseRow = typeof exercises.$inferSelect

/** Library exercises and the caller's own. */
const visibleTo = (userId: string) => or(isNull(exercises.ownerId), eq(exercises.ownerId, userId))

function toExercise(row: ExerciseRow, userId: string): Exercise {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameRu: row.nameRu,
    category: row.category,
    level: row.level,
    equipment: row.equipment,
    primaryMuscles: row.primaryMuscles,
    secondaryMuscles: row.secondaryMuscles,
    videoUrl: row.videoUrl,
    own: row.ownerId === userId,
  }
}

/** The query folded as the `search` column is: lower case, 'ё' as 'е'. */
const foldSearch = (q: string) => q.trim().toLowerCase().replaceAll('ё', 'е')

export async function listExercises(db: Db, userId: string, query: ExercisesQuery) {
  const page = Number(query.page ?? 1)
  const q = foldSearch(query.q ?? '')
  const conditions: (SQL | undefined)[] = [
    query.mine === 'true' ? eq(exercises.ownerId, userId) : visibleTo(userId),
    query.category ? eq(exercises.category, query.category) : undefined,
    query.equipment ? eq(exercises.equipment, query.equipment) : undefined,
    query.muscle
      ? sql`(${exercises.primaryMuscles} @> array[${query.muscle}]::muscle_group[] or ${exercises.secondaryMuscles} @> array[${query.muscle}]::muscle_group[])`
      : undefined,
    q ? sql`${exercises.search} like ${likeContaining(q)}` : undefined,
  ]
  const where = and(...conditions)
  // A name equal to the query first, then one starting with it, then own exercises, the most
  // used and the shortest names (the plain exercise before its variations).
  const folded = (column: AnyColumn) => sql`translate(lower(coalesce(${column}, '')), 'ё', 'е')`
  const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const order = [
    ...(q
      ? [
          sql`(${folded(exercises.nameEn)} = ${q} or ${folded(exercises.nameRu)} = ${q}) desc`,
          sql`(${folded(exercises.nameEn)} like ${prefix} or ${folded(exercises.nameRu)} like ${prefix}) desc`,
        ]
      : []),
    sql`(${exercises.ownerId} is not null) desc`,
    desc(exercises.popularity),
    ...(q ? [sql`char_length(${exercises.nameEn})`] : []),
    asc(exercises.nameEn),
    asc(exercises.id),
  ]
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(exercises)
      .where(where)
      .orderBy(...order)
      .limit(EXERCISES_PAGE_SIZE)
      .offset((page - 1) * EXERCISES_PAGE_SIZE),
    db.select({ n: count() }).from(exercises).where(where),
  ])
  return {
    data: rows.map((r) => toExercise(r, userId)),
    total: totals[0]?.n ?? 0,
    page,
    pageSize: EXERCISES_PAGE_SIZE,
  }
}

export async function createExercise(db: Db, trainerId: string, input: ExerciseInput): Promise<Exercise> {
  const [row] = await db
    .insert(exercises)
    .values({
      ownerId: trainerId,
      nameEn: input.name.trim(),
      category: input.category,
      equipment: input.equipment ?? null,
      primaryMuscles: [...new Set(input.primaryMuscles)],
      videoUrl: input.videoUrl?.trim() ? input.videoUrl.trim() : null,
    })
    .returning()
  if (!row) throw new Error('exercise insert returned nothing')
  return toExercise(row, trainerId)
}

// ---- workouts ----------------------------------------------------------------------------------

async function ownWorkout(db: Executor, trainerId: string, workoutId: string) {
  const [row] = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.id, workoutId), eq(workouts.trainerId, trainerId)))
  if (!row) throw workoutNotFound()
  return row
}

/** The items' exercises must be ones the trainer sees; a field error names the first that is not. */
async function checkExercises(db: Executor, trainerId: string, items: WorkoutItemInput[]) {
  const ids = [...new Set(items.map((i) => i.exerciseId))]
  if (ids.length === 0) return
  const found = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(and(inArray(exercises.id, ids), visibleTo(trainerId)))
  const known = new Set(found.map((f) => f.id))
  const bad = items.findIndex((i) => !known.has(i.exerciseId))
  if (bad >= 0)
    throw AppError.badRequest('Unknown exercise', { [`items.${bad}.exerciseId`]: 'Unknown exercise' })
}

const itemValues = (item: WorkoutItemInput, position: number) => ({
  position,
  exerciseId: item.exerciseId,
  sets: item.sets,
  reps: item.reps ?? null,
  durationSeconds: item.durationSeconds ?? null,
  weightKg: item.weightKg ?? null,
  restSeconds: item.restSeconds ?? null,
  notes: item.notes?.trim() ?? '',
  supersetGroup: item.supersetGroup ?? null,
})

async function replaceItems(tx: Executor, workoutId: string, items: WorkoutItemInput[]) {
  await tx.delete(workoutItems).where(eq(workoutItems.workoutId, workoutId))
  if (items.length > 0) {
    await tx.insert(workoutItems).values(items.map((item, i) => ({ workoutId, ...itemValues(item, i) })))
  }
  await refreshPopularity(
    tx,
    items.map((i) => i.exerciseId),
  )
}

/** How many workouts use each exercise: the library's "most used first". */
async function refreshPopularity(tx: Executor, exerciseIds: string[]) {
  const ids = [...new Set(exerciseIds)]
  if (ids.length === 0) return
  await tx
    .update(exercises)
    .set({
      popularity: sql`(select count(distinct wi.workout_id)::int from workout_items wi where wi.exercise_id = "exercises"."id")`,
    })
    .where(inArray(exercises.id, ids))
}

export async function listWorkouts(db: Db, trainerId: string, archived: boolean): Promise<WorkoutSummary[]> {
  const rows = await db
    .select({
      id: workouts.id,
      title: workouts.title,
      notes: workouts.notes,
      archivedAt: workouts.archivedAt,
      updatedAt: workouts.updatedAt,
      itemCount: sql<number>`(select count(*)::int from workout_items wi where wi.workout_id = "workouts"."id")`,
      assignmentCount: sql<number>`(select count(*)::int from workout_assignments wa where wa.workout_id = "workouts"."id")`,
    })
    .from(workouts)
    .where(
      and(
        eq(workouts.trainerId, trainerId),
        archived ? isNotNull(workouts.archivedAt) : isNull(workouts.archivedAt),
      ),
    )
    .orderBy(desc(workouts.updatedAt), asc(workouts.id))
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    notes: r.notes,
    archived: r.archivedAt !== null,
    itemCount: r.itemCount,
    assignmentCount: r.assignmentCount,
    updatedAt: r.updatedAt.toISOString(),
  }))
}

type ItemRow = typeof workoutItems.$inferSelect | typeof assignmentItems.$inferSelect

function toPrescription(item: ItemRow, exercise: ExerciseRow, userId: string): PrescriptionItem {
  return {
    id: item.id,
    position: item.position,
    exercise: toExercise(exercise, userId),
    sets: item.sets,
    reps: item.reps,
    durationSeconds: item.durationSeconds,
    weightKg: item.weightKg,
    restSeconds: item.restSeconds,
    notes: item.notes,
    supersetGroup: item.supersetGroup,
  }
}

export async function getWorkout(db: Executor, trainerId: string, workoutId: string): Promise<Workout> {
  const row = await ownWorkout(db, trainerId, workoutId)
  const items = await db
    .select({ item: workoutItems, exercise: exercises })
    .from(workoutItems)
    .innerJoin(exercises, eq(exercises.id, workoutItems.exerciseId))
    .where(eq(workoutItems.workoutId, workoutId))
    .orderBy(asc(workoutItems.position))
  const given = await assignmentsWhere(db, trainerId, eq(workoutAssignments.workoutId, workoutId), false)
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    archived: row.archivedAt !== null,
    itemCount: items.length,
    assignmentCount: given.length,
    updatedAt: row.updatedAt.toISOString(),
    items: items.map((i) => toPrescription(i.item, i.exercise, trainerId)),
    assignments: given.map(({ items: _items, ...a }) => a),
  }
}

export async function createWorkout(db: Db, trainerId: string, input: WorkoutInput): Promise<Workout> {
  await checkExercises(db, trainerId, input.items)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workouts)
      .values({ trainerId, title: input.title.trim(), notes: input.notes?.trim() ?? '' })
      .returning({ id: workouts.id })
    if (!row) throw new Error('workout insert returned nothing')
    await replaceItems(tx, row.id, input.items)
    return getWorkout(tx, trainerId, row.id)
  })
}

export async function updateWorkout(
  db: Db,
  trainerId: string,
  workoutId: string,
  input: WorkoutUpdate,
): Promise<Workout> {
  await ownWorkout(db, trainerId, workoutId)
  if (input.items) await checkExercises(db, trainerId, input.items)
  return db.transaction(async (tx) => {
    await tx
      .update(workouts)
      .set({
        ...(input.title !== undefined ? { title: input.title.trim() } : {}),
        ...(input.notes !== undefined ? { notes: input.notes.trim() } : {}),
        ...(input.archived !== undefined ? { archivedAt: input.archived ? clock.now() : null } : {}),
        updatedAt: clock.now(),
      })
      .where(and(eq(workouts.id, workoutId), eq(workouts.trainerId, trainerId)))
    if (input.items) {
      const before = await tx
        .select({ exerciseId: workoutItems.exerciseId })
        .from(workoutItems)
        .where(eq(workoutItems.workoutId, workoutId))
      await replaceItems(tx, workoutId, input.items)
      await refreshPopularity(
        tx,
        before.map((b) => b.exerciseId),
      )
    }
    return getWorkout(tx, trainerId, workoutId)
  })
}

/** Deleting a workout keeps what was assigned from it: assignments hold their own copy. */
export async function deleteWorkout(db: Db, trainerId: string, workoutId: string) {
  await db.transaction(async (tx) => {
    const used = await tx
      .select({ exerciseId: workoutItems.exerciseId })
      .from(workoutItems)
      .where(eq(workoutItems.workoutId, workoutId))
    const deleted = await tx
      .delete(workouts)
      .where(and(eq(workouts.id, workoutId), eq(workouts.trainerId, trainerId)))
      .returning({ id: workouts.id })
    if (!deleted[0]) throw workoutNotFound()
    await refreshPopularity(
      tx,
      used.map((u) => u.exerciseId),
    )
  })
}

// ---- assignments -------------------------------------------------------------------------------

/**
 * Copies the workout as it is now into an assignment for a training of the trainer (not
 * cancelled, not over) or for one of the trainer's students on a date. A training or a student
 * of someone else answers 404, as if it did not exist.
 */
export async function assignWorkout(
  db: Db,
  trainerId: string,
  workoutId: string,
  input: AssignInput,
): Promise<Assignment> {
  const workout = await ownWorkout(db, trainerId, workoutId)
  if (workout.archivedAt)
    throw AppError.conflict('workout_archived', 'Restore the workout before assigning it')
  if (input.trainingId) {
    const [training] = await db
      .select({ status: trainings.status, endsAt: trainings.endsAt })
      .from(trainings)
      .where(and(eq(trainings.id, input.trainingId), eq(trainings.trainerId, trainerId)))
    if (!training) throw AppError.notFound('Training not found')
    if (training.status === 'cancelled')
      throw AppError.conflict('training_cancelled', 'The training is cancelled')
  } else if (input.studentId) {
    const [student] = await db
      .select({ id: trainerStudents.studentId })
      .from(trainerStudents)
      .where(and(eq(trainerStudents.trainerId, trainerId), eq(trainerStudents.studentId, input.studentId)))
    if (!student) throw AppError.notFound('Student not found')
  }
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(workoutAssignments)
      .values({
        trainerId,
        workoutId,
        trainingId: input.trainingId ?? null,
        studentId: input.studentId ?? null,
        scheduledOn: input.studentId ? (input.date ?? null) : null,
        title: workout.title,
        notes: workout.notes,
      })
      .returning({ id: workoutAssignments.id })
    if (!created) throw new Error('assignment insert returned nothing')
    await tx.execute(sql`
      insert into assignment_items (assignment_id, position, exercise_id, sets, reps, duration_seconds,
                                    weight_kg, rest_seconds, notes, superset_group)
      select ${created.id}, position, exercise_id, sets, reps, duration_seconds, weight_kg, rest_seconds,
             notes, superset_group
      from workout_items where workout_id = ${workoutId}`)
    await tx.update(workouts).set({ updatedAt: clock.now() }).where(eq(workouts.id, workoutId))
    return created.id
  })
  const [result] = await assignmentsWhere(db, trainerId, eq(workoutAssignments.id, id), true)
  if (!result) throw new Error('assignment vanished')
  return result
}

async function assignmentsWhere(
  db: Executor,
  viewerId: string,
  where: SQL | undefined,
  withItems: boolean,
): Promise<Assignment[]> {
  const rows = await db
    .select({
      a: workoutAssignments,
      trainingTitle: trainings.title,
      trainingStartsAt: trainings.startsAt,
      studentFirst: users.firstName,
      studentLast: users.lastName,
    })
    .from(workoutAssignments)
    .leftJoin(trainings, eq(trainings.id, workoutAssignments.trainingId))
    .leftJoin(users, eq(users.id, workoutAssignments.studentId))
    .where(where)
    .orderBy(
      desc(sql`coalesce(${trainings.startsAt}::date, ${workoutAssignments.scheduledOn})`),
      desc(workoutAssignments.createdAt),
      asc(workoutAssignments.id),
    )
    .limit(200)
  const ids = rows.map((r) => r.a.id)
  const items =
    withItems && ids.length > 0
      ? await db
          .select({ item: assignmentItems, exercise: exercises })
          .from(assignmentItems)
          .innerJoin(exercises, eq(exercises.id, assignmentItems.exerciseId))
          .where(inArray(assignmentItems.assignmentId, ids))
          .orderBy(asc(assignmentItems.position))
      : []
  return rows.map(({ a, trainingTitle, trainingStartsAt, studentFirst, studentLast }) => ({
    id: a.id,
    workoutId: a.workoutId,
    title: a.title,
    notes: a.notes,
    training:
      a.trainingId && trainingTitle !== null && trainingStartsAt !== null
        ? { id: a.trainingId, title: trainingTitle, startsAt: trainingStartsAt.toISOString() }
        : null,
    student:
      a.studentId && studentFirst !== null
        ? { id: a.studentId, name: displayName(studentFirst, studentLast ?? '') }
        : null,
    scheduledOn: a.scheduledOn,
    createdAt: a.createdAt.toISOString(),
    items: items
      .filter((i) => i.item.assignmentId === a.id)
      .map((i) => toPrescription(i.item, i.exercise, viewerId)),
  }))
}

/**
 * The trainer's assignments a student of theirs gets: assigned to the student, or attached to a
 * training of the trainer the student is booked on (not cancelled). 404 for someone else's
 * student. The student's logged results are added beside these by the logging work (decision 0030).
 */
export async function studentAssignments(
  db: Db,
  trainerId: string,
  studentId: string,
): Promise<Assignment[]> {
  const [student] = await db
    .select({ id: trainerStudents.studentId })
    .from(trainerStudents)
    .where(and(eq(trainerStudents.trainerId, trainerId), eq(trainerStudents.studentId, studentId)))
  if (!student) throw AppError.notFound('Student not found')
  return assignmentsWhere(
    db,
    trainerId,
    and(
      eq(workoutAssignments.trainerId, trainerId),
      or(
        eq(workoutAssignments.studentId, studentId),
        inArray(
          workoutAssignments.trainingId,
          db
            .select({ id: bookings.trainingId })
            .from(bookings)
            .where(and(eq(bookings.studentId, studentId), sql`${bookings.status} <> 'cancelled'`)),
        ),
      ),
    ),
    true,
  )
}
