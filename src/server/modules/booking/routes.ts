import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { withEffects } from '#server/effects/after-commit.ts'
import { authOf, requireAuth } from '#server/http/authenticate.ts'
import { ok, success } from '#server/http/success.ts'
import {
  attendanceBody,
  attendanceResponse,
  bookingResponse,
  cancelBookingBody,
  createBookingBody,
  joinWaitlistBody,
  waitlistResponse,
} from '#shared/api/booking.ts'
import { idParams, successMessage } from '#shared/api/common.ts'
import { cancelTrainingBody, slotsQuery, slotsResponse, trainingResponse } from '#shared/api/trainings.ts'
import * as booking from './service.ts'
import { trainerSlots } from './slots.ts'
import { joinWaitlist, leaveWaitlist } from './waitlist.ts'

const tags = ['booking']

/**
 * `/api/bookings*`, `/api/trainings/{id}/cancel`, `/api/trainings/{id}/waitlist` and
 * `/api/trainers/{id}/slots`: login required; who may act on what is checked in the service.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)

  app.post(
    '/bookings',
    { schema: { tags, body: createBookingBody, response: { 201: bookingResponse } } },
    async (request, reply) => {
      const created = await withEffects(app, (changes) =>
        booking.createBooking(db, authOf(request).userId, request.body, changes),
      )
      return reply.code(201).send(ok(created))
    },
  )

  app.post(
    '/bookings/:id/cancel',
    { schema: { tags, params: idParams, body: cancelBookingBody, response: { 200: bookingResponse } } },
    async (request) =>
      ok(
        await withEffects(app, (changes) =>
          booking.cancelBooking(db, authOf(request), request.params.id, request.body.reason, changes),
        ),
      ),
  )

  app.post(
    '/bookings/:id/attendance',
    { schema: { tags, params: idParams, body: attendanceBody, response: { 200: attendanceResponse } } },
    async (request) =>
      ok(
        await withEffects(app, (changes) =>
          booking.markAttendance(db, authOf(request), request.params.id, request.body.attended, changes),
        ),
      ),
  )

  app.post(
    '/trainings/:id/cancel',
    { schema: { tags, params: idParams, body: cancelTrainingBody, response: { 200: trainingResponse } } },
    async (request) =>
      ok(
        await withEffects(app, (changes) =>
          booking.cancelTraining(db, authOf(request), request.params.id, request.body.reason, changes),
        ),
      ),
  )

  app.post(
    '/trainings/:id/waitlist',
    { schema: { tags, params: idParams, body: joinWaitlistBody, response: { 201: waitlistResponse } } },
    async (request, reply) => {
      const joined = await withEffects(app, (changes) =>
        joinWaitlist(db, request.params.id, authOf(request).userId, request.body, changes),
      )
      return reply.code(201).send(ok(joined))
    },
  )

  app.delete(
    '/trainings/:id/waitlist',
    { schema: { tags, params: idParams, response: { 200: successMessage } } },
    async (request) => {
      await withEffects(app, (changes) =>
        leaveWaitlist(db, request.params.id, authOf(request).userId, changes),
      )
      return success({ message: 'You have left the waitlist' })
    },
  )

  app.get(
    '/trainers/:id/slots',
    { schema: { tags, params: idParams, querystring: slotsQuery, response: { 200: slotsResponse } } },
    async (request) => ok(await trainerSlots(db, request.params.id, authOf(request).userId, request.query)),
  )
}
