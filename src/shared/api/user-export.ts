// GET /api/user/export (decision 0059): everything of the caller's own that Trainly keeps, as one
// JSON file to download from /settings. Times are ISO instants; money in minor units.
import { z } from 'zod'
import { success } from './common.ts'

const instant = z.string()

export const userExport = z.object({
  exportedAt: instant,
  profile: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    vkLink: z.string().nullable(),
    language: z.string().nullable(),
    timeZone: z.string(),
    roles: z.array(z.string()),
    createdAt: instant,
  }),
  /** Places taken or asked for, as a student. */
  bookings: z.array(
    z.object({
      training: z.string(),
      trainer: z.string(),
      startsAt: instant,
      status: z.string(),
      paidWith: z.string(),
      amountDue: z.number(),
      currency: z.string(),
      lateCancel: z.boolean(),
      bookedAt: instant,
    }),
  ),
  /** Trainings run, as a trainer. */
  trainings: z.array(
    z.object({
      title: z.string(),
      startsAt: instant,
      durationMin: z.number(),
      status: z.string(),
      capacity: z.number(),
      booked: z.number(),
      price: z.number(),
      currency: z.string(),
    }),
  ),
  /** Payments made or received. */
  payments: z.array(
    z.object({
      direction: z.enum(['paid', 'received']),
      description: z.string(),
      amount: z.number(),
      currency: z.string(),
      method: z.string(),
      status: z.string(),
      createdAt: instant,
      paidAt: instant.nullable(),
      refundedAt: instant.nullable(),
    }),
  ),
  /** Session packages held, as a student. */
  packages: z.array(
    z.object({
      title: z.string(),
      trainer: z.string(),
      status: z.string(),
      sessionsTotal: z.number().nullable(),
      sessionsUsed: z.number(),
      validUntil: instant.nullable(),
    }),
  ),
  /** The training log: every set logged. */
  trainingLog: z.array(
    z.object({
      date: z.string(),
      exercise: z.string(),
      set: z.number(),
      reps: z.number().nullable(),
      weightKg: z.number().nullable(),
      durationSeconds: z.number().nullable(),
      done: z.boolean(),
    }),
  ),
  /** Reviews written. */
  reviews: z.array(
    z.object({ trainer: z.string(), rating: z.number(), comment: z.string(), createdAt: instant }),
  ),
})
export type UserExport = z.infer<typeof userExport>
export const userExportResponse = success({ data: userExport })
