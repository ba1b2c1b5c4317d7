import { z } from 'zod'

/** Every error answer of the API has this shape (ARCHITECTURE.md "The contract"). */
export const apiErrorSchema = z.object({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  redirectTo: z.string().optional(),
  /** The fresh state of what a refused change was about (a 409 after someone else acted first). */
  data: z.unknown().optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>

export const ERROR_CODES = {
  validation: 'validation_error',
  invalidJson: 'invalid_json',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  notAuthenticated: 'not_authenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  businessRule: 'business_rule',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
} as const

/** The status code the contract attaches to each generic error code. */
export const ERROR_STATUS: Record<(typeof ERROR_CODES)[keyof typeof ERROR_CODES], number> = {
  validation_error: 400,
  invalid_json: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  not_authenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  business_rule: 422,
  rate_limited: 429,
  internal_error: 500,
}
