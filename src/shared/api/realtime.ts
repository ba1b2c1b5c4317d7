import { z } from 'zod'

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
  code: z.enum(['ok', 'invalid', 'taken']),
})
export type ValidationResult = z.infer<typeof validationResult>

export const userBlockedEventName = (userId: string) => `user:${userId}:blocked` as const

export interface ServerToClientEvents {
  [event: `user:${string}:blocked`]: (payload: BlockedEvent) => void
  'validation:email': (payload: ValidationResult) => void
  'validation:phone': (payload: ValidationResult) => void
}

export interface ClientToServerEvents {
  'validate:email': (payload: ValidateRequest) => void
  'validate:phone': (payload: ValidateRequest) => void
}
