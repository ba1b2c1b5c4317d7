// Event names without zod: the client's socket module is in the first load (decision 0027).

export const userBlockedEventName = (userId: string) => `user:${userId}:blocked` as const

/** The event of `scheduleChangedEvent` (realtime.ts). */
export const SCHEDULE_CHANGED_EVENT = 'schedule:changed' as const
