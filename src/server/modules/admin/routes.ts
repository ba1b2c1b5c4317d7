import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { withEffects } from '#server/effects/after-commit.ts'
import { authOf, requireAuth, requireRole } from '#server/http/authenticate.ts'
import { ok, success } from '#server/http/success.ts'
import { listAudit } from '#server/modules/audit/index.ts'
import {
  adminActionResponse,
  adminCancelTrainingBody,
  adminTrainingResponse,
  adminTrainingsQuery,
  adminTrainingsResponse,
  adminUserCardResponse,
  adminUsersQuery,
  adminUsersResponse,
  blockUserBody,
  changeRolesBody,
  trainerBlockBody,
  unblockUserBody,
} from '#shared/api/admin.ts'
import { idParams } from '#shared/api/common.ts'
import { adminSummaryResponse, auditListResponse, auditQuery } from '#shared/api/staff.ts'
import * as admin from './service.ts'
import { adminSummary } from './summary.ts'
import { cancelTrainingAsAdmin, listTrainings } from './trainings.ts'
import { listUsers, userCard } from './users.ts'

const tags = ['admin']

/** `/api/admin/*`: admins only, checked on every call. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)
  app.addHook('onRequest', requireRole('admin'))

  app.get('/summary', { schema: { tags, response: { 200: adminSummaryResponse } } }, async () =>
    ok(await adminSummary(db)),
  )

  app.get(
    '/audit',
    { schema: { tags, querystring: auditQuery, response: { 200: auditListResponse } } },
    async (request) => {
      const pageSize = 30
      const list = await listAudit(db, { ...request.query, pageSize })
      return { status: 'success' as const, ...list, page: request.query.page, pageSize }
    },
  )

  app.get(
    '/users',
    { schema: { tags, querystring: adminUsersQuery, response: { 200: adminUsersResponse } } },
    async (request) => ({ status: 'success' as const, ...(await listUsers(db, request.query)) }),
  )

  app.get(
    '/users/:id',
    { schema: { tags, params: idParams, response: { 200: adminUserCardResponse } } },
    async (request) => ok(await userCard(db, request.params.id)),
  )

  app.post(
    '/users/:id/block',
    { schema: { tags, params: idParams, body: blockUserBody, response: { 200: adminActionResponse } } },
    async (request) => {
      await admin.blockUser(db, authOf(request).userId, request.params.id, request.body.reason)
      app.realtime.emitUserBlocked(request.params.id)
      return success({ message: 'The user is blocked' })
    },
  )

  app.post(
    '/users/:id/unblock',
    { schema: { tags, params: idParams, body: unblockUserBody, response: { 200: adminActionResponse } } },
    async (request) => {
      await admin.unblockUser(db, authOf(request).userId, request.params.id, request.body.reason)
      return success({ message: 'The user is unblocked' })
    },
  )

  app.post(
    '/users/:id/roles',
    { schema: { tags, params: idParams, body: changeRolesBody, response: { 200: adminActionResponse } } },
    async (request) => {
      await admin.changeRoles(db, authOf(request).userId, request.params.id, request.body)
      return success({ message: 'Roles updated' })
    },
  )

  app.post(
    '/users/:id/trainer-block',
    { schema: { tags, params: idParams, body: trainerBlockBody, response: { 200: adminActionResponse } } },
    async (request) => {
      await admin.setTrainerBlocked(
        db,
        authOf(request).userId,
        request.params.id,
        request.body.blocked,
        request.body.reason,
      )
      return success({
        message: request.body.blocked ? 'The trainer role is blocked' : 'The trainer role is unblocked',
      })
    },
  )

  app.get(
    '/trainings',
    { schema: { tags, querystring: adminTrainingsQuery, response: { 200: adminTrainingsResponse } } },
    async (request) => ({
      status: 'success' as const,
      ...(await listTrainings(db, authOf(request).userId, request.query)),
    }),
  )

  app.post(
    '/trainings/:id/cancel',
    {
      schema: {
        tags,
        params: idParams,
        body: adminCancelTrainingBody,
        response: { 200: adminTrainingResponse },
      },
    },
    async (request) =>
      ok(
        await withEffects(app, (changes) =>
          cancelTrainingAsAdmin(db, authOf(request).userId, request.params.id, request.body.reason, changes),
        ),
      ),
  )
}
