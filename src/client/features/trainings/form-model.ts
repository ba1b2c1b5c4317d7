// What the trainer types into the training and template forms, and how it becomes the API's
// body: a price in major units becomes minor units, a local date and time in a zone becomes an
// instant, and fields hidden by the chosen format are sent empty. The API's own schemas then
// check the body, so the form refuses exactly what the server would.
import { z } from 'zod'
import { toMajorUnits, toMinorUnits } from '#client/ui/price-input.ts'
import type { OwnTrainerProfile, TrainerService } from '#shared/api/catalogue.ts'
import {
  type TemplateUpdateBody,
  TRAINING_VISIBILITIES,
  type Training,
  type TrainingTemplate,
  type TrainingUpdateBody,
  templateBody,
  trainingBody,
} from '#shared/api/trainings.ts'
import { CURRENCIES, SPECIALIZATIONS, TRAINER_FORMATS, type TrainerFormat } from '#shared/catalogue.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import { addDays, dateInZone, isCalendarDate, TIME_PATTERN, wallClockAt, zonedInstant } from '#shared/time.ts'
import { isTimeZone } from '#shared/zoned-format.ts'

/** The fields a single training and a template share. */
const commonShape = {
  serviceId: z.string(),
  title: z.string(),
  /** '' leaves the choice to the server: the service's, else the trainer's first. */
  specialization: z.union([z.literal(''), z.enum(SPECIALIZATIONS)]),
  durationMin: z.string(),
  capacity: z.string(),
  /** In major units, as typed. */
  price: z.string(),
  currency: z.enum(CURRENCIES),
  format: z.enum(TRAINER_FORMATS),
  location: z.string(),
  onlineUrl: z.string(),
  visibility: z.enum(TRAINING_VISIBILITIES),
  notes: z.string(),
  allowParallel: z.boolean(),
}
const commonFields = z.object(commonShape)
export type CommonValues = z.input<typeof commonFields>

function commonBody(v: CommonValues) {
  const capacity = Number(v.capacity || Number.NaN)
  return {
    title: v.title,
    ...(v.specialization ? { specialization: v.specialization } : {}),
    ...(v.serviceId ? { serviceId: v.serviceId } : {}),
    durationMin: v.durationMin === '' ? Number.NaN : Number(v.durationMin),
    capacity,
    price: toMinorUnits(v.price),
    currency: v.currency,
    format: v.format,
    // A field the format hides is not sent: an old link must not block a gym training.
    location: v.format === 'online' ? '' : v.location,
    onlineUrl: v.format === 'online' ? v.onlineUrl : '',
    visibility: v.visibility,
    notes: v.notes,
    allowParallel: capacity >= 2 && v.allowParallel,
  }
}

/** The API checks these too, but only once every other field is right; the form says it at once. */
function checkAcrossFields(v: CommonValues, ctx: z.RefinementCtx) {
  if (v.format === 'gym' && v.location.trim() === '') {
    ctx.addIssue({ code: 'custom', path: ['location'], message: MESSAGES.locationRequired })
  }
}

/** Runs the API's schema on the body and files its complaints under the form's fields. */
function checkedBy<S extends z.ZodType>(schema: S, body: z.input<S>, ctx: z.RefinementCtx): z.output<S> {
  const result = schema.safeParse(body)
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
  }
  return z.NEVER
}

// ---- a single training --------------------------------------------------------------------

const singleTrainingFields = commonFields.extend({ date: z.string(), time: z.string() })
export type SingleTrainingValues = z.input<typeof singleTrainingFields>

/** The instant a date and time on the wall clock in `zone` stand for, or '' when incomplete. */
export function startsAtOf(date: string, time: string, zone: string): string {
  if (!isCalendarDate(date) || !TIME_PATTERN.test(time)) return ''
  return zonedInstant(date, time, zone).toISOString()
}

/** The single-training form, read in the trainer's zone; its output is POST /api/trainings' body. */
export function singleTrainingForm(zone: string, now: () => Date = () => clock.now()) {
  return singleTrainingFields.transform((v, ctx) => {
    checkAcrossFields(v, ctx)
    const startsAt = startsAtOf(v.date, v.time, zone)
    if (startsAt && new Date(startsAt) <= now()) {
      ctx.addIssue({ code: 'custom', path: ['startsAt'], message: MESSAGES.startsInPast })
    }
    return checkedBy(trainingBody, { ...commonBody(v), startsAt }, ctx)
  })
}

// ---- a weekly template --------------------------------------------------------------------

const templateFields = commonFields.extend({
  weekdays: z.array(z.number()),
  startTime: z.string(),
  timeZone: z.string(),
  validFrom: z.string(),
  /** '' = until the trainer stops it. */
  validUntil: z.string(),
})
export type TemplateValues = z.input<typeof templateFields>

/**
 * The template form; its output is the body of POST /api/training-templates (and its preview),
 * and of PATCH /api/training-templates/{id}. An edited template that already started may keep
 * its start (`keptValidFrom`), as the server allows; a new start must not be in the past.
 */
export function templateForm(now: () => Date = () => clock.now(), keptValidFrom?: string) {
  return templateFields.transform((v, ctx) => {
    checkAcrossFields(v, ctx)
    if (isCalendarDate(v.validUntil) && isCalendarDate(v.validFrom) && v.validUntil < v.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: MESSAGES.validUntilBeforeFrom })
    }
    if (
      isCalendarDate(v.validFrom) &&
      v.validFrom !== keptValidFrom &&
      v.validFrom < dateInZone(now(), isTimeZone(v.timeZone) ? v.timeZone : 'UTC')
    ) {
      ctx.addIssue({ code: 'custom', path: ['validFrom'], message: MESSAGES.validFromInPast })
    }
    return checkedBy(
      templateBody,
      {
        ...commonBody(v),
        weekdays: v.weekdays,
        startTime: v.startTime,
        timeZone: v.timeZone,
        validFrom: v.validFrom,
        validUntil: v.validUntil || null,
      },
      ctx,
    )
  })
}

// ---- starting values ----------------------------------------------------------------------

/** A new form: the trainer's first format and specialization, the gym address for the gym. */
export function initialCommonValues(profile: OwnTrainerProfile): CommonValues {
  const format: TrainerFormat = profile.formats[0] ?? 'gym'
  return {
    serviceId: '',
    title: '',
    specialization: profile.specializations[0] ?? '',
    durationMin: '60',
    capacity: '1',
    price: '',
    currency: 'RUB',
    format,
    location: format === 'gym' ? profile.gymAddress : '',
    onlineUrl: '',
    visibility: 'public',
    notes: '',
    allowParallel: false,
  }
}

export function initialSingleTraining(profile: OwnTrainerProfile, zone: string, now = clock.now()) {
  return {
    ...initialCommonValues(profile),
    date: addDays(dateInZone(now, zone), 1),
    time: '09:00',
  } satisfies SingleTrainingValues
}

export function initialTemplate(profile: OwnTrainerProfile, zone: string, now = clock.now()) {
  return {
    ...initialCommonValues(profile),
    weekdays: [] as number[],
    startTime: '09:00',
    timeZone: zone,
    validFrom: dateInZone(now, zone),
    validUntil: '',
  } satisfies TemplateValues
}

/** An existing template as the form shows it: the price in major units, no end as ''. */
export function templateValuesOf(template: TrainingTemplate): TemplateValues {
  return {
    serviceId: template.serviceId ?? '',
    title: template.title,
    specialization: template.specialization,
    durationMin: String(template.durationMin),
    capacity: String(template.capacity),
    price: toMajorUnits(template.price),
    currency: template.currency,
    format: template.format,
    location: template.location,
    onlineUrl: template.onlineUrl,
    visibility: template.visibility,
    notes: template.notes,
    allowParallel: template.allowParallel,
    weekdays: [...template.weekdays],
    startTime: template.startTime.slice(0, 5),
    timeZone: template.timeZone,
    validFrom: template.validFrom,
    validUntil: template.validUntil ?? '',
  }
}

/** An existing training as the single-training form shows it: its date and time in `zone`. */
export function trainingValuesOf(training: Training, zone: string): SingleTrainingValues {
  const start = wallClockAt(new Date(training.startsAt), zone)
  return {
    serviceId: training.serviceId ?? '',
    title: training.title,
    specialization: training.specialization,
    durationMin: String(training.durationMin),
    capacity: String(training.capacity),
    price: toMajorUnits(training.price),
    currency: training.currency,
    format: training.format,
    location: training.location,
    onlineUrl: training.onlineUrl,
    visibility: training.visibility,
    notes: training.notes,
    allowParallel: training.allowParallel,
    date: start.date,
    time: start.time,
  }
}

/**
 * The PATCH body of a training's edit: only the fields that differ from the training (the start
 * compared as an instant). The service link is not the form's to change: PATCH keeps it.
 */
export function trainingChanges(
  body: z.output<ReturnType<typeof singleTrainingForm>>,
  training: Training,
): TrainingUpdateBody {
  const changes: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined || field === 'serviceId') continue
    if (field === 'startsAt') {
      if (Date.parse(String(value)) !== Date.parse(training.startsAt)) changes[field] = value
      continue
    }
    const before = training[field as keyof Training]
    if (JSON.stringify(value) !== JSON.stringify(before)) changes[field] = value
  }
  return changes as TrainingUpdateBody
}

/**
 * The PATCH body of an edit: only the fields that differ from the template, so an unchanged
 * field (a service since retired, say) is not checked again. A link to a service is never
 * removed by an edit; the API has no way to say so.
 */
export function templateChanges(
  body: z.output<ReturnType<typeof templateForm>>,
  template: TrainingTemplate,
): TemplateUpdateBody {
  const changes: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue
    const before = template[field as keyof TrainingTemplate]
    if (JSON.stringify(value) !== JSON.stringify(before)) changes[field] = value
  }
  return changes as TemplateUpdateBody
}

/** What picking a service fills in; the gym address comes along when the service is at the gym. */
export function valuesFromService(
  service: TrainerService,
  current: Pick<CommonValues, 'location'>,
  gymAddress: string,
): Partial<CommonValues> {
  return {
    serviceId: service.id,
    title: service.title,
    specialization: service.specialization,
    format: service.format,
    durationMin: String(service.durationMin),
    capacity: String(service.capacity),
    price: toMajorUnits(service.price),
    currency: service.currency,
    ...(service.format === 'gym' && current.location.trim() === '' ? { location: gymAddress } : {}),
  }
}
