// The workouts calls (PRODUCT.md §6 "workouts", decision 0030): the exercise library, a
// trainer's workouts and their assignment to a training or a student.
import { z } from 'zod'
import { MESSAGES } from '#shared/messages.ts'
import {
  EXERCISE_CATEGORIES,
  EXERCISE_EQUIPMENT,
  EXERCISE_LEVELS,
  WORKOUT_LIMITS as L,
  MUSCLE_GROUPS,
} from '#shared/workouts.ts'
import { text } from './catalogue.ts'
import { acceptedDate, numberFromText, success, uuid } from './common.ts'

// ---- exercises ---------------------------------------------------------------------------------

export const exercisesQuery = z.object({
  /** A part of the name in English or Russian ('ё' and 'е' alike). */
  q: text(100).optional(),
  muscle: z.enum(MUSCLE_GROUPS).optional(),
  equipment: z.enum(EXERCISE_EQUIPMENT).optional(),
  category: z.enum(EXERCISE_CATEGORIES).optional(),
  /** `true`: only the caller's own exercises. */
  mine: z.enum(['true', 'false']).optional(),
  page: numberFromText(z.number().int().min(1).max(1000)).default(1),
})
export type ExercisesQuery = z.input<typeof exercisesQuery>

export const exercise = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameRu: z.string().nullable(),
  category: z.enum(EXERCISE_CATEGORIES),
  level: z.enum(EXERCISE_LEVELS),
  equipment: z.enum(EXERCISE_EQUIPMENT).nullable(),
  primaryMuscles: z.array(z.enum(MUSCLE_GROUPS)),
  secondaryMuscles: z.array(z.enum(MUSCLE_GROUPS)),
  videoUrl: z.string().nullable(),
  /** The caller's private exercise (not the shared library). */
  own: z.boolean(),
})
export type Exercise = z.infer<typeof exercise>

export const exercisesResponse = success({
  data: z.array(exercise),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type ExercisesPage = z.infer<typeof exercisesResponse>

const videoUrl = z
  .string()
  .trim()
  .max(500, { error: MESSAGES.textTooLong })
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), { error: MESSAGES.videoUrlInvalid })

export const exerciseBody = z.object({
  name: text(L.exerciseNameMax).pipe(z.string().min(1, { error: MESSAGES.exerciseNameRequired })),
  category: z.enum(EXERCISE_CATEGORIES),
  equipment: z.enum(EXERCISE_EQUIPMENT).nullable().optional(),
  primaryMuscles: z
    .array(z.enum(MUSCLE_GROUPS))
    .min(1, { error: MESSAGES.muscleRequired })
    .max(MUSCLE_GROUPS.length),
  videoUrl: videoUrl.optional(),
})
export type ExerciseInput = z.input<typeof exerciseBody>
export const exerciseResponse = success({ data: exercise })

// ---- workouts ----------------------------------------------------------------------------------

/** A whole number from `min` to `max`; anything else (a fraction, NaN, text) gets `message`. */
const intIn = (min: number, max: number, message?: string) => {
  const error = message === undefined ? undefined : { error: message }
  return z.number(error).int(error).min(min, error).max(max, error)
}
const optionalInt = (min: number, max: number, message?: string) =>
  intIn(min, max, message).nullable().optional()

export const workoutItemInput = z
  .object({
    exerciseId: uuid,
    sets: intIn(1, L.setsMax, MESSAGES.workoutSetsRange),
    reps: optionalInt(1, L.repsMax, MESSAGES.workoutRepsRange),
    durationSeconds: optionalInt(1, L.durationSecondsMax, MESSAGES.workoutTimeRange),
    weightKg: z
      .number({ error: MESSAGES.workoutWeightRange })
      .min(0, { error: MESSAGES.workoutWeightRange })
      .max(L.weightKgMax, { error: MESSAGES.workoutWeightRange })
      .multipleOf(0.25, { error: MESSAGES.workoutWeightRange })
      .nullable()
      .optional(),
    restSeconds: optionalInt(0, L.restSecondsMax, MESSAGES.workoutRestRange),
    notes: text(L.itemNotesMax).optional(),
    supersetGroup: optionalInt(1, L.supersetGroupMax),
  })
  .refine((i) => i.reps == null || i.durationSeconds == null, {
    error: MESSAGES.repsOrTime,
    path: ['durationSeconds'],
  })
export type WorkoutItemInput = z.input<typeof workoutItemInput>

/** Items of one superset stand next to each other. */
const supersetsAdjacent = (items: { supersetGroup?: number | null | undefined }[]) => {
  const closed = new Set<number>()
  let current: number | null = null
  for (const item of items) {
    const g = item.supersetGroup ?? null
    if (g !== current) {
      if (current !== null) closed.add(current)
      if (g !== null && closed.has(g)) return false
      current = g
    }
  }
  return true
}

const workoutItems = z
  .array(workoutItemInput)
  .max(L.itemsMax, { error: MESSAGES.workoutTooLong })
  .refine(supersetsAdjacent, { error: MESSAGES.supersetApart })

const workoutTitle = text(L.titleMax).pipe(z.string().min(1, { error: 'Enter a title' }))

export const workoutBody = z.object({
  title: workoutTitle,
  notes: text(L.notesMax).optional(),
  items: workoutItems,
})
export type WorkoutInput = z.input<typeof workoutBody>

export const workoutUpdateBody = z
  .object({
    title: workoutTitle.optional(),
    notes: text(L.notesMax).optional(),
    items: workoutItems.optional(),
    archived: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: MESSAGES.workoutNothingToChange })
export type WorkoutUpdate = z.input<typeof workoutUpdateBody>

export const workoutsQuery = z.object({ archived: z.enum(['true', 'false']).optional() })

export const prescriptionItem = z.object({
  id: z.uuid(),
  position: z.number().int(),
  exercise,
  sets: z.number().int(),
  reps: z.number().int().nullable(),
  durationSeconds: z.number().int().nullable(),
  weightKg: z.number().nullable(),
  restSeconds: z.number().int().nullable(),
  notes: z.string(),
  supersetGroup: z.number().int().nullable(),
})
export type PrescriptionItem = z.infer<typeof prescriptionItem>

export const assignment = z.object({
  id: z.uuid(),
  workoutId: z.uuid().nullable(),
  title: z.string(),
  notes: z.string(),
  /** Attached to a training: its id, title and start; else null. */
  training: z.object({ id: z.uuid(), title: z.string(), startsAt: z.string() }).nullable(),
  /** Assigned to a student for a date: the student and the date; else null. */
  student: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  scheduledOn: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(prescriptionItem),
})
export type Assignment = z.infer<typeof assignment>

export const workoutSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  notes: z.string(),
  archived: z.boolean(),
  itemCount: z.number().int(),
  assignmentCount: z.number().int(),
  updatedAt: z.string(),
})
export type WorkoutSummary = z.infer<typeof workoutSummary>
export const workoutsResponse = success({ data: z.array(workoutSummary) })

export const workout = workoutSummary.extend({
  items: z.array(prescriptionItem),
  assignments: z.array(assignment.omit({ items: true })),
})
export type Workout = z.infer<typeof workout>
export const workoutResponse = success({ data: workout })

export const assignBody = z
  .object({
    trainingId: uuid.optional(),
    studentId: uuid.optional(),
    /** The student's date (with studentId). */
    date: acceptedDate.optional(),
  })
  .refine((b) => (b.trainingId === undefined) !== (b.studentId === undefined), {
    error: 'Choose a training or a student',
    path: ['trainingId'],
  })
  .refine((b) => b.studentId === undefined || b.date !== undefined, {
    error: 'Choose a date',
    path: ['date'],
  })
  .refine((b) => b.trainingId === undefined || b.date === undefined, {
    error: 'A training has its own date',
    path: ['date'],
  })
export type AssignInput = z.input<typeof assignBody>
export const assignmentResponse = success({ data: assignment })

export const studentAssignmentsQuery = z.object({ studentId: uuid })
export const assignmentsResponse = success({ data: z.array(assignment) })
