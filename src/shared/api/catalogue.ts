import { z } from 'zod'
import {
  CATALOGUE_PAGE_SIZE,
  CURRENCIES,
  LEGAL_STATUSES,
  SPECIALIZATIONS,
  TRAINER_FORMATS,
  TRAINER_SORTS,
} from '#shared/catalogue.ts'
import { MESSAGES } from '#shared/messages.ts'
import { STAFF_MESSAGES } from '#shared/staff-messages.ts'
import { BOOKING_STATUSES, CANCELLED_BY, TRAINING_STATUSES } from '#shared/training-states.ts'
import { noNulCharacter, numberFromText, success, successMessage, uuid } from './common.ts'

export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MESSAGES.textTooLong })
    .refine(noNulCharacter, { error: MESSAGES.textInvalid })

/** Money in minor units (kopecks, cents): a JSON number, never null, '' or true. */
export const money = z
  .number({ error: MESSAGES.priceInvalid })
  .int({ error: MESSAGES.priceInvalid })
  .min(0, { error: MESSAGES.priceInvalid })
  .max(100_000_000, { error: MESSAGES.priceInvalid })

// ---- GET /api/trainers -------------------------------------------------------------------

export const trainerSearchQuery = z
  .object({
    q: text(100).optional(),
    specialization: z.enum(SPECIALIZATIONS).optional(),
    city: text(80).optional(),
    format: z.enum(TRAINER_FORMATS).optional(),
    priceMin: numberFromText(money).optional(),
    priceMax: numberFromText(money).optional(),
    minRating: numberFromText(z.number().min(1).max(5)).optional(),
    sort: z.enum(TRAINER_SORTS).default('rating'),
    /** Opaque: the position after the last card of the previous page. */
    cursor: z.string().max(300).optional(),
    limit: numberFromText(z.number().int().min(1).max(50)).default(CATALOGUE_PAGE_SIZE),
  })
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    path: ['priceMax'],
    error: MESSAGES.priceRange,
  })
export type TrainerSearchQuery = z.input<typeof trainerSearchQuery>

export const bilingualText = z.object({ en: z.string(), ru: z.string() })
export type BilingualText = z.infer<typeof bilingualText>

export const trainerCard = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  city: z.string(),
  specializations: z.array(z.enum(SPECIALIZATIONS)),
  formats: z.array(z.enum(TRAINER_FORMATS)),
  experienceYears: z.number().int(),
  /** The lowest active service price in minor units; null when no service is on offer. */
  priceFrom: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  /** Average of reviews, 1–5, one decimal; null without reviews. */
  rating: z.number().nullable(),
  reviewsCount: z.number().int(),
  bio: bilingualText,
  isFavorite: z.boolean(),
})
export type TrainerCard = z.infer<typeof trainerCard>

export const trainersResponse = success({ data: z.array(trainerCard), nextCursor: z.string().nullable() })
export type TrainersResponse = z.infer<typeof trainersResponse>

// ---- GET /api/trainers/{id} --------------------------------------------------------------

export const trainerService = z.object({
  id: z.uuid(),
  title: z.string(),
  specialization: z.enum(SPECIALIZATIONS),
  format: z.enum(TRAINER_FORMATS),
  durationMin: z.number().int(),
  capacity: z.number().int(),
  price: z.number().int(),
  currency: z.enum(CURRENCIES),
  active: z.boolean(),
})
export type TrainerService = z.infer<typeof trainerService>

/** Contacts are shown to the trainer's own students only. */
export const trainerContacts = z.object({
  telegramUsername: z.string(),
  vkLink: z.string(),
  phone: z.string(),
})
export type TrainerContacts = z.infer<typeof trainerContacts>

export const TRAINER_RELATIONS = ['self', 'none', 'requested', 'student'] as const
export type TrainerRelation = (typeof TRAINER_RELATIONS)[number]

export const trainerDetails = trainerCard.extend({
  gymAddress: z.string(),
  manualApproval: z.boolean(),
  minNoticeMinutes: z.number().int(),
  freeCancelMinutes: z.number().int(),
  services: z.array(trainerService),
  /** How the caller stands with this trainer (a guest: 'none'). */
  relation: z.enum(TRAINER_RELATIONS),
  contacts: trainerContacts.nullable(),
})
export type TrainerDetails = z.infer<typeof trainerDetails>
export const trainerDetailsResponse = success({ data: trainerDetails })

// ---- reviews -----------------------------------------------------------------------------

export const review = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.iso.datetime(),
  author: z.object({ firstName: z.string(), lastInitial: z.string(), avatar: z.string() }),
})
export type Review = z.infer<typeof review>

export const reviewsQuery = z.object({
  cursor: z.string().max(300).optional(),
  limit: numberFromText(z.number().int().min(1).max(50)).default(10),
})
export const reviewsResponse = success({
  data: z.array(review),
  nextCursor: z.string().nullable(),
  summary: z.object({ average: z.number().nullable(), count: z.number().int() }),
})
export type ReviewsResponse = z.infer<typeof reviewsResponse>

/** One review per attended booking (PRODUCT.md §2 "Review"). */
export const createReviewBody = z.object({
  bookingId: uuid,
  rating: z
    .number({ error: MESSAGES.ratingRange })
    .int({ error: MESSAGES.ratingRange })
    .min(1, { error: MESSAGES.ratingRange })
    .max(5, { error: MESSAGES.ratingRange }),
  comment: text(2000).default(''),
})
export type CreateReviewBody = z.input<typeof createReviewBody>
export const createReviewResponse = success({ data: review })

/** The caller's attended bookings with this trainer that still await a review. */
export const reviewableBookingsResponse = success({
  data: z.array(z.object({ bookingId: z.uuid(), title: z.string(), startsAt: z.iso.datetime() })),
})

// ---- GET /api/services -------------------------------------------------------------------

export const specializationSummary = z.object({
  specialization: z.enum(SPECIALIZATIONS),
  trainerCount: z.number().int(),
  priceMin: z.number().int().nullable(),
  priceMax: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
})
export type SpecializationSummary = z.infer<typeof specializationSummary>
export const servicesSummaryResponse = success({ data: z.array(specializationSummary) })

// ---- favorites ---------------------------------------------------------------------------

export const trainerIdParams = z.object({ trainerId: uuid })
export const favoritesResponse = success({ data: z.array(trainerCard) })
export const favoriteResponse = successMessage

// ---- the trainer's own profile and services -----------------------------------------------

const minutes = (max: number) =>
  z
    .number({ error: MESSAGES.noticeRange })
    .int({ error: MESSAGES.noticeRange })
    .min(0, { error: MESSAGES.noticeRange })
    .max(max, { error: MESSAGES.noticeRange })

export const trainerProfileBody = z.object({
  bioEn: text(3000).default(''),
  bioRu: text(3000).default(''),
  specializations: z
    .array(z.enum(SPECIALIZATIONS))
    .min(1, { error: MESSAGES.specializationsRequired })
    .max(5, { error: MESSAGES.specializationsTooMany }),
  experienceYears: z
    .number({ error: STAFF_MESSAGES.experienceRange })
    .int({ error: STAFF_MESSAGES.experienceRange })
    .min(0, { error: STAFF_MESSAGES.experienceRange })
    .max(70, { error: STAFF_MESSAGES.experienceRange }),
  city: text(80).pipe(z.string().min(1, { error: MESSAGES.cityRequired })),
  formats: z.array(z.enum(TRAINER_FORMATS)).min(1, { error: MESSAGES.formatsRequired }),
  gymAddress: text(200).default(''),
  manualApproval: z.boolean(),
  minNoticeMinutes: minutes(7 * 24 * 60),
  freeCancelMinutes: minutes(7 * 24 * 60),
  /** A student's late cancel gives the subscription session back, like an early one (decision 0038). */
  lateCancelReturnsSession: z.boolean().default(false),
  /** Requisites printed on receipts (decision 0028); all optional. */
  legalStatus: z.enum(LEGAL_STATUSES).nullable().default(null),
  taxId: text(12)
    .refine((v) => v === '' || /^(\d{10}|\d{12})$/.test(v), { error: MESSAGES.taxIdInvalid })
    .default(''),
  legalName: text(200).default(''),
})
export type TrainerProfileBody = z.input<typeof trainerProfileBody>

/**
 * The profile as stored: not the body's schema, because a trainer who has not saved a profile
 * yet gets empty lists and city (which the body refuses) to start the form from.
 */
export const ownTrainerProfile = z.object({
  userId: z.uuid(),
  bioEn: z.string(),
  bioRu: z.string(),
  specializations: z.array(z.enum(SPECIALIZATIONS)),
  experienceYears: z.number().int(),
  city: z.string(),
  formats: z.array(z.enum(TRAINER_FORMATS)),
  gymAddress: z.string(),
  manualApproval: z.boolean(),
  minNoticeMinutes: z.number().int(),
  freeCancelMinutes: z.number().int(),
  lateCancelReturnsSession: z.boolean(),
  legalStatus: z.enum(LEGAL_STATUSES).nullable(),
  taxId: z.string(),
  legalName: z.string(),
})
export type OwnTrainerProfile = z.infer<typeof ownTrainerProfile>
export const ownTrainerProfileResponse = success({ data: ownTrainerProfile })

export const serviceBody = z.object({
  title: text(100).pipe(z.string().min(1, { error: MESSAGES.titleRequired })),
  specialization: z.enum(SPECIALIZATIONS),
  format: z.enum(TRAINER_FORMATS),
  durationMin: z
    .number({ error: MESSAGES.durationRange })
    .int({ error: MESSAGES.durationRange })
    .min(15, { error: MESSAGES.durationRange })
    .max(480, { error: MESSAGES.durationRange }),
  capacity: z
    .number({ error: MESSAGES.capacityRange })
    .int({ error: MESSAGES.capacityRange })
    .min(1, { error: MESSAGES.capacityRange })
    .max(100, { error: MESSAGES.capacityRange }),
  price: money,
  currency: z.enum(CURRENCIES).default('RUB'),
  active: z.boolean().default(true),
})
export type ServiceBody = z.input<typeof serviceBody>
export const serviceUpdateBody = serviceBody.partial()
export const serviceResponse = success({ data: trainerService })
export const servicesResponse = success({ data: z.array(trainerService) })

// ---- requests to train ---------------------------------------------------------------------

export const createTrainerRequestBody = z.object({
  message: text(1000).default(''),
  preferredTimes: text(200).default(''),
})
export type CreateTrainerRequestBody = z.input<typeof createTrainerRequestBody>

export const TRAINER_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const
export const personSummary = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
})
export type PersonSummary = z.infer<typeof personSummary>

export const TRAINER_REQUEST_KINDS = ['student', 'booking'] as const
export type TrainerRequestKind = (typeof TRAINER_REQUEST_KINDS)[number]

/**
 * What waits for the trainer in /trainer-requests: a student asking to train (`student`), or a
 * booking of a manual-approval trainer (`booking`: the id is the booking's, `training` says
 * which, message and preferred times are empty).
 */
export const trainerRequest = z.object({
  id: z.uuid(),
  kind: z.enum(TRAINER_REQUEST_KINDS),
  student: personSummary,
  message: z.string(),
  preferredTimes: z.string(),
  status: z.enum(TRAINER_REQUEST_STATUSES),
  createdAt: z.iso.datetime(),
  training: z.object({ id: z.uuid(), title: z.string(), startsAt: z.iso.datetime() }).nullable(),
})
export type TrainerRequest = z.infer<typeof trainerRequest>
export const trainerRequestResponse = success({ data: trainerRequest })
export const trainerRequestsResponse = success({ data: z.array(trainerRequest) })
export const declineRequestBody = z.object({ reason: text(500).default('') })

// ---- the trainer's students ----------------------------------------------------------------

export const studentsQuery = z.object({ q: text(100).optional() })
export const studentSummary = personSummary.extend({
  since: z.iso.datetime(),
  phone: z.string(),
  email: z.string(),
})
export type StudentSummary = z.infer<typeof studentSummary>
export const studentsResponse = success({ data: z.array(studentSummary) })

export const studentCard = studentSummary.extend({
  telegramUsername: z.string(),
  vkLink: z.string(),
  /** The trainer's private note; only the trainer ever sees it. */
  note: z.string(),
  /** Bookings of the trainer's trainings by this student, past and upcoming, newest first. */
  history: z.array(
    z.object({
      bookingId: z.uuid(),
      trainingId: z.uuid(),
      title: z.string(),
      startsAt: z.iso.datetime(),
      status: z.enum(BOOKING_STATUSES),
      trainingStatus: z.enum(TRAINING_STATUSES),
      lateCancel: z.boolean(),
      cancelledBy: z.enum(CANCELLED_BY).nullable(),
    }),
  ),
})
export type StudentCard = z.infer<typeof studentCard>
export const studentCardResponse = success({ data: studentCard })
export const studentNoteBody = z.object({ note: text(5000) })
export const studentIdParams = z.object({ id: uuid })

// ---- the student's own trainers (/trainers-list) ------------------------------------------

export const myTrainer = trainerCard.extend({ since: z.iso.datetime(), contacts: trainerContacts })
export type MyTrainer = z.infer<typeof myTrainer>
export const myTrainersResponse = success({ data: z.array(myTrainer) })
