// Trainings, weekly templates and free slots (PRODUCT.md §2 "Training", "Training template";
// §6 "trainings" and GET /api/trainers/{id}/slots).
import { z } from 'zod'
import { CURRENCIES, SPECIALIZATIONS, TRAINER_FORMATS } from '#shared/catalogue.ts'
import { MESSAGES } from '#shared/messages.ts'
import { isCalendarDate, TIME_PATTERN } from '#shared/time.ts'
import { BOOKING_STATUSES, CANCELLED_BY, TRAINING_STATUSES } from '#shared/training-states.ts'
import { isTimeZone } from '#shared/zoned-format.ts'
import { money, personSummary, text } from './catalogue.ts'
import { success, uuid } from './common.ts'

/** Templates generate this many weeks ahead, on a rolling basis (PRODUCT.md §2). */
export const TEMPLATE_HORIZON_WEEKS = 8
/** The trainer profile shows free slots this many days ahead (PRODUCT.md §3). */
export const SLOTS_DAYS = 14
/** GET /api/trainers/{id}/slots answers at most this many days at once. */
export const SLOTS_MAX_SPAN_DAYS = 62
/** A template's validity may span at most this many days. */
export const TEMPLATE_MAX_SPAN_DAYS = 731

export const TRAINING_VISIBILITIES = ['public', 'students'] as const
export type TrainingVisibility = (typeof TRAINING_VISIBILITIES)[number]
export {
  BOOKING_STATUSES,
  type BookingStatus,
  TRAINING_STATUSES,
  type TrainingStatus,
} from '#shared/training-states.ts'
export const PAY_WITH = ['subscription', 'direct', 'telegram', 'free'] as const
export type PayWith = (typeof PAY_WITH)[number]
export { CANCELLED_BY } from '#shared/training-states.ts'

const durationMin = z.coerce
  .number({ error: MESSAGES.durationRange })
  .int({ error: MESSAGES.durationRange })
  .min(15, { error: MESSAGES.durationRange })
  .max(480, { error: MESSAGES.durationRange })
const capacity = z.coerce
  .number({ error: MESSAGES.capacityRange })
  .int({ error: MESSAGES.capacityRange })
  .min(1, { error: MESSAGES.capacityRange })
  .max(100, { error: MESSAGES.capacityRange })
const title = text(100).pipe(z.string().min(1, { error: MESSAGES.titleRequired }))
const onlineUrl = text(500).refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), {
  error: MESSAGES.onlineUrlInvalid,
})
const calendarDate = z.string().refine(isCalendarDate, { error: MESSAGES.dateInvalid })
const timeZone = z.string().max(64).refine(isTimeZone, { error: MESSAGES.timeZoneInvalid })

/** What a training and a template have in common: what happens, for whom, for how much. */
const trainingFields = {
  title,
  /** Defaults to the service's, else the trainer's first specialization. */
  specialization: z.enum(SPECIALIZATIONS).optional(),
  durationMin,
  capacity,
  price: money,
  currency: z.enum(CURRENCIES).default('RUB'),
  format: z.enum(TRAINER_FORMATS),
  location: text(200).default(''),
  onlineUrl: onlineUrl.default(''),
  visibility: z.enum(TRAINING_VISIBILITIES).default('public'),
  serviceId: uuid.optional(),
  notes: text(2000).default(''),
  /** A group training that may overlap the trainer's other trainings (parallel groups). */
  allowParallel: z.boolean().default(false),
}

type TrainingShape = {
  format: (typeof TRAINER_FORMATS)[number]
  location?: string
  onlineUrl?: string
  capacity?: number
  allowParallel?: boolean
}
/** Rules across fields, shared by trainings and templates. */
function checkTrainingFields(value: TrainingShape, ctx: z.RefinementCtx) {
  if (value.format === 'gym' && value.location !== undefined && value.location.trim() === '') {
    ctx.addIssue({ code: 'custom', path: ['location'], message: MESSAGES.locationRequired })
  }
  if (value.format === 'online' && value.onlineUrl !== undefined && value.onlineUrl.trim() === '') {
    ctx.addIssue({ code: 'custom', path: ['onlineUrl'], message: MESSAGES.onlineUrlRequired })
  }
  if (value.allowParallel && value.capacity !== undefined && value.capacity < 2) {
    ctx.addIssue({ code: 'custom', path: ['allowParallel'], message: MESSAGES.parallelNeedsGroup })
  }
}

// ---- trainings ----------------------------------------------------------------------------

export const trainingBody = z
  .object({
    ...trainingFields,
    startsAt: z.iso.datetime({ offset: true, error: MESSAGES.startsAtInvalid }),
  })
  .superRefine(checkTrainingFields)
export type TrainingBody = z.input<typeof trainingBody>

/** A change of a scheduled training; the service and template links stay as they were. */
export const trainingUpdateBody = z
  .object({
    title,
    specialization: z.enum(SPECIALIZATIONS),
    durationMin,
    capacity,
    price: money,
    currency: z.enum(CURRENCIES),
    format: z.enum(TRAINER_FORMATS),
    location: text(200),
    onlineUrl,
    visibility: z.enum(TRAINING_VISIBILITIES),
    notes: text(2000),
    allowParallel: z.boolean(),
    startsAt: z.iso.datetime({ offset: true, error: MESSAGES.startsAtInvalid }),
  })
  .partial()
  .superRefine((value, ctx) => {
    if (value.format) checkTrainingFields({ ...value, format: value.format }, ctx)
  })
export type TrainingUpdateBody = z.input<typeof trainingUpdateBody>

export const cancelTrainingBody = z.object({
  reason: text(500).pipe(z.string().min(1, { error: MESSAGES.reasonRequired })),
})
export type CancelTrainingBody = z.input<typeof cancelTrainingBody>

export const bookingSummary = z.object({
  id: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  paymentMethod: z.enum(PAY_WITH),
  amountDue: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** Cancelled after the free-cancellation deadline. */
  lateCancel: z.boolean(),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  cancelReason: z.string().nullable(),
})
export type BookingSummary = z.infer<typeof bookingSummary>

/** A booked person, as the trainer sees them on their own training. */
export const trainingAttendee = personSummary.extend({
  bookingId: z.uuid(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  paymentMethod: z.enum(PAY_WITH),
  amountDue: z.number().int(),
})
export type TrainingAttendee = z.infer<typeof trainingAttendee>

export const training = z.object({
  id: z.uuid(),
  trainer: personSummary,
  title: z.string(),
  specialization: z.enum(SPECIALIZATIONS),
  format: z.enum(TRAINER_FORMATS),
  location: z.string(),
  onlineUrl: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  durationMin: z.number().int(),
  capacity: z.number().int(),
  /** Places held by requested, confirmed, attended and no-show bookings. */
  bookedCount: z.number().int(),
  waitlistCount: z.number().int(),
  price: z.number().int(),
  currency: z.enum(CURRENCIES),
  visibility: z.enum(TRAINING_VISIBILITIES),
  status: z.enum(TRAINING_STATUSES),
  cancelReason: z.string().nullable(),
  templateId: z.uuid().nullable(),
  serviceId: z.uuid().nullable(),
  notes: z.string(),
  allowParallel: z.boolean(),
  /** The trainer's rules, as instants: booking closes at, free cancellation until. */
  bookingClosesAt: z.iso.datetime(),
  freeCancelUntil: z.iso.datetime(),
  manualApproval: z.boolean(),
  /** The caller's own active or latest booking of it, if any. */
  myBooking: bookingSummary.nullable(),
  /** The caller's place on the waitlist (1 = next), if on it. */
  myWaitlistPosition: z.number().int().nullable(),
  /** The booked people: only for the training's trainer, else empty. */
  attendees: z.array(trainingAttendee),
})
export type Training = z.infer<typeof training>
export const trainingResponse = success({ data: training })

// ---- weekly templates ---------------------------------------------------------------------

const weekdays = z
  .array(z.coerce.number().int().min(1).max(7))
  .min(1, { error: MESSAGES.weekdaysRequired })
  .max(7)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b))

export const templateBody = z
  .object({
    ...trainingFields,
    weekdays,
    startTime: z.string().regex(TIME_PATTERN, { error: MESSAGES.startTimeInvalid }),
    timeZone,
    validFrom: calendarDate,
    validUntil: calendarDate.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    checkTrainingFields(value, ctx)
    if (value.validUntil && value.validUntil < value.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: MESSAGES.validUntilBeforeFrom })
    }
  })
export type TemplateBody = z.input<typeof templateBody>

/**
 * PATCH /api/training-templates/{id}: any of the template's fields; the others stay. The server
 * checks the merged template with the rules of `templateBody`.
 */
export const templateUpdateBody = z
  .object({
    title,
    specialization: z.enum(SPECIALIZATIONS),
    durationMin,
    capacity,
    price: money,
    currency: z.enum(CURRENCIES),
    format: z.enum(TRAINER_FORMATS),
    location: text(200),
    onlineUrl,
    visibility: z.enum(TRAINING_VISIBILITIES),
    serviceId: uuid,
    notes: text(2000),
    allowParallel: z.boolean(),
    weekdays,
    startTime: z.string().regex(TIME_PATTERN, { error: MESSAGES.startTimeInvalid }),
    timeZone,
    validFrom: calendarDate,
    validUntil: calendarDate.nullable(),
  })
  .partial()
export type TemplateUpdateBody = z.input<typeof templateUpdateBody>

export const trainingTemplate = z.object({
  id: z.uuid(),
  title: z.string(),
  specialization: z.enum(SPECIALIZATIONS),
  durationMin: z.number().int(),
  capacity: z.number().int(),
  price: z.number().int(),
  currency: z.enum(CURRENCIES),
  format: z.enum(TRAINER_FORMATS),
  location: z.string(),
  onlineUrl: z.string(),
  visibility: z.enum(TRAINING_VISIBILITIES),
  serviceId: z.uuid().nullable(),
  notes: z.string(),
  allowParallel: z.boolean(),
  weekdays: z.array(z.number().int()),
  startTime: z.string(),
  timeZone: z.string(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  active: z.boolean(),
  /** The last date trainings were generated for, in the template's zone. */
  generatedUntil: z.string().nullable(),
  /** Upcoming scheduled trainings made from it. */
  upcomingCount: z.number().int(),
  createdAt: z.iso.datetime(),
})
export type TrainingTemplate = z.infer<typeof trainingTemplate>

/** A date the template skipped because the trainer is busy then (the overlap rule). */
export const skippedOccurrence = z.object({
  date: z.string(),
  startsAt: z.iso.datetime(),
  /** The title of the training in the way. */
  conflictWith: z.string(),
})
export type SkippedOccurrence = z.infer<typeof skippedOccurrence>

export const templateResponse = success({
  data: trainingTemplate.extend({ created: z.number().int(), skipped: z.array(skippedOccurrence) }),
})
export const templatesResponse = success({ data: z.array(trainingTemplate) })
/** GET /api/training-templates/{id}. */
export const templateDetailsResponse = success({ data: trainingTemplate })
/**
 * DELETE /api/training-templates/{id}: the template stops; `removed` counts its future trainings
 * without bookings that went with it (booked ones stay).
 */
export const templateStoppedResponse = success({
  data: trainingTemplate.extend({ removed: z.number().int() }),
})

/** `?templateId=`: previewing an edit of that template, whose remade trainings are no overlap. */
export const templatePreviewQuery = z.object({ templateId: uuid.optional() })

/** POST /api/training-templates/preview: the instants the template would create in its horizon. */
export const templatePreviewResponse = success({
  data: z.object({
    occurrences: z.array(
      z.object({
        date: z.string(),
        startsAt: z.iso.datetime(),
        /** The title of the trainer's training it would overlap, if any (then it is skipped). */
        conflictWith: z.string().nullable(),
      }),
    ),
    /** The last date of the horizon: today in the template's zone plus 8 weeks. */
    horizonUntil: z.string(),
  }),
})
export type TemplatePreview = z.infer<typeof templatePreviewResponse>['data']

// ---- free slots ---------------------------------------------------------------------------

export const slotsQuery = z
  .object({
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((q) => !q.from || !q.to || new Date(q.from) <= new Date(q.to), {
    path: ['to'],
    error: MESSAGES.scheduleRange,
  })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      new Date(q.to).getTime() - new Date(q.from).getTime() <= SLOTS_MAX_SPAN_DAYS * 86_400_000,
    { path: ['to'], error: MESSAGES.slotsRangeTooLong },
  )

/** A bookable training of a trainer: in the future, past the notice, visible to the caller. */
export const slot = z.object({
  trainingId: z.uuid(),
  title: z.string(),
  specialization: z.enum(SPECIALIZATIONS),
  format: z.enum(TRAINER_FORMATS),
  location: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  capacity: z.number().int(),
  placesLeft: z.number().int(),
  price: z.number().int(),
  currency: z.enum(CURRENCIES),
  visibility: z.enum(TRAINING_VISIBILITIES),
  /** The caller already holds a place (or a request) on it. */
  booked: z.boolean(),
  onWaitlist: z.boolean(),
})
export type Slot = z.infer<typeof slot>
export const slotsResponse = success({ data: z.array(slot) })
