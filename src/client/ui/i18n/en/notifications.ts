import type { NotificationType } from '#shared/api/notifications.ts'
import { INVOICE_HOLD_MINUTES } from '#shared/constants.ts'

/** What a notification's text is written from (notification-text.ts fills in the gaps). */
export interface NotificationTextParams {
  title: string
  /** The start, on the reader's clock; '' when unknown. */
  time: string
  previousTime: string
  person: string
  reason: string
  amount: string
  device: string
  /** `training_cancelled`: Trainly staff cancelled it, not its trainer. */
  byStaff?: boolean
  /** `booking_cancelled`: its Telegram invoice was not paid in time and the place was let go. */
  unpaid?: boolean
  /** `waitlist_promoted`: the place is a request the trainer still has to confirm. */
  requested?: boolean
  /** `booking_declined`: the trainer did not answer the request before the training started. */
  unanswered?: boolean
  /** `training_changed`: where the training is now; '' when online or unknown. */
  location?: string
}

const on = (time: string) => (time ? ` on ${time}` : '')
const because = (reason: string) => (reason ? `: ${reason}` : '')

export const notifications = {
  link: 'Notifications',
  linkUnread: (p: { count: number }) => `Notifications, ${p.count} unread`,
  loading: 'Loading notifications…',
  unread: 'Unread',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  allRead: 'All notifications are marked as read',
  loadMore: 'Show more',
  loadingMore: 'Loading…',
  open: 'Open',
  aTraining: 'a training',
  someone: 'Someone',
  types: {
    booking_requested: (p: NotificationTextParams) => `${p.person} asked to book ${p.title}${on(p.time)}`,
    booking_created: (p: NotificationTextParams) => `${p.person} booked ${p.title}${on(p.time)}`,
    booking_confirmed: (p: NotificationTextParams) => `Your booking for ${p.title}${on(p.time)} is confirmed`,
    booking_declined: (p: NotificationTextParams) =>
      p.unanswered
        ? `The trainer did not confirm your request for ${p.title}${on(p.time)} before it started; nothing is charged for it`
        : `Your booking for ${p.title}${on(p.time)} was declined${because(p.reason)}`,
    booking_cancelled: (p: NotificationTextParams) =>
      p.unpaid
        ? `Your booking for ${p.title}${on(p.time)} was released: it was not paid within ${INVOICE_HOLD_MINUTES} minutes`
        : `${p.person} cancelled the booking for ${p.title}${on(p.time)}${because(p.reason)}`,
    waitlist_promoted: (p: NotificationTextParams) =>
      p.requested
        ? `A place freed up: your request for ${p.title}${on(p.time)} waits for the trainer to confirm it`
        : `A place freed up: you are booked for ${p.title}${on(p.time)}`,
    waitlist_dropped: (p: NotificationTextParams) =>
      `A place freed up for ${p.title}${on(p.time)}, but the way you chose to pay no longer fits: you left the waitlist`,
    training_changed: (p: NotificationTextParams) =>
      p.previousTime && p.time
        ? `${p.title} moved from ${p.previousTime} to ${p.time}${p.location ? `, at ${p.location}` : ''}`
        : `${p.title}${on(p.time)} has changed${p.location ? `: now at ${p.location}` : ''}`,
    training_cancelled: (p: NotificationTextParams) =>
      p.byStaff
        ? `${p.title}${on(p.time)} was cancelled by Trainly staff${because(p.reason)}`
        : `${p.title}${on(p.time)} is cancelled${because(p.reason)}`,
    reminder_24h: (p: NotificationTextParams) =>
      `Reminder: ${p.title} is tomorrow${p.time ? `, ${p.time}` : ''}`,
    reminder_2h: (p: NotificationTextParams) =>
      `Reminder: ${p.title} starts in 2 hours${p.time ? `, ${p.time}` : ''}`,
    payment_received: (p: NotificationTextParams) =>
      `Payment received${p.amount ? `: ${p.amount}` : ''} from ${p.person}`,
    payment_cancelled: (p: NotificationTextParams) =>
      `${p.person} called off ${p.title}${p.amount ? ` (${p.amount})` : ''} before it was paid`,
    payment_pending: (p: NotificationTextParams) =>
      `${p.person} will pay you directly${p.amount ? ` ${p.amount}` : ''} for ${p.title}: confirm once paid`,
    payment_refunded: (p: NotificationTextParams) =>
      `${p.person} refunded your payment${p.amount ? ` of ${p.amount}` : ''}${because(p.reason)}`,
    subscription_expiring: (p: NotificationTextParams) =>
      `Your subscription with ${p.person} expires soon${p.time ? `, ${p.time}` : ''}`,
    subscription_used_up: (p: NotificationTextParams) => `Your subscription with ${p.person} is used up`,
    trainer_plan_expiring: (p: NotificationTextParams) =>
      `Your Trainly plan ends soon${p.time ? `, ${p.time}` : ''}: renew Pro to keep creating trainings`,
    trainer_request_accepted: (p: NotificationTextParams) => `${p.person} accepted your request`,
    trainer_request_declined: (p: NotificationTextParams) =>
      `${p.person} declined your request${because(p.reason)}`,
    trainer_application_approved: () => 'Your trainer application is approved: you can now work as a trainer',
    trainer_application_rejected: (p: NotificationTextParams) =>
      `Your trainer application was rejected${because(p.reason)}`,
    session_ended: (p: NotificationTextParams) =>
      p.device ? `Your session on ${p.device} was ended` : 'One of your sessions was ended on another device',
  } satisfies Record<NotificationType, (p: NotificationTextParams) => string>,
  settingsTitle: 'Notifications',
  settingsText: 'Notifications always appear in the app. Choose where else they reach you.',
  telegram: 'Telegram messages',
  telegramNotLinked: 'Link Telegram above to get notifications from the bot.',
  email: 'Email',
  emailMissing: 'Add an email to your profile to get notifications by mail.',
  preferencesSaved: 'Notification settings saved',
}
