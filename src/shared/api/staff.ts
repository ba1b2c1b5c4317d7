// The staff side (PRODUCT.md §6 "staff"): trainer applications, their moderation and the audit trail.
import { z } from 'zod'
import { SPECIALIZATIONS, TRAINER_FORMATS } from '#shared/catalogue.ts'
import { MESSAGES } from '#shared/messages.ts'
import { GRANTED_ROLES } from '#shared/roles.ts'
import { AUDIT_ACTIONS, AUDIT_TARGETS, MODERATION_FILTERS } from '#shared/staff.ts'
import { STAFF_MESSAGES } from '#shared/staff-messages.ts'
import { blockUserBody } from './admin.ts'
import { text } from './catalogue.ts'
import { numberFromText, success } from './common.ts'

export {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  type AuditAction,
  type AuditTarget,
  MODERATION_FILTERS,
  type ModerationFilter,
} from '#shared/staff.ts'

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const CERTIFICATE_LINKS_MAX = 5
/** The certificate photo's size limit: a phone photo of a paper certificate. */
export const CERTIFICATE_PHOTO_MAX_BYTES = 5 * 1024 * 1024

/** https, a host with a dot, no spaces or credentials (`user@`); nothing else is a link here. */
const HTTPS_LINK = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i

const httpsLink = z
  .string()
  .trim()
  .max(500, { error: MESSAGES.textTooLong })
  .refine((v) => HTTPS_LINK.test(v), { error: STAFF_MESSAGES.certificateLinkInvalid })

/** A certificate photo's name as the upload returned it: `<random>.<jpg|png|webp>`. */
export const certificatePhotoName = z
  .string()
  .regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/, { error: STAFF_MESSAGES.certificatePhotoInvalid })

// ---- POST /api/trainer-applications ---------------------------------------------------------

export const applicationBody = z.object({
  specializations: z
    .array(z.enum(SPECIALIZATIONS), { error: MESSAGES.specializationsRequired })
    .min(1, { error: MESSAGES.specializationsRequired })
    .max(5, { error: MESSAGES.specializationsTooMany })
    .refine((list) => new Set(list).size === list.length, { error: MESSAGES.specializationsRequired }),
  experienceYears: z
    .number({ error: STAFF_MESSAGES.experienceRange })
    .int({ error: STAFF_MESSAGES.experienceRange })
    .min(0, { error: STAFF_MESSAGES.experienceRange })
    .max(70, { error: STAFF_MESSAGES.experienceRange }),
  bio: text(3000).pipe(z.string().min(20, { error: STAFF_MESSAGES.bioRequired })),
  city: text(80).pipe(z.string().min(1, { error: MESSAGES.cityRequired })),
  formats: z
    .array(z.enum(TRAINER_FORMATS), { error: MESSAGES.formatsRequired })
    .min(1, { error: MESSAGES.formatsRequired })
    .refine((list) => new Set(list).size === list.length, { error: MESSAGES.formatsRequired }),
  certificateLinks: z
    .array(httpsLink)
    .max(CERTIFICATE_LINKS_MAX, { error: STAFF_MESSAGES.certificateLinksTooMany })
    .default([]),
  certificatePhoto: certificatePhotoName.nullable().default(null),
})
export type ApplicationBody = z.input<typeof applicationBody>

export const trainerApplication = z.object({
  id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  specializations: z.array(z.enum(SPECIALIZATIONS)),
  experienceYears: z.number().int(),
  bio: z.string(),
  city: z.string(),
  formats: z.array(z.enum(TRAINER_FORMATS)),
  certificateLinks: z.array(z.string()),
  /** The photo's URL for the applicant and staff (an authorized call), or null. */
  certificatePhoto: certificatePhotoName.nullable(),
  certificatePhotoUrl: z.string().nullable(),
  rejectReason: z.string().nullable(),
  reviewer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
})
export type TrainerApplication = z.infer<typeof trainerApplication>

export const applicationResponse = success({ data: trainerApplication })
/** The caller's own applications, newest first; the first is the current one. */
export const ownApplicationsResponse = success({ data: z.array(trainerApplication) })
export const certificatePhotoResponse = success({
  data: z.object({ certificatePhoto: certificatePhotoName }),
})

// ---- moderation ----------------------------------------------------------------------------

export const MODERATION_PAGE_SIZE = 20

export const moderationQuery = z.object({
  status: z.enum(MODERATION_FILTERS).default('pending'),
  page: numberFromText(z.number().int().min(1).max(10_000)).default(1),
})
export type ModerationQuery = z.input<typeof moderationQuery>

export const applicant = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  email: z.string(),
  phone: z.string(),
  telegramUsername: z.string(),
  roles: z.array(z.enum(GRANTED_ROLES)),
  registeredAt: z.string(),
  blocked: z.boolean(),
})
export type Applicant = z.infer<typeof applicant>

export const queueItem = trainerApplication.extend({ applicant })
export type QueueItem = z.infer<typeof queueItem>

export const moderationListResponse = success({
  data: z.array(queueItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})

/** One application with its applicant and the applicant's other applications (newest first). */
export const applicationDetail = queueItem.extend({ history: z.array(trainerApplication) })
export type ApplicationDetail = z.infer<typeof applicationDetail>
export const applicationDetailResponse = success({ data: applicationDetail })

export const rejectBody = blockUserBody

export const moderationSummaryResponse = success({
  data: z.object({ pending: z.number().int(), recent: z.array(queueItem) }),
})
export type ModerationSummary = z.infer<typeof moderationSummaryResponse>['data']

// ---- the audit trail -----------------------------------------------------------------------

export const auditEntry = z.object({
  id: z.uuid(),
  actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ type: z.enum(AUDIT_TARGETS), id: z.string(), label: z.string() }),
  reason: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntry>

// ---- /admin: figures and the audit trail --------------------------------------------------------

export const adminSummary = z.object({
  users: z.number().int(),
  trainers: z.number().int(),
  trainingsThisWeek: z.number().int(),
  bookingsThisWeek: z.number().int(),
  pendingApplications: z.number().int(),
  /** Paid turnover of this calendar month (the admin's zone), per currency, in minor units. */
  revenueThisMonth: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  /** The last 8 weeks (Monday dates, UTC), oldest first: new users and bookings made. */
  trend: z.array(z.object({ week: z.string(), users: z.number().int(), bookings: z.number().int() })),
})
export type AdminSummary = z.infer<typeof adminSummary>
export const adminSummaryResponse = success({ data: adminSummary })

export const auditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetType: z.enum(AUDIT_TARGETS).optional(),
  page: numberFromText(z.number().int().min(1).max(10_000)).default(1),
})
export const auditListResponse = success({
  data: z.array(auditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AuditList = z.infer<typeof auditListResponse>
