import { z } from 'zod'

export const healthResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({ database: z.literal('ok'), version: z.string() }),
})
export type HealthResponse = z.infer<typeof healthResponseSchema>

/** SPEC.md §7 `POST /api/pwa/dismiss`: sent once when the app runs installed while logged in. */
export const PWA_DISMISS_REASONS = ['installed'] as const
export const pwaDismissBody = z.object({
  reason: z.enum(PWA_DISMISS_REASONS, { error: 'reason must be installed' }),
})
export type PwaDismissBody = z.infer<typeof pwaDismissBody>
export const pwaDismissResponse = z.object({
  status: z.literal('success'),
  /** When the account first reported an installed app (ISO time). */
  installedAt: z.string(),
})
export type PwaDismissResponse = z.infer<typeof pwaDismissResponse>

/**
 * A build as written by the client build to `builds/latest.json` and `builds/meta/{buildId}.json`
 * (SPEC.md §7; its shape is ours).
 */
export const buildInfo = z.object({
  buildId: z.string().min(1),
  builtAt: z.string(),
  version: z.string().optional(),
})
export type BuildInfo = z.infer<typeof buildInfo>
