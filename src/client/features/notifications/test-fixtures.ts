import { NOTIFICATION_TYPES, type Notification, type NotificationType } from '#shared/api/notifications.ts'

/** A notification of the contract's shape; ids count up from `n`. */
export function makeNotification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'booking_confirmed',
    data: {
      trainingId: '00000000-0000-4000-8000-0000000000c1',
      trainingTitle: `Yoga ${n}`,
      startsAt: '2030-04-01T07:30:00.000Z',
      personName: 'Anna Berg',
    },
    link: '/schedule',
    createdAt: new Date(Date.UTC(2030, 2, 1, 12, n)).toISOString(),
    readAt: null,
    ...overrides,
  }
}

/** Everything a text may be written from. */
export const fullData: Notification['data'] = {
  trainingId: '00000000-0000-4000-8000-0000000000c1',
  bookingId: '00000000-0000-4000-8000-0000000000d1',
  trainingTitle: 'Morning yoga',
  startsAt: '2030-04-01T07:30:00.000Z',
  previousStartsAt: '2030-03-31T07:30:00.000Z',
  personName: 'Anna Berg',
  reason: 'Illness',
  amount: 150_000,
  currency: 'RUB',
  device: 'Firefox on Linux',
}

/** One notification of each type, with every field, all unread. */
export function oneOfEachType(data: Notification['data'] = fullData): Notification[] {
  return NOTIFICATION_TYPES.map((type: NotificationType, i) => makeNotification(i + 1, { type, data }))
}
