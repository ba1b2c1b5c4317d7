import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '#server/app-error.ts'
import { withEffects } from '#server/effects/after-commit.ts'
import { authOf, requireAuth, requireRole } from '#server/http/authenticate.ts'
import { ok } from '#server/http/success.ts'
import { imageTypeOf } from '#server/modules/profile/index.ts'
import { idParams } from '#shared/api/common.ts'
import {
  applicationBody,
  applicationDetailResponse,
  applicationResponse,
  CERTIFICATE_PHOTO_MAX_BYTES,
  certificatePhotoResponse,
  moderationListResponse,
  moderationQuery,
  moderationSummaryResponse,
  ownApplicationsResponse,
  rejectBody,
} from '#shared/api/staff.ts'
import { MESSAGES } from '#shared/messages.ts'
import { STAFF_MESSAGES } from '#shared/staff-messages.ts'
import * as applications from './service.ts'

const tags = ['staff']
const isStaff = (roles: readonly string[]) => roles.includes('moderator') || roles.includes('admin')

/** `/api/trainer-applications`: the caller's own applications and their certificate photo. */
export const applicationRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)
  await app.register(fastifyMultipart, {
    limits: { fileSize: CERTIFICATE_PHOTO_MAX_BYTES, files: 1, fields: 5 },
  })

  app.get('/', { schema: { tags, response: { 200: ownApplicationsResponse } } }, async (request) =>
    ok(await applications.ownApplications(db, authOf(request).userId)),
  )

  app.post(
    '/',
    { schema: { tags, body: applicationBody, response: { 201: applicationResponse } } },
    async (request, reply) => {
      const created = await applications.apply(db, dataDir, authOf(request).userId, request.body)
      return reply.code(201).send(ok(created))
    },
  )

  app.post(
    '/photo',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: certificatePhotoResponse } } },
    async (request) => {
      const field = 'certificatePhoto'
      if (!request.isMultipart()) {
        throw new AppError(415, 'unsupported_media_type', 'Send the image as multipart/form-data', {
          [field]: MESSAGES.imageRequired,
        })
      }
      const invalid = () =>
        new AppError(400, 'multipart_invalid', MESSAGES.multipartInvalid, {
          [field]: MESSAGES.multipartInvalid,
        })
      const tooLarge = () =>
        new AppError(413, 'payload_too_large', STAFF_MESSAGES.certificatePhotoTooLarge, {
          [field]: STAFF_MESSAGES.certificatePhotoTooLarge,
        })
      const isTooLarge = (error: unknown) =>
        error instanceof app.multipartErrors.RequestFileTooLargeError ||
        error instanceof app.multipartErrors.FilesLimitError
      let bytes: Buffer
      try {
        const file = await request.file()
        if (!file) throw AppError.badRequest(MESSAGES.imageRequired, { [field]: MESSAGES.imageRequired })
        bytes = await file.toBuffer()
      } catch (error) {
        if (error instanceof AppError) throw error
        throw isTooLarge(error) ? tooLarge() : invalid()
      }
      const type = imageTypeOf(bytes)
      if (!type)
        throw new AppError(415, 'unsupported_image', MESSAGES.imageType, { [field]: MESSAGES.imageType })
      const name = await applications.saveCertificatePhoto(dataDir, authOf(request).userId, bytes, type)
      return ok({ certificatePhoto: name })
    },
  )

  app.get('/:id/photo', { schema: { tags, params: idParams } }, async (request, reply) => {
    const auth = authOf(request)
    const photo = await applications.certificatePhoto(
      db,
      dataDir,
      { userId: auth.userId, isStaff: isStaff(auth.roles) },
      request.params.id,
    )
    return reply
      .type(photo.type)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(photo.bytes)
  })
}

/** `/api/moderation/*`: moderators and admins (decision 0004), checked on every call. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)
  app.addHook('onRequest', requireRole('moderator', 'admin'))

  app.get('/summary', { schema: { tags, response: { 200: moderationSummaryResponse } } }, async () =>
    ok(await applications.moderationSummary(db)),
  )

  app.get(
    '/trainer-applications',
    { schema: { tags, querystring: moderationQuery, response: { 200: moderationListResponse } } },
    async (request) => {
      const list = await applications.moderationList(db, request.query.status, request.query.page)
      return { status: 'success' as const, ...list }
    },
  )

  app.get(
    '/trainer-applications/:id',
    { schema: { tags, params: idParams, response: { 200: applicationDetailResponse } } },
    async (request) => ok(await applications.applicationDetail(db, request.params.id)),
  )

  app.post(
    '/trainer-applications/:id/approve',
    { schema: { tags, params: idParams, response: { 200: applicationResponse } } },
    async (request) =>
      ok(
        await withEffects(app, (changes) =>
          applications.decide(db, authOf(request).userId, request.params.id, { approve: true }, changes),
        ),
      ),
  )

  app.post(
    '/trainer-applications/:id/reject',
    { schema: { tags, params: idParams, body: rejectBody, response: { 200: applicationResponse } } },
    async (request) =>
      ok(
        await withEffects(app, (changes) =>
          applications.decide(
            db,
            authOf(request).userId,
            request.params.id,
            { approve: false, reason: request.body.reason },
            changes,
          ),
        ),
      ),
  )
}
