import { api, call } from '#client/platform/http/client.ts'
import {
  type CreateReviewBody,
  type CreateTrainerRequestBody,
  createReviewResponse,
  favoriteResponse,
  favoritesResponse,
  myTrainersResponse,
  reviewableBookingsResponse,
  reviewsResponse,
  servicesSummaryResponse,
  type TrainerSearchQuery,
  trainerDetailsResponse,
  trainerRequestResponse,
  trainersResponse,
} from '#shared/api/catalogue.ts'

function searchParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  return params
}

export function searchTrainers(query: TrainerSearchQuery) {
  return call(trainersResponse, () => api.get('trainers', { searchParams: searchParams(query) }))
}

export function fetchTrainer(id: string) {
  return call(trainerDetailsResponse, () => api.get(`trainers/${encodeURIComponent(id)}`)).then((r) => r.data)
}

export function fetchReviews(trainerId: string, cursor?: string) {
  return call(reviewsResponse, () =>
    api.get(`trainers/${encodeURIComponent(trainerId)}/reviews`, { searchParams: searchParams({ cursor }) }),
  )
}

export function fetchReviewableBookings(trainerId: string) {
  return call(reviewableBookingsResponse, () =>
    api.get(`trainers/${encodeURIComponent(trainerId)}/reviewable-bookings`),
  ).then((r) => r.data)
}

/** The reader's attended trainings with a trainer that still await a review. */
export type ReviewableBookings = Awaited<ReturnType<typeof fetchReviewableBookings>>

export function postReview(trainerId: string, body: CreateReviewBody) {
  return call(createReviewResponse, () =>
    api.post(`trainers/${encodeURIComponent(trainerId)}/reviews`, { json: body }),
  )
}

export function fetchServicesSummary() {
  return call(servicesSummaryResponse, () => api.get('services')).then((r) => r.data)
}

export function fetchFavorites() {
  return call(favoritesResponse, () => api.get('favorites')).then((r) => r.data)
}

export function setFavorite(trainerId: string, favorite: boolean) {
  const path = `favorites/${encodeURIComponent(trainerId)}`
  return call(favoriteResponse, () => (favorite ? api.put(path) : api.delete(path)))
}

export function askToTrain(trainerId: string, body: CreateTrainerRequestBody) {
  return call(trainerRequestResponse, () =>
    api.post(`trainers/${encodeURIComponent(trainerId)}/requests`, { json: body }),
  ).then((r) => r.data)
}

export function fetchMyTrainers() {
  return call(myTrainersResponse, () => api.get('student/trainers')).then((r) => r.data)
}
