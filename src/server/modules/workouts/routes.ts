import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authOf, requireAuth, requireTrainer } from '#server/http/authenticate.ts'
import { ok, success } from '#server/http/success.ts'
import { idParams, successMessage } from '#shared/api/common.ts'
import {
  assignBody,
  assignmentResponse,
  assignmentsResponse,
  exerciseBody,
  exerciseResponse,
  exercisesQuery,
  exercisesResponse,
  studentAssignmentsQuery,
  workoutBody,
  workoutResponse,
  workoutsQuery,
  workoutsResponse,
  workoutUpdateBody,
} from '#shared/api/workouts.ts'
import * as service from './service.ts'

const tags = ['workouts']

/** The exercise library, a trainer's workouts and their assignments (PRODUCT.md §6 "workouts"). */
export const workoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)
  app.addHook('onRequest', requireTrainer)
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId

  app.get(
    '/exercises',
    { schema: { tags, querystring: exercisesQuery, response: { 200: exercisesResponse } } },
    async (request) => ({
      status: 'success' as const,
      ...(await service.listExercises(db, me(request), request.query)),
    }),
  )

  app.post(
    '/exercises',
    { schema: { tags, body: exerciseBody, response: { 201: exerciseResponse } } },
    async (request, reply) =>
      reply.code(201).send(ok(await service.createExercise(db, me(request), request.body))),
  )

  app.get(
    '/workouts',
    { schema: { tags, querystring: workoutsQuery, response: { 200: workoutsResponse } } },
    async (request) => ok(await service.listWorkouts(db, me(request), request.query.archived === 'true')),
  )

  app.post(
    '/workouts',
    { schema: { tags, body: workoutBody, response: { 201: workoutResponse } } },
    async (request, reply) =>
      reply.code(201).send(ok(await service.createWorkout(db, me(request), request.body))),
  )

  app.get(
    '/workouts/:id',
    { schema: { tags, params: idParams, response: { 200: workoutResponse } } },
    async (request) => ok(await service.getWorkout(db, me(request), request.params.id)),
  )

  app.patch(
    '/workouts/:id',
    { schema: { tags, params: idParams, body: workoutUpdateBody, response: { 200: workoutResponse } } },
    async (request) => ok(await service.updateWorkout(db, me(request), request.params.id, request.body)),
  )

  app.delete(
    '/workouts/:id',
    { schema: { tags, params: idParams, response: { 200: successMessage } } },
    async (request) => {
      await service.deleteWorkout(db, me(request), request.params.id)
      return success({ message: 'The workout is deleted' })
    },
  )

  app.post(
    '/workouts/:id/assign',
    { schema: { tags, params: idParams, body: assignBody, response: { 201: assignmentResponse } } },
    async (request, reply) =>
      reply.code(201).send(ok(await service.assignWorkout(db, me(request), request.params.id, request.body))),
  )

  app.get(
    '/workout-assignments',
    { schema: { tags, querystring: studentAssignmentsQuery, response: { 200: assignmentsResponse } } },
    async (request) => ok(await service.studentAssignments(db, me(request), request.query.studentId)),
  )
}
