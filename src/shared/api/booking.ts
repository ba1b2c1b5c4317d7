// Booking, cancellation, attendance and the waitlist (PRODUCT.md §2 "Booking", "Waitlist
// entry"; §6 "booking").
import { z } from 'zod'
import { text } from './catalogue.ts'
import { success, uuid } from './common.ts'
import { BOOKING_STATUSES, bookingSummary, PAY_WITH, training } from './trainings.ts'

/** The error codes PRODUCT.md §6 fixes for POST /api/bookings. */
export const BOOKING_ERRORS = {
  trainingFull: 'training_full',
  alreadyBooked: 'already_booked',
  tooLate: 'too_late',
  notAllowed: 'not_allowed',
} as const

export const createBookingBody = z.object({
  trainingId: uuid,
  payWith: z.enum(PAY_WITH),
  subscriptionId: uuid.optional(),
})
export type CreateBookingBody = z.input<typeof createBookingBody>

/** A booking with its training, as its student sees it. */
export const booking = bookingSummary.extend({
  trainingId: z.uuid(),
  studentId: z.uuid(),
  createdAt: z.iso.datetime(),
  /** The payment that settles it (direct or a Telegram invoice), if any. */
  paymentId: z.uuid().nullable(),
  /** A pending Telegram payment's invoice link, to the booking's student (for openInvoice). */
  invoiceLink: z.string().nullable(),
  training,
})
export type Booking = z.infer<typeof booking>
export const bookingResponse = success({ data: booking })

export const cancelBookingBody = z.object({ reason: text(500).default('') })
export type CancelBookingBody = z.input<typeof cancelBookingBody>

export const attendanceBody = z.object({ attended: z.boolean() })
export type AttendanceBody = z.input<typeof attendanceBody>
/** POST /api/bookings/{id}/attendance answers the booking's new state. */
export const attendanceResponse = success({
  data: z.object({ id: z.uuid(), status: z.enum(BOOKING_STATUSES) }),
})

/** Joining the waitlist: how the student will pay when a place frees up and they are booked. */
export const joinWaitlistBody = z.object({
  payWith: z.enum(PAY_WITH),
  subscriptionId: uuid.optional(),
})
export type JoinWaitlistBody = z.input<typeof joinWaitlistBody>
export const waitlistResponse = success({
  data: z.object({ trainingId: z.uuid(), position: z.number().int() }),
})
