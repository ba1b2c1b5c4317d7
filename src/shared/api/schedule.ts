// GET /api/schedule (SPEC.md §7) with the item shape of PRODUCT.md §6.
import { z } from 'zod'
import { CURRENCIES, TRAINER_FORMATS } from '#shared/catalogue.ts'
import { MESSAGES } from '#shared/messages.ts'
import { acceptedDate, success } from './common.ts'
import { BOOKING_STATUSES, CANCELLED_BY, PAY_WITH, TRAINING_STATUSES } from './trainings.ts'

export const SCHEDULE_ROLES = ['student', 'trainer'] as const
export type ScheduleRole = (typeof SCHEDULE_ROLES)[number]

const calendarDate = acceptedDate

/** Dates in the caller's zone; the server clips the range to SPEC.md §9's window. */
export const scheduleQuery = z
  .object({ startDate: calendarDate, endDate: calendarDate })
  .refine((q) => q.startDate <= q.endDate, { path: ['endDate'], error: MESSAGES.scheduleRange })
export type ScheduleQuery = z.infer<typeof scheduleQuery>

export const scheduleHeaders = z.object({
  'x-user-id': z.uuid(),
  'x-user-role': z.enum(SCHEDULE_ROLES),
})

export const scheduleItem = z.object({
  /** The training's id. */
  id: z.uuid(),
  /** YYYY-MM-DD in the caller's time zone. */
  date: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  title: z.string(),
  /** The training's status. */
  status: z.enum(TRAINING_STATUSES),
  format: z.enum(TRAINER_FORMATS),
  location: z.string().optional(),
  onlineUrl: z.string().optional(),
  trainer: z.object({ id: z.uuid(), name: z.string(), avatar: z.string() }),
  capacity: z.number().int(),
  bookedCount: z.number().int(),
  price: z.number().int(),
  currency: z.enum(CURRENCIES),
  cancelReason: z.string().nullable(),
  /** Student role: the caller's booking. */
  booking: z
    .object({
      id: z.uuid(),
      status: z.enum(BOOKING_STATUSES),
      lateCancel: z.boolean(),
      freeCancelUntil: z.iso.datetime(),
      reviewed: z.boolean(),
      cancelledBy: z.enum(CANCELLED_BY).nullable(),
      /** Why the trainer declined or cancelled the booking. */
      cancelReason: z.string().nullable(),
      /**
       * How it is paid. A session of a subscription is not the training's price; optional for
       * schedules kept on a device before it was sent.
       */
      payWith: z.enum(PAY_WITH).optional(),
    })
    .optional(),
  /** Student role: the caller's place on the training's waitlist (1 = next), if waiting. */
  waitlistPosition: z.number().int().optional(),
  /** Trainer role: the people booked. */
  students: z
    .array(
      z.object({
        id: z.uuid(),
        bookingId: z.uuid(),
        name: z.string(),
        bookingStatus: z.enum(BOOKING_STATUSES),
      }),
    )
    .optional(),
})
export type ScheduleItem = z.infer<typeof scheduleItem>

export const scheduleResponse = success({ data: z.array(scheduleItem), message: z.string() })
export type ScheduleResponse = z.infer<typeof scheduleResponse>
