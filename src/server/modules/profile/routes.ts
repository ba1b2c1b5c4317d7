import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '#server/app-error.ts'
import { withEffects } from '#server/effects/after-commit.ts'
import { authOf, requireAuth } from '#server/http/authenticate.ts'
import { perIp, perUser } from '#server/http/rate-limit.ts'
import { ok, success } from '#server/http/success.ts'
import { notifyThroughBot, resendVerification, sendVerificationLink } from '#server/modules/auth/index.ts'
import { successMessage } from '#shared/api/common.ts'
import {
  AVATAR_MAX_BYTES,
  avatarResponse,
  changePasswordBody,
  deleteAccountBody,
  legacyProfileResponse,
  resendVerificationResponse,
  rolesResponse,
  switchRoleBody,
  switchRoleResponse,
  updateProfileBody,
  userProfileResponse,
} from '#shared/api/user.ts'
import { userExportResponse } from '#shared/api/user-export.ts'
import { MESSAGES } from '#shared/messages.ts'
import { deleteAccount } from './deletion.ts'
import { exportOwnData } from './export.ts'
import * as profile from './service.ts'

const tags = ['profile']

/** `/api/user/*` and `/api/profile`: the caller's own account. */
export const profileRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)
  await app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } })

  // The account row came with the session check (decision 0033): one query for the whole call.
  app.get('/user/profile', { schema: { tags, response: { 200: userProfileResponse } } }, async (request) =>
    ok({ ...profile.profileOfAuth(authOf(request)), telegramAvailable: app.telegram.enabled }),
  )

  app.patch(
    '/user/profile',
    { schema: { tags, body: updateProfileBody, response: { 200: userProfileResponse } } },
    async (request) => {
      const { userId } = authOf(request)
      const saved = await profile.updateProfile(db, userId, request.body)
      if (saved.verification) {
        sendVerificationLink(app, saved.verification, request.log)
        notifyThroughBot(app, userId, { kind: 'email_added', email: saved.verification.email }, request.log)
      }
      return ok({ ...saved.profile, telegramAvailable: app.telegram.enabled })
    },
  )

  app.post(
    '/user/email-verification',
    {
      schema: { tags, response: { 200: resendVerificationResponse } },
      config: { rateLimit: perIp(app, 20, 60) },
      preHandler: perUser(app, 'email-verification', 5, 60),
    },
    async (request) => {
      const issued = await resendVerification(db, authOf(request).userId)
      sendVerificationLink(app, issued, request.log)
      return success({ message: MESSAGES.verificationSent, email: issued.email })
    },
  )

  app.get('/profile', { schema: { tags, response: { 200: legacyProfileResponse } } }, async (request) => {
    const p = profile.profileOfAuth(authOf(request))
    return ok({
      first_name: p.firstName,
      last_name: p.lastName,
      email: p.email,
      phone: p.phone,
      avatar: p.avatar,
    })
  })

  app.post(
    '/user/avatar',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: avatarResponse } } },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError(415, 'unsupported_media_type', 'Send the image as multipart/form-data', {
          avatar: MESSAGES.imageRequired,
        })
      }
      // A multipart body without a boundary, or cut short, is the client's mistake: 400, not a
      // 500 from the parser or a 413 that blames the size.
      const invalid = () =>
        new AppError(400, 'multipart_invalid', MESSAGES.multipartInvalid, {
          avatar: MESSAGES.multipartInvalid,
        })
      const tooLarge = () =>
        new AppError(413, 'payload_too_large', MESSAGES.imageTooLarge, { avatar: MESSAGES.imageTooLarge })
      const isTooLarge = (error: unknown) =>
        error instanceof app.multipartErrors.RequestFileTooLargeError ||
        error instanceof app.multipartErrors.FilesLimitError
      let file: Awaited<ReturnType<typeof request.file>>
      try {
        file = await request.file()
      } catch (error) {
        throw isTooLarge(error) ? tooLarge() : invalid()
      }
      if (!file) throw AppError.badRequest(MESSAGES.imageRequired, { avatar: MESSAGES.imageRequired })
      let bytes: Buffer
      try {
        bytes = await file.toBuffer()
      } catch (error) {
        throw isTooLarge(error) ? tooLarge() : invalid()
      }
      const avatar = await profile.saveAvatar(db, uploadsDir, authOf(request).userId, bytes)
      return ok({ avatar })
    },
  )

  app.post(
    '/user/password',
    { schema: { tags, body: changePasswordBody, response: { 200: successMessage } } },
    async (request) => {
      const { userId, sessionId } = authOf(request)
      const changed = await profile.changePassword(db, userId, sessionId, request.body)
      if (changed.added) notifyThroughBot(app, userId, { kind: 'password_added' }, request.log)
      return success({ message: MESSAGES.passwordChanged })
    },
  )

  app.delete(
    '/user',
    {
      schema: { tags, body: deleteAccountBody, response: { 200: successMessage } },
      preHandler: perUser(app, 'account-deletion', 10, 60),
    },
    async (request) => {
      const { userId } = authOf(request)
      await withEffects(app, (changes) => deleteAccount(db, uploadsDir, userId, request.body ?? {}, changes))
      // Other open tabs and devices lose their live channel now and their session on the next call.
      app.realtime.disconnectUser(userId)
      return success({ message: MESSAGES.accountDeleted })
    },
  )

  // Everything of one's own, to download (decision 0059); a handful of queries, so rate-limited.
  app.get(
    '/user/export',
    {
      schema: { tags, response: { 200: userExportResponse } },
      preHandler: perUser(app, 'data-export', 10, 60),
    },
    async (request) => ok(await exportOwnData(db, authOf(request).userId)),
  )

  app.get('/user/roles', { schema: { tags, response: { 200: rolesResponse } } }, async (request) => {
    const { roles, isTrainerBlocked, currentRole } = authOf(request)
    return success({ roles, isTrainerBlocked, currentRole })
  })

  app.post(
    '/user/switch-role',
    { schema: { tags, body: switchRoleBody, response: { 200: switchRoleResponse } } },
    async (request) => {
      await profile.switchRole(db, authOf(request).userId, request.body.role)
      return success({ message: `Switched to ${request.body.role}` })
    },
  )
}
