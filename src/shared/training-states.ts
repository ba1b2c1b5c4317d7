// The states of trainings and bookings (PRODUCT.md §2 "Training", "Booking").

export const TRAINING_STATUSES = ['scheduled', 'cancelled', 'completed'] as const
export type TrainingStatus = (typeof TRAINING_STATUSES)[number]

/** requested → confirmed → attended | no_show, or cancelled. */
export const BOOKING_STATUSES = ['requested', 'confirmed', 'attended', 'no_show', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/**
 * Whether a student's booking gives them the training's online link: a place confirmed by the
 * trainer, or held. A request the trainer has not accepted, a cancelled booking or no booking
 * does not: the link of a paid session is what the student pays for (decision 0009).
 */
export function bookingSeesOnlineLink(status: BookingStatus): boolean {
  return status === 'confirmed' || status === 'attended' || status === 'no_show'
}

/** `unanswered`: the trainer let a request go unanswered until the training started (decision 0059). */
export const CANCELLED_BY = ['student', 'trainer', 'system', 'unanswered'] as const
export type CancelledBy = (typeof CANCELLED_BY)[number]
