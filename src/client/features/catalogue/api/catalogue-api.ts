import { answerSchema, api, call } from '#client/platform/http/client.ts'
import type { CreateReviewBody, CreateTrainerRequestBody, TrainerSearchQuery } from '#shared/api/catalogue.ts'

// Answers read without zod in production, so a guest's catalogue loads only what draws it
// (decision 0051; a signed-in trainer's profile loads zod anyway, for its other features).
const schemas = () => import('#shared/api/catalogue.ts')
type Schemas = Awaited<ReturnType<typeof schemas>>
const answer = <K extends keyof Schemas>(name: K) => answerSchema(schemas, name)

function searchParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  return params
}

export function searchTrainers(query: TrainerSearchQuery) {
  return call(answer('trainersResponse'), () => api.get('trainers', { searchParams: searchParams(query) }))
}

export function fetchTrainer(id: string) {
  return call(answer('trainerDetailsResponse'), () => api.get(`trainers/${encodeURIComponent(id)}`)).then(
    (r) => r.data,
  )
}

export function fetchReviews(trainerId: string, cursor?: string) {
  return call(answer('reviewsResponse'), () =>
    api.get(`trainers/${encodeURIComponent(trainerId)}/reviews`, { searchParams: searchParams({ cursor }) }),
  )
}

export function fetchReviewableBookings(trainerId: string) {
  return call(answer('reviewableBookingsResponse'), () =>
    api.get(`trainers/${encodeURIComponent(trainerId)}/reviewable-bookings`),
  ).then((r) => r.data)
}

/** The reader's attended trainings with a trainer that still await a review. */
export type ReviewableBookings = Awaited<ReturnType<typeof fetchReviewableBookings>>

export function postReview(trainerId: string, body: CreateReviewBody) {
  return call(answer('createReviewResponse'), () =>
    api.post(`trainers/${encodeURIComponent(trainerId)}/reviews`, { json: body }),
  )
}

export function fetchServicesSummary() {
  return call(answer('servicesSummaryResponse'), () => api.get('services')).then((r) => r.data)
}

export function fetchFavorites() {
  return call(answer('favoritesResponse'), () => api.get('favorites')).then((r) => r.data)
}

export function setFavorite(trainerId: string, favorite: boolean) {
  const path = `favorites/${encodeURIComponent(trainerId)}`
  return call(answer('favoriteResponse'), () => (favorite ? api.put(path) : api.delete(path)))
}

export function askToTrain(trainerId: string, body: CreateTrainerRequestBody) {
  return call(answer('trainerRequestResponse'), () =>
    api.post(`trainers/${encodeURIComponent(trainerId)}/requests`, { json: body }),
  ).then((r) => r.data)
}

export function fetchMyTrainers() {
  return call(answer('myTrainersResponse'), () => api.get('student/trainers')).then((r) => r.data)
}
