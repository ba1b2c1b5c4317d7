// Training data: a student's assigned workouts and logged set results, and the sync of results
// logged on a device (PRODUCT.md §6 "workouts"; issue 18; decision 0031). The merge rule the
// server applies is `#shared/training-log.ts`.
import { z } from 'zod'
import { MESSAGES } from '#shared/messages.ts'
import { acceptedInstant, success, uuid } from './common.ts'

/** At most this many set results in one sync: a long workout's sets, many times over. */
export const MAX_RESULTS_PER_SYNC = 200
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
  setIndex: z.number().int().min(0).max(MAX_SETS - 1),
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
