import { z } from 'zod'
import type { NotificationEvent, UnreadEvent } from './notifications.ts'

export { SCHEDULE_CHANGED_EVENT, userBlockedEventName } from './realtime-events.ts'

/** Realtime events of SPEC.md §7 (socket.io), typed for server and client. */
export const blockedEvent = z.object({ redirectTo: z.string() })
export type BlockedEvent = z.infer<typeof blockedEvent>

export const validateRequest = z.object({
  value: z.string().max(254),
  requestId: z.string().max(64).optional(),
})
export type ValidateRequest = z.infer<typeof validateRequest>

export const validationResult = z.object({
  value: z.string(),
  requestId: z.string().optional(),
  valid: z.boolean(),
  available: z.boolean(),
  message: z.string().optional(),
  /**
   * `unchecked`: well-formed, but whether another account uses it was not looked up (the
   * address asked too often, decision 0023); `available` is then false and means "not known".
   */
  code: z.enum(['ok', 'invalid', 'taken', 'unchecked']),
})
export type ValidationResult = z.infer<typeof validationResult>

/**
 * Told to every socket of a user whose schedule changed (a booking, cancellation, waitlist
 * move, or a training edited, made or cancelled). `roles` says which of the user's schedules
 * changed; the client syncs those (issue 7, SPEC.md §4 "Schedule cache").
 */
export const scheduleChangedEvent = z.object({
  roles: z.array(z.enum(['student', 'trainer'])).min(1),
  trainingId: z.string().optional(),
})
export type ScheduleChangedEvent = z.infer<typeof scheduleChangedEvent>

export interface ServerToClientEvents {
  [event: `user:${string}:blocked`]: (payload: BlockedEvent) => void
  'validation:email': (payload: ValidationResult) => void
  'validation:phone': (payload: ValidationResult) => void
  'schedule:changed': (payload: ScheduleChangedEvent) => void
  'notification:new': (payload: NotificationEvent) => void
  'notifications:unread': (payload: UnreadEvent) => void
}

export interface ClientToServerEvents {
  'validate:email': (payload: ValidateRequest) => void
  'validate:phone': (payload: ValidateRequest) => void
}
