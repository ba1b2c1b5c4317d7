import { z } from 'zod'

export const success = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ status: z.literal('success'), ...shape })
export const successMessage = success({ message: z.string() })
export type SuccessMessage = z.infer<typeof successMessage>

export const uuid = z.uuid({ error: 'must be a valid id' })
export const idParams = z.object({ id: uuid })
