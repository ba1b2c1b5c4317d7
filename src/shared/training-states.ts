// The states of trainings and bookings (PRODUCT.md §2 "Training", "Booking").

export const TRAINING_STATUSES = ['scheduled', 'cancelled', 'completed'] as const
export type TrainingStatus = (typeof TRAINING_STATUSES)[number]

/** requested → confirmed → attended | no_show, or cancelled. */
export const BOOKING_STATUSES = ['requested', 'confirmed', 'attended', 'no_show', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

export const CANCELLED_BY = ['student', 'trainer', 'system'] as const
export type CancelledBy = (typeof CANCELLED_BY)[number]
