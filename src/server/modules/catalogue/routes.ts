import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authOf, optionalAuth, requireAuth } from '#server/http/authenticate.ts'
import { ok, serializedText, success } from '#server/http/success.ts'
import { VersionedAnswers } from '#server/http/versioned-answers.ts'
import {
  createReviewBody,
  createReviewResponse,
  createTrainerRequestBody,
  favoriteResponse,
  favoritesResponse,
  myTrainersResponse,
  reviewableBookingsResponse,
  reviewsQuery,
  reviewsResponse,
  servicesSummaryResponse,
  trainerDetailsResponse,
  trainerIdParams,
  trainerRequestResponse,
  trainerSearchQuery,
  trainersResponse,
} from '#shared/api/catalogue.ts'
import { idParams } from '#shared/api/common.ts'
import { searchTrainers } from './search.ts'
import * as catalogue from './service.ts'
import { catalogueVersion } from './versions.ts'

const tags = ['catalogue']
/** What the kept catalogue pages may take: a page of 20 cards is ~15 KB. */
const CATALOGUE_ANSWERS_BYTES = 16 * 1024 * 1024

/** `/api/trainers*`, `/api/services`, `/api/favorites*`, `/api/student/trainers`. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicCatalogueRoutes)
  await app.register(studentCatalogueRoutes)
}

/** Readable by guests; a logged-in caller also learns their favorites and relation. */
const publicCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const answers = new VersionedAnswers(app.config.ANSWER_CACHE ? CATALOGUE_ANSWERS_BYTES : 0)
  app.addHook('onRequest', optionalAuth)

  app.get(
    '/trainers',
    { schema: { tags, querystring: trainerSearchQuery, response: { 200: trainersResponse } } },
    async (request, reply) => {
      const viewer = request.auth?.userId ?? null
      // Kept while the catalogue's version holds (decision 0033, fifth addendum), per viewer (the
      // favorites) and per query as parsed. The version is read before the page: an answer is
      // then at least as new as the version it is kept under, never older.
      const body = await answers.answer(
        `${viewer ?? 'guest'} ${JSON.stringify(request.query)}`,
        () => catalogueVersion(db),
        async () => {
          const version = answers.keeps ? await catalogueVersion(db) : ''
          const page = await searchTrainers(db, request.query, viewer)
          return { version, body: Buffer.from(serializedText(reply.serialize(success({ ...page })))) }
        },
      )
      return reply.type('application/json; charset=utf-8').send(body as never)
    },
  )

  app.get(
    '/trainers/:id',
    { schema: { tags, params: idParams, response: { 200: trainerDetailsResponse } } },
    async (request) =>
      ok(await catalogue.trainerDetails(db, request.params.id, request.auth?.userId ?? null)),
  )

  app.get(
    '/trainers/:id/reviews',
    { schema: { tags, params: idParams, querystring: reviewsQuery, response: { 200: reviewsResponse } } },
    async (request) => success({ ...(await catalogue.listReviews(db, request.params.id, request.query)) }),
  )

  app.get('/services', { schema: { tags, response: { 200: servicesSummaryResponse } } }, async () =>
    ok(await catalogue.specializationSummaries(db)),
  )
}

/** The caller's own doings in the catalogue: login required. */
const studentCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)

  app.post(
    '/trainers/:id/reviews',
    {
      schema: { tags, params: idParams, body: createReviewBody, response: { 201: createReviewResponse } },
    },
    async (request, reply) => {
      const review = await catalogue.createReview(db, request.params.id, authOf(request).userId, request.body)
      return reply.code(201).send(ok(review))
    },
  )

  app.get(
    '/trainers/:id/reviewable-bookings',
    { schema: { tags, params: idParams, response: { 200: reviewableBookingsResponse } } },
    async (request) => ok(await catalogue.reviewableBookings(db, request.params.id, authOf(request).userId)),
  )

  app.post(
    '/trainers/:id/requests',
    {
      schema: {
        tags,
        params: idParams,
        body: createTrainerRequestBody,
        response: { 201: trainerRequestResponse },
      },
    },
    async (request, reply) => {
      const created = await catalogue.askToTrain(db, request.params.id, authOf(request).userId, request.body)
      return reply.code(201).send(ok(created))
    },
  )

  app.get('/favorites', { schema: { tags, response: { 200: favoritesResponse } } }, async (request) =>
    ok(await catalogue.listFavorites(db, authOf(request).userId)),
  )

  app.put(
    '/favorites/:trainerId',
    { schema: { tags, params: trainerIdParams, response: { 200: favoriteResponse } } },
    async (request) => {
      await catalogue.addFavorite(db, authOf(request).userId, request.params.trainerId)
      return success({ message: 'Added to favorites' })
    },
  )

  app.delete(
    '/favorites/:trainerId',
    { schema: { tags, params: trainerIdParams, response: { 200: favoriteResponse } } },
    async (request) => {
      await catalogue.removeFavorite(db, authOf(request).userId, request.params.trainerId)
      return success({ message: 'Removed from favorites' })
    },
  )

  app.get('/student/trainers', { schema: { tags, response: { 200: myTrainersResponse } } }, async (request) =>
    ok(await catalogue.myTrainers(db, authOf(request).userId)),
  )
}
