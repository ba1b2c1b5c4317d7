// Training data: a student's assigned workouts and logged set results, and the sync of results
// logged on a device (PRODUCT.md §6 "workouts"; issue 18; decision 0031). The merge rule the
// server applies is `#shared/training-log.ts`.
import { z } from 'zod'
import { MESSAGES } from '#shared/messages.ts'
import { MAX_RESULTS_PER_SYNC } from '#shared/training-log.ts'
import { acceptedInstant, success, uuid } from './common.ts'

export { MAX_RESULTS_PER_SYNC }
/** Limits of a logged set, as the workouts' prescriptions have them (sets, reps, seconds, kg). */
export const MAX_SETS = 50
export const MAX_REPS = 1000
export const MAX_WEIGHT_KG = 1000
export const MAX_DURATION_SECONDS = 6 * 60 * 60

/** A whole number of hundredths: weights are kept to 10 g. */
const hundredths = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6

const lowerUuid = uuid.transform((v) => v.toLowerCase())

/** One edit of one set as a device made it; `id` is the set's client-generated UUID. */
export const setResultInput = z.object({
  id: lowerUuid,
  itemId: lowerUuid,
  setIndex: z
    .number()
    .int()
    .min(0)
    .max(MAX_SETS - 1),
  reps: z.number().int().min(0).max(MAX_REPS).nullable(),
  weightKg: z
    .number()
    .min(0)
    .max(MAX_WEIGHT_KG)
    .refine(hundredths, { error: MESSAGES.weightInvalid })
    .nullable(),
  durationSeconds: z.number().int().min(0).max(MAX_DURATION_SECONDS).nullable(),
  done: z.boolean(),
  /** The device's time of the edit: the later edit of a set wins. */
  editedAt: acceptedInstant(MESSAGES.editedAtInvalid),
})
export type SetResultInput = z.input<typeof setResultInput>

/** POST /api/training-data/{id}/results, {id} the assignment. */
export const syncResultsBody = z.object({
  results: z.array(setResultInput).min(1).max(MAX_RESULTS_PER_SYNC),
})
export type SyncResultsBody = z.input<typeof syncResultsBody>

/** A set result as stored: the winning edit of its set. */
export const setResult = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  setIndex: z.number().int(),
  reps: z.number().int().nullable(),
  weightKg: z.number().nullable(),
  durationSeconds: z.number().int().nullable(),
  done: z.boolean(),
  editedAt: z.iso.datetime({ offset: true }),
})
export type SetResult = z.infer<typeof setResult>

/** What the server stores now for every set the batch named (the winner, whoever sent it). */
export const syncResultsResponse = success({ data: z.object({ results: z.array(setResult) }) })
export type SyncResultsResponse = z.infer<typeof syncResultsResponse>

/** An exercise as training data names it (Russian name when the library has one). */
export const exerciseName = z.object({ id: z.uuid(), nameEn: z.string(), nameRu: z.string().nullable() })
export type ExerciseName = z.infer<typeof exerciseName>

/** One prescribed exercise line of an assigned workout, with the student's logged sets. */
export const trainingItem = z.object({
  id: z.uuid(),
  position: z.number().int(),
  exercise: exerciseName,
  sets: z.number().int(),
  reps: z.number().int().nullable(),
  durationSeconds: z.number().int().nullable(),
  weightKg: z.number().nullable(),
  restSeconds: z.number().int().nullable(),
  notes: z.string(),
  supersetGroup: z.number().int().nullable(),
  results: z.array(setResult),
})
export type TrainingItem = z.infer<typeof trainingItem>

/** A workout given to the student: for a date, or attached to a training they are booked on. */
export const trainingAssignment = z.object({
  id: z.uuid(),
  title: z.string(),
  notes: z.string(),
  trainer: z.object({ id: z.uuid(), name: z.string() }),
  /** The student's local date it is for (a training's date in the student's zone). */
  date: z.string(),
  training: z.object({ id: z.uuid(), title: z.string(), startsAt: z.iso.datetime() }).nullable(),
  items: z.array(trainingItem),
})
export type TrainingAssignment = z.infer<typeof trainingAssignment>

/** A training the student attended or was booked on, already started. */
export const pastTraining = z.object({
  id: z.uuid(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  trainer: z.object({ id: z.uuid(), name: z.string() }),
  bookingStatus: z.enum(['confirmed', 'attended', 'no_show']),
  /** Assigned workouts attached to it (their ids in `assignments`). */
  assignmentIds: z.array(z.uuid()),
})
export type PastTraining = z.infer<typeof pastTraining>

/** A personal record: the set with the best estimated 1RM of an exercise (the earliest of equals). */
export const personalRecord = z.object({
  exercise: exerciseName,
  resultId: z.uuid(),
  date: z.string(),
  weightKg: z.number(),
  reps: z.number().int(),
  oneRepMaxKg: z.number(),
})
export type PersonalRecord = z.infer<typeof personalRecord>

/** The student's training data: what GET /api/training-data and the trainer's student card show. */
export const trainingData = z.object({
  assignments: z.array(trainingAssignment),
  pastTrainings: z.array(pastTraining),
  records: z.array(personalRecord),
  /** The exercises with logged sets, most logged first: the progress view's choices. */
  loggedExercises: z.array(exerciseName.extend({ sessions: z.number().int() })),
})
export type TrainingData = z.infer<typeof trainingData>
export const trainingDataResponse = success({ data: trainingData })

/** One session (a local date) of an exercise's progress. */
export const progressPoint = z.object({
  date: z.string(),
  topSetKg: z.number(),
  oneRepMaxKg: z.number().nullable(),
  volumeKg: z.number(),
  sets: z.number().int(),
})
export type ProgressPoint = z.infer<typeof progressPoint>

/** GET /api/training-data/progress?exerciseId=: the series a chart draws, oldest first. */
export const progressQuery = z.object({ exerciseId: uuid })
export const progressResponse = success({
  data: z.object({ exercise: exerciseName, points: z.array(progressPoint) }),
})
export type ProgressResponse = z.infer<typeof progressResponse>

/** GET /api/trainer/students/{id}/training-data: the card's logged results and records. */
export const studentTrainingDataParams = z.object({ id: uuid })
