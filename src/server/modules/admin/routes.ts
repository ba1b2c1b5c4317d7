import type { FastifyReply, FastifyRequest } from 'fastify'
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
import {
  adminReceiptsQuery,
  adminReceiptsResponse,
  financesQuery,
  financesResponse,
} from '#shared/api/finances.ts'
import { adminSummaryResponse, auditListResponse, auditQuery } from '#shared/api/staff.ts'
import { financesCsv, financesOf, listReceipts, receiptsCsv, toCsv, zoneOr } from './finances.ts'
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

  app.get('/summary', { schema: { tags, response: { 200: adminSummaryResponse } } }, async (request) =>
    ok(await adminSummary(db, zoneOr(authOf(request).account.timeZone))),
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

  // ---- finances and receipts (decision 0036)
  const zone = (request: FastifyRequest) => zoneOr(authOf(request).account.timeZone)
  const csv = (reply: FastifyReply, name: string, rows: string[][]) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(toCsv(rows))

  app.get(
    '/finances',
    { schema: { tags, querystring: financesQuery, response: { 200: financesResponse } } },
    async (request) => ok(await financesOf(db, zone(request), request.query)),
  )
  app.get('/finances.csv', { schema: { tags, querystring: financesQuery } }, async (request, reply) => {
    const f = await financesOf(db, zone(request), request.query)
    return csv(
      reply,
      `finances-${request.query.group}-${f.from}-${f.to}.csv`,
      financesCsv(f, request.query.group),
    )
  })
  app.get(
    '/receipts',
    { schema: { tags, querystring: adminReceiptsQuery, response: { 200: adminReceiptsResponse } } },
    async (request) => ({
      status: 'success' as const,
      ...(await listReceipts(db, zone(request), request.query)),
    }),
  )
  app.get('/receipts.csv', { schema: { tags, querystring: adminReceiptsQuery } }, async (request, reply) => {
    const list = await listReceipts(db, zone(request), request.query, true)
    return csv(reply, 'receipts.csv', receiptsCsv(list.data))
  })
}
