import { z } from 'zod'
import { TRAINER_FORMATS } from '#shared/catalogue.ts'
import { MESSAGES } from '#shared/messages.ts'
import { GRANTED_ROLES } from '#shared/roles.ts'
import { ADMIN_USER_ROLES, ADMIN_USER_STATES } from '#shared/staff.ts'
import { STAFF_MESSAGES } from '#shared/staff-messages.ts'
import { TRAINING_STATUSES } from '#shared/training-states.ts'
import { acceptedDate, noNulCharacter, numberFromText, success, successMessage } from './common.ts'

export const blockUserBody = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.reasonRequired })
    .max(500, { error: MESSAGES.textTooLong })
    .refine(noNulCharacter, { error: MESSAGES.textInvalid }),
})
/** A staff action's reason where one may be given: kept in the audit log. */
const optionalReason = z
  .string()
  .trim()
  .max(500, { error: MESSAGES.textTooLong })
  .refine(noNulCharacter, { error: MESSAGES.textInvalid })
  .optional()

export const changeRolesBody = z
  .object({
    add: z.array(z.enum(GRANTED_ROLES)).optional(),
    remove: z.array(z.enum(GRANTED_ROLES)).optional(),
    /** Why, for the audit log (optional, as for an unblock). */
    reason: optionalReason,
  })
  .refine((b) => (b.add?.length ?? 0) + (b.remove?.length ?? 0) > 0, {
    error: 'Name a role to add or remove',
  })
export const trainerBlockBody = z.object({
  blocked: z.boolean().default(true),
  reason: z.string().max(500).refine(noNulCharacter, { error: MESSAGES.textInvalid }).optional(),
})
export const adminActionResponse = successMessage

// ---- /admin/users ----------------------------------------------------------------------------

export const ADMIN_PAGE_SIZE = 20

export const adminUsersQuery = z.object({
  q: z.string().trim().max(100, { error: MESSAGES.textTooLong }).refine(noNulCharacter).optional(),
  /** `student`: holds no role but the implicit one. */
  role: z.enum(ADMIN_USER_ROLES).optional(),
  state: z.enum(ADMIN_USER_STATES).optional(),
  page: numberFromText(z.number().int().min(1).max(10_000)).default(1),
})
export type AdminUsersQuery = z.input<typeof adminUsersQuery>

export const adminUser = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  telegramUsername: z.string(),
  avatar: z.string(),
  roles: z.array(z.enum(GRANTED_ROLES)),
  blocked: z.boolean(),
  blockedReason: z.string().nullable(),
  trainerBlocked: z.boolean(),
  trainerBlockedReason: z.string().nullable(),
  registeredAt: z.string(),
})
export type AdminUser = z.infer<typeof adminUser>

export const adminUsersResponse = success({
  data: z.array(adminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})

export const adminUserCard = adminUser.extend({
  sessions: z.array(
    z.object({
      id: z.uuid(),
      device: z.string(),
      ip: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string(),
    }),
  ),
  bookings: z.array(
    z.object({
      id: z.uuid(),
      trainingTitle: z.string(),
      startsAt: z.string(),
      status: z.string(),
      trainerName: z.string(),
    }),
  ),
  applications: z.array(
    z.object({
      id: z.uuid(),
      status: z.enum(['pending', 'approved', 'rejected']),
      createdAt: z.string(),
      rejectReason: z.string().nullable(),
    }),
  ),
})
export type AdminUserCard = z.infer<typeof adminUserCard>
export const adminUserCardResponse = success({ data: adminUserCard })

export const unblockUserBody = z.object({ reason: optionalReason })

// ---- /admin/trainings -------------------------------------------------------------------------

export const adminTrainingsQuery = z
  .object({
    trainerId: z.uuid({ error: 'must be a valid id' }).optional(),
    /** Dates in the admin's own time zone, both included. */
    from: acceptedDate.optional(),
    to: acceptedDate.optional(),
    status: z.enum(TRAINING_STATUSES).optional(),
    page: numberFromText(z.number().int().min(1).max(10_000)).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: STAFF_MESSAGES.trainingDateRange,
    path: ['to'],
  })
export type AdminTrainingsQuery = z.input<typeof adminTrainingsQuery>

export const adminTraining = z.object({
  id: z.uuid(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(TRAINING_STATUSES),
  /** The training has ended (a scheduled one no one marked completed). */
  ended: z.boolean(),
  cancelReason: z.string().nullable(),
  format: z.enum(TRAINER_FORMATS),
  capacity: z.number().int(),
  bookedCount: z.number().int(),
  waitlistCount: z.number().int(),
  trainer: z.object({ id: z.uuid(), name: z.string() }),
})
export type AdminTraining = z.infer<typeof adminTraining>

export const adminTrainingsResponse = success({
  data: z.array(adminTraining),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Everyone who holds the trainer role, for the trainer filter. */
  trainers: z.array(z.object({ id: z.uuid(), name: z.string() })),
})
export type AdminTrainingsList = z.infer<typeof adminTrainingsResponse>

export const adminCancelTrainingBody = blockUserBody
export type AdminCancelTrainingBody = z.input<typeof adminCancelTrainingBody>
export const adminTrainingResponse = success({ data: adminTraining })
