import { z } from 'zod'

export const healthResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({ database: z.literal('ok'), version: z.string() }),
})
export type HealthResponse = z.infer<typeof healthResponseSchema>
