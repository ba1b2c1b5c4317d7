import { z } from 'zod'
import { numberFromText, success } from './common.ts'

/**
 * The notification types of PRODUCT.md §2 "Notification". Payments, subscriptions and trainer
 * applications have their types here already; their issues raise them.
 */
export const NOTIFICATION_TYPES = [
  'booking_requested',
  /** To the trainer: a student booked a place directly (no approval needed). */
  'booking_created',
  'booking_confirmed',
  'booking_declined',
  'booking_cancelled',
  'waitlist_promoted',
  /** A place came free, but the way of paying the student chose on joining no longer fits. */
  'waitlist_dropped',
  'training_changed',
  'training_cancelled',
  'reminder_24h',
  'reminder_2h',
  'payment_received',
  /** A student reserved a package to pay the trainer directly: the trainer confirms when paid. */
  'payment_pending',
  /** The other party called off a package reserved to pay directly, before it was paid. */
  'payment_cancelled',
  /** To the payer: the trainer refunded their payment (decision 0038). */
  'payment_refunded',
  'subscription_expiring',
  'subscription_used_up',
  /** To a trainer: their Trainly plan (trial or Pro) ends in 3 days (decision 0029). */
  'trainer_plan_expiring',
  'trainer_request_accepted',
  'trainer_request_declined',
  'trainer_application_approved',
  'trainer_application_rejected',
  'session_ended',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export const NOTIFICATION_CHANNELS = ['telegram', 'email'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

/**
 * What a notification is about, enough to write its text in either language and link to its
 * screen without another call: names, titles and times as they were when it was raised.
 */
export const notificationData = z
  .object({
    trainingId: z.string().optional(),
    bookingId: z.string().optional(),
    trainingTitle: z.string().optional(),
    /** `payment_pending`: the package's title. */
    planTitle: z.string().optional(),
    /** ISO instant the training starts (its new start for a changed training). */
    startsAt: z.string().optional(),
    previousStartsAt: z.string().optional(),
    /** The other person: the student for a trainer, the trainer for a student. */
    personName: z.string().optional(),
    personId: z.string().optional(),
    reason: z.string().optional(),
    /**
     * `booking_cancelled`: who cancelled (the trainer is told of a student's, and the other way);
     * `training_cancelled`: `staff` when an admin cancelled it (its trainer and students are told);
     * `unpaid`: the booking's Telegram invoice waited too long and its place was let go (decision 0043).
     */
    cancelledBy: z.enum(['student', 'trainer', 'staff', 'unpaid']).optional(),
    /**
     * `waitlist_promoted`: the place is a request the trainer still has to confirm (a training
     * with manual approval), not yet a booking.
     */
    requested: z.boolean().optional(),
    /** `booking_declined`: the trainer did not answer the request before the training started. */
    unanswered: z.boolean().optional(),
    /** `training_changed`: the place as it is now. */
    location: z.string().optional(),
    amount: z.number().int().optional(),
    currency: z.string().optional(),
    device: z.string().optional(),
  })
  .catchall(z.unknown())
export type NotificationData = z.infer<typeof notificationData>

export const notification = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  data: notificationData,
  /** The in-app path of the screen it concerns, e.g. `/schedule` or `/trainer-requests`. */
  link: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
})
export type Notification = z.infer<typeof notification>

export const NOTIFICATIONS_PAGE_SIZE = 30

export const notificationsQuery = z.object({
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: numberFromText(z.number().int().min(1).max(100)).default(NOTIFICATIONS_PAGE_SIZE),
})
export type NotificationsQuery = z.input<typeof notificationsQuery>

/** `GET /api/notifications`: unread first, then newest first. */
export const notificationsResponse = success({
  data: z.array(notification),
  unreadCount: z.number().int().min(0),
  nextCursor: z.string().nullable(),
})
export type NotificationsResponse = z.infer<typeof notificationsResponse>

/** `POST /api/notifications/{id}/read` and `POST /api/notifications/read-all`. */
export const notificationsReadResponse = success({ unreadCount: z.number().int().min(0) })
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponse>

/** Realtime `notification:new`, to every socket of the user, once it is stored. */
export const NOTIFICATION_EVENT = 'notification:new' as const
export const notificationEvent = z.object({
  notification,
  unreadCount: z.number().int().min(0),
})
export type NotificationEvent = z.infer<typeof notificationEvent>

/** Realtime `notifications:unread`: the badge count after reads on another device. */
export const UNREAD_EVENT = 'notifications:unread' as const
export const unreadEvent = z.object({ unreadCount: z.number().int().min(0) })
export type UnreadEvent = z.infer<typeof unreadEvent>

export { type NotificationPreferences, notificationPreferences } from './notification-preferences.ts'

/** `POST /api/calendar/token`: a new private feed URL; the previous one stops working. */
export const calendarTokenResponse = success({
  url: z.string(),
})
export type CalendarTokenResponse = z.infer<typeof calendarTokenResponse>

/** Reminders go out this long before a confirmed booking's training. */
export const REMINDER_OFFSETS_MS = { reminder_24h: 24 * 3_600_000, reminder_2h: 2 * 3_600_000 } as const
