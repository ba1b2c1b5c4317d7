import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authOf, requireAuth, requireRole } from '#server/http/authenticate.ts'
import { ok } from '#server/http/success.ts'
import {
  contentBody,
  contentPageResponse,
  contentParams,
  contentQuery,
  contentVersionParams,
  contentVersionsResponse,
} from '#shared/api/content.ts'
import * as content from './service.ts'

const tags = ['content']

/** `/api/content/{slug}`: anyone reads; admins write, list versions and restore them. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const admin = [requireAuth, requireRole('admin')]

  app.get(
    '/:slug',
    {
      schema: {
        tags,
        params: contentParams,
        querystring: contentQuery,
        response: { 200: contentPageResponse },
      },
    },
    async (request) => ok(await content.readPage(db, request.params.slug, request.query.locale)),
  )

  app.put(
    '/:slug',
    {
      onRequest: admin,
      schema: { tags, params: contentParams, body: contentBody, response: { 200: contentPageResponse } },
    },
    async (request) =>
      ok(await content.savePage(db, authOf(request).userId, request.params.slug, request.body)),
  )

  app.get(
    '/:slug/versions',
    {
      onRequest: admin,
      schema: {
        tags,
        params: contentParams,
        querystring: contentQuery,
        response: { 200: contentVersionsResponse },
      },
    },
    async (request) => ok(await content.listVersions(db, request.params.slug, request.query.locale)),
  )

  app.post(
    '/:slug/versions/:id/restore',
    {
      onRequest: admin,
      schema: { tags, params: contentVersionParams, response: { 200: contentPageResponse } },
    },
    async (request) =>
      ok(await content.restoreVersion(db, authOf(request).userId, request.params.slug, request.params.id)),
  )
}
