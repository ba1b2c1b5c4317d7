import { z } from 'zod'
import { MESSAGES } from '#shared/messages.ts'
import { GRANTED_ROLES } from '#shared/roles.ts'
import { noNulCharacter } from './auth.ts'
import { successMessage } from './common.ts'

export const blockUserBody = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.reasonRequired })
    .max(500, { error: MESSAGES.textTooLong })
    .refine(noNulCharacter, { error: MESSAGES.textInvalid }),
})
export const changeRolesBody = z
  .object({
    add: z.array(z.enum(GRANTED_ROLES)).optional(),
    remove: z.array(z.enum(GRANTED_ROLES)).optional(),
  })
  .refine((b) => (b.add?.length ?? 0) + (b.remove?.length ?? 0) > 0, {
    error: 'Name a role to add or remove',
  })
export const trainerBlockBody = z.object({
  blocked: z.boolean().default(true),
  reason: z.string().max(500).refine(noNulCharacter, { error: MESSAGES.textInvalid }).optional(),
})
export const adminActionResponse = successMessage
