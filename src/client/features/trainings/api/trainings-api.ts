import { z } from 'zod'
import { api, call } from '#client/platform/http/client.ts'
import { ownTrainerProfileResponse, servicesResponse } from '#shared/api/catalogue.ts'
import { success } from '#shared/api/common.ts'
import {
  type TemplateBody,
  type TemplateUpdateBody,
  type TrainingBody,
  type TrainingUpdateBody,
  templatePreviewResponse,
  templateResponse,
  templatesResponse,
  trainingResponse,
} from '#shared/api/trainings.ts'

/** What the trainer's forms start from: their services and profile (gym address, specializations). */
export function fetchTrainerSetup() {
  return Promise.all([
    call(servicesResponse, () => api.get('trainer/services')).then((r) => r.data),
    call(ownTrainerProfileResponse, () => api.get('trainer/profile')).then((r) => r.data),
  ]).then(([services, profile]) => ({ services, profile }))
}

export type TrainerSetup = Awaited<ReturnType<typeof fetchTrainerSetup>>

export function createTraining(body: TrainingBody) {
  return call(trainingResponse, () => api.post('trainings', { json: body })).then((r) => r.data)
}

/** GET /api/trainings/{id}: one training, as the edit form starts from it. */
export function fetchTraining(id: string) {
  return call(trainingResponse, () => api.get(`trainings/${encodeURIComponent(id)}`)).then((r) => r.data)
}

/** PATCH /api/trainings/{id}: the changed fields; booked students are told of a new time or place. */
export function updateTraining(id: string, body: TrainingUpdateBody) {
  return call(trainingResponse, () => api.patch(`trainings/${encodeURIComponent(id)}`, { json: body })).then(
    (r) => r.data,
  )
}

export function createTemplate(body: TemplateBody) {
  return call(templateResponse, () => api.post('training-templates', { json: body })).then((r) => r.data)
}

/** Changes a template; its future trainings without bookings are made again, booked ones stay. */
export function updateTemplate(id: string, body: TemplateUpdateBody) {
  return call(templateResponse, () =>
    api.patch(`training-templates/${encodeURIComponent(id)}`, { json: body }),
  ).then((r) => r.data)
}

/** The dates a template would make; `editing` names the template whose own trainings an edit remakes. */
export function previewTemplate(body: TemplateBody, signal?: AbortSignal, editing?: string) {
  return call(templatePreviewResponse, () =>
    api.post('training-templates/preview', {
      json: body,
      ...(editing ? { searchParams: { templateId: editing } } : {}),
      ...(signal ? { signal } : {}),
    }),
  ).then((r) => r.data)
}

export function fetchTemplates() {
  return call(templatesResponse, () => api.get('training-templates')).then((r) => r.data)
}

/** DELETE's answer, read for the one figure the screen tells: future trainings removed with it. */
const stoppedResponse = success({ data: z.object({ removed: z.number().int().optional() }).optional() })

/** Stops a template: no new trainings; its future trainings without bookings go with it. */
export function stopTemplate(id: string) {
  return call(stoppedResponse, () => api.delete(`training-templates/${encodeURIComponent(id)}`)).then(
    (r) => r.data?.removed ?? 0,
  )
}
