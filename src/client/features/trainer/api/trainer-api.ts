import { api, call } from '#client/platform/http/client.ts'
import {
  ownTrainerProfileResponse,
  type ServiceBody,
  serviceResponse,
  servicesResponse,
  studentCardResponse,
  studentsResponse,
  type TrainerProfileBody,
  trainerRequestResponse,
  trainerRequestsResponse,
} from '#shared/api/catalogue.ts'
import { successMessage } from '#shared/api/common.ts'

export function fetchOwnTrainerProfile() {
  return call(ownTrainerProfileResponse, () => api.get('trainer/profile')).then((r) => r.data)
}

export function saveOwnTrainerProfile(body: TrainerProfileBody) {
  return call(ownTrainerProfileResponse, () => api.put('trainer/profile', { json: body })).then((r) => r.data)
}

export function fetchOwnServices() {
  return call(servicesResponse, () => api.get('trainer/services')).then((r) => r.data)
}

export function createService(body: ServiceBody) {
  return call(serviceResponse, () => api.post('trainer/services', { json: body })).then((r) => r.data)
}

export function updateService(id: string, body: Partial<ServiceBody>) {
  return call(serviceResponse, () =>
    api.patch(`trainer/services/${encodeURIComponent(id)}`, { json: body }),
  ).then((r) => r.data)
}

export function deleteService(id: string) {
  return call(successMessage, () => api.delete(`trainer/services/${encodeURIComponent(id)}`))
}

export function fetchRequests() {
  return call(trainerRequestsResponse, () => api.get('trainer/requests')).then((r) => r.data)
}

export function acceptRequest(id: string) {
  return call(trainerRequestResponse, () =>
    api.post(`trainer/requests/${encodeURIComponent(id)}/accept`),
  ).then((r) => r.data)
}

export function declineRequest(id: string, reason: string) {
  return call(trainerRequestResponse, () =>
    api.post(`trainer/requests/${encodeURIComponent(id)}/decline`, { json: { reason } }),
  ).then((r) => r.data)
}

export function fetchStudents(q?: string) {
  return call(studentsResponse, () => api.get('trainer/students', { searchParams: q ? { q } : {} })).then(
    (r) => r.data,
  )
}

export function fetchStudent(id: string) {
  return call(studentCardResponse, () => api.get(`trainer/students/${encodeURIComponent(id)}`)).then(
    (r) => r.data,
  )
}

export function saveStudentNote(id: string, note: string) {
  return call(studentCardResponse, () =>
    api.put(`trainer/students/${encodeURIComponent(id)}/note`, { json: { note } }),
  ).then((r) => r.data)
}
