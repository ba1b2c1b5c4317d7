import type { OwnTrainerProfile, TrainerService } from '#shared/api/catalogue.ts'
import {
  type SkippedOccurrence,
  type TemplatePreview,
  type Training,
  type TrainingTemplate,
  templateBody,
  templateUpdateBody,
  trainingBody,
} from '#shared/api/trainings.ts'
import { clock } from '#shared/clock.ts'
import { invalid, json, type Route } from '#tests/support/fetch-fake.ts'
import { ownTrainerProfile } from '#tests/support/profile.ts'
import type { TrainerSetup } from '../api/trainings-api.ts'

export const trainerProfile: OwnTrainerProfile = ownTrainerProfile()

export const groupYoga: TrainerService = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Group yoga',
  specialization: 'yoga',
  format: 'gym',
  durationMin: 90,
  capacity: 8,
  price: 250_000,
  currency: 'RUB',
  active: true,
}

export const trainerSetup: TrainerSetup = { profile: trainerProfile, services: [groupYoga] }

const trainer = { id: trainerProfile.userId, firstName: 'Anna', lastName: 'Berg', avatar: '' }
const plusMinutes = (iso: string, minutes: number) =>
  new Date(new Date(iso).getTime() + minutes * 60_000).toISOString()

/** POST /api/trainings as the server answers it: 201 with the training made from the body. */
export const createTrainingRoute: Route = (sent) => {
  const parsed = trainingBody.safeParse(sent)
  if (!parsed.success) return invalid(parsed.error)
  const body = parsed.data
  const startsAt = new Date(body.startsAt).toISOString()
  const created: Training = {
    id: '00000000-0000-4000-8000-0000000000c1',
    trainer,
    title: body.title,
    specialization: body.specialization ?? 'yoga',
    format: body.format,
    location: body.location,
    onlineUrl: body.onlineUrl,
    startsAt,
    endsAt: plusMinutes(startsAt, body.durationMin),
    durationMin: body.durationMin,
    capacity: body.capacity,
    bookedCount: 0,
    waitlistCount: 0,
    price: body.price,
    currency: body.currency,
    visibility: body.visibility,
    status: 'scheduled',
    cancelReason: null,
    templateId: null,
    serviceId: body.serviceId ?? null,
    notes: body.notes,
    allowParallel: body.allowParallel,
    bookingClosesAt: plusMinutes(startsAt, -trainerProfile.minNoticeMinutes),
    freeCancelUntil: plusMinutes(startsAt, -trainerProfile.freeCancelMinutes),
    manualApproval: trainerProfile.manualApproval,
    myBooking: null,
    myWaitlistPosition: null,
    attendees: [],
  }
  return json(201, { status: 'success', data: created })
}

/** POST /api/training-templates as the server answers it: 201 with the template and what it made. */
export function createTemplateRoute(outcome: { created: number; skipped: SkippedOccurrence[] }): Route {
  return (sent) => {
    const parsed = templateBody.safeParse(sent)
    if (!parsed.success) return invalid(parsed.error)
    const body = parsed.data
    const created: TrainingTemplate = {
      id: '00000000-0000-4000-8000-0000000000b1',
      title: body.title,
      specialization: body.specialization ?? 'yoga',
      durationMin: body.durationMin,
      capacity: body.capacity,
      price: body.price,
      currency: body.currency,
      format: body.format,
      location: body.location,
      onlineUrl: body.onlineUrl,
      visibility: body.visibility,
      serviceId: body.serviceId ?? null,
      notes: body.notes,
      allowParallel: body.allowParallel,
      weekdays: body.weekdays,
      startTime: body.startTime,
      timeZone: body.timeZone,
      validFrom: body.validFrom,
      validUntil: body.validUntil ?? null,
      active: true,
      generatedUntil: body.validFrom,
      upcomingCount: outcome.created,
      createdAt: clock.now().toISOString(),
    }
    return json(201, { status: 'success', data: { ...created, ...outcome } })
  }
}

/** POST /api/training-templates/preview as the server answers it. */
export function previewTemplateRoute(preview: TemplatePreview): Route {
  return (sent) => {
    const parsed = templateBody.safeParse(sent)
    if (!parsed.success) return invalid(parsed.error)
    return json(200, { status: 'success', data: preview })
  }
}

/**
 * PATCH /api/training-templates/{id} as the server answers it: 200 with the template changed by
 * the body and what it made again. Answers the one template it holds.
 */
export function updateTemplateRoute(
  template: TrainingTemplate,
  outcome: { created: number; skipped: SkippedOccurrence[] },
): Route {
  return (sent, request) => {
    if (request.method !== 'PATCH') throw new TypeError(`unexpected ${request.method}`)
    const parsed = templateUpdateBody.safeParse(sent)
    if (!parsed.success) return invalid(parsed.error)
    const changed = { ...template, ...parsed.data, upcomingCount: outcome.created }
    return json(200, { status: 'success', data: { ...changed, ...outcome } })
  }
}
