import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import { withEffects } from '#server/effects/after-commit.ts'
import { authFailure, authOf, BLOCKED_REDIRECT, requireAuth, resolveAuth } from '#server/http/authenticate.ts'
import { perAccount, perIp } from '#server/http/rate-limit.ts'
import { ok, success } from '#server/http/success.ts'
import {
  authResponse,
  checkSessionResponse,
  checkStatusResponse,
  emailVerifyBody,
  emailVerifyResponse,
  loginBody,
  logoutBody,
  logoutResponse,
  passwordResetBody,
  passwordResetResponse,
  passwordResetVerifyBody,
  refreshBody,
  refreshResponse,
  registerBody,
  sessionsResponse,
} from '#shared/api/auth.ts'
import { idParams, successMessage } from '#shared/api/common.ts'
import { MESSAGES } from '#shared/messages.ts'
import { sendEmailChanged, sendVerificationLink } from './account-notices.ts'
import { login, register } from './accounts.ts'
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  DEVICE_COOKIE_PATH,
  type DeviceCookie,
  deviceCookieValue,
  newDeviceCookie,
  readDeviceCookie,
} from './device-cookie.ts'
import { verifyEmail } from './email-verification.ts'
import { loginGuard } from './lockout.ts'
import { passwordResetMail } from './mail-texts.ts'
import { requestPasswordReset, resetPassword } from './password-reset.ts'
import {
  type ClientMeta,
  endSession,
  endSessionsFromDevice,
  listSessions,
  logout,
  refresh,
  sessionCheck,
} from './sessions.ts'

const meta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
})

const tags = ['auth']

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const secureCookies = new URL(app.config.PUBLIC_URL).protocol === 'https:'
  /** The device cookie (decision 0023): httpOnly, same-site only, sent only to /api/auth. */
  const setDeviceCookie = (reply: FastifyReply, device: DeviceCookie) =>
    reply.setCookie(DEVICE_COOKIE, deviceCookieValue(app.jwtSecret, device), {
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
    })
  const options = () => ({ secret: app.jwtSecret, adminEmails: app.config.ADMIN_EMAILS })

  app.post(
    '/register',
    {
      schema: { tags, body: registerBody, response: { 201: authResponse } },
      // Generous per IP: families and mobile carriers share addresses.
      config: { rateLimit: perIp(app, 30, 60) },
    },
    async (request, reply) => {
      const { token, refreshToken, user, verification } = await register(
        db,
        request.body,
        meta(request),
        options(),
      )
      setDeviceCookie(reply, newDeviceCookie(user.id))
      sendVerificationLink(app, verification, request.log)
      return reply.code(201).send(success({ token, refreshToken, user }))
    },
  )

  app.post(
    '/login',
    {
      schema: { tags, body: loginBody, response: { 200: authResponse } },
      config: { rateLimit: perIp(app, 30, 1) },
    },
    async (request, reply) => {
      const device = readDeviceCookie(app.jwtSecret, request.cookies[DEVICE_COOKIE])
      // RATE_LIMIT_DISABLED (load tests) turns the lockout off with the other limits.
      const guard = app.config.RATE_LIMIT_DISABLED
        ? undefined
        : loginGuard({
            db,
            email: request.body.email,
            ip: request.ip,
            device,
            baseDelayMs: app.config.LOGIN_SLOWDOWN_BASE_MS,
            sleep: app.sleep,
          })
      const { token, refreshToken, user } = await login(db, request.body, meta(request), options(), guard)
      // The account's own cookie stays (the same device, its counter cleared by the success);
      // any other browser gets a new one for this account.
      setDeviceCookie(reply, device?.userId === user.id ? device : newDeviceCookie(user.id))
      return success({ token, refreshToken, user })
    },
  )

  app.post(
    '/refresh',
    {
      schema: { tags, body: refreshBody, response: { 200: refreshResponse } },
      config: { rateLimit: perIp(app, 60, 1) },
    },
    async (request) => {
      const outcome = await refresh(db, request.body.refreshToken, app.jwtSecret)
      if (outcome.ok) return success({ token: outcome.token, refreshToken: outcome.refreshToken })
      if (outcome.code === 'account_blocked') {
        throw new AppError(403, outcome.code, outcome.message, undefined, { redirectTo: outcome.redirectTo })
      }
      throw new AppError(401, outcome.code, outcome.message)
    },
  )

  app.post(
    '/logout',
    { schema: { tags, body: logoutBody, response: { 200: logoutResponse } } },
    async (request) => {
      const resolution = await resolveAuth(app, request)
      await logout(db, {
        ...(resolution.kind === 'ok' ? { sessionId: resolution.auth.sessionId } : {}),
        refreshToken: request.body.refreshToken,
      })
      return success({ message: 'Logged out' })
    },
  )

  app.get('/check-status', { schema: { tags, response: { 200: checkStatusResponse } } }, async (request) => {
    const resolution = await resolveAuth(app, request)
    if (resolution.kind === 'blocked') return { status: 'blocked' as const, redirectTo: BLOCKED_REDIRECT }
    if (resolution.kind !== 'ok') throw authFailure(resolution)
    return { status: 'active' as const }
  })

  app.get(
    '/check-session',
    { schema: { tags, response: { 200: checkSessionResponse } } },
    async (request) => {
      const resolution = await resolveAuth(app, request)
      switch (resolution.kind) {
        case 'ok':
          return sessionCheck('session_active')
        case 'session_terminated':
        case 'session_not_found':
        case 'session_expired':
          return sessionCheck(resolution.kind)
        default:
          throw authFailure(resolution)
      }
    },
  )

  app.post(
    '/password-reset',
    {
      schema: { tags, body: passwordResetBody, response: { 200: passwordResetResponse } },
      config: { rateLimit: perIp(app, 20, 60) },
      preHandler: perAccount(app, 'reset', 5, 60),
    },
    async (request) => {
      const issued = await requestPasswordReset(db, request.body.email)
      if (issued) {
        const link = new URL('/reset-password/verify', app.config.PUBLIC_URL)
        link.searchParams.set('token', issued.token)
        const mail = passwordResetMail(issued.user.language ?? 'en', link.toString(), issued.user.firstName)
        // Not awaited: the answer must not reveal, by its timing, that the account exists.
        app.mailer
          .send({ to: request.body.email, ...mail })
          .catch((err: unknown) => request.log.error({ err }, 'could not send the password reset mail'))
      }
      return success({ message: MESSAGES.resetMailSent })
    },
  )

  app.post(
    '/password-reset/verify',
    {
      schema: { tags, body: passwordResetVerifyBody, response: { 200: authResponse } },
      config: { rateLimit: perIp(app, 20, 60) },
    },
    async (request, reply) => {
      const { token, refreshToken, user } = await resetPassword(
        db,
        request.body,
        meta(request),
        app.jwtSecret,
      )
      setDeviceCookie(reply, newDeviceCookie(user.id))
      return success({ token, refreshToken, user })
    },
  )

  app.post(
    '/email-verification/verify',
    {
      schema: { tags, body: emailVerifyBody, response: { 200: emailVerifyResponse } },
      config: { rateLimit: perIp(app, 20, 60) },
    },
    async (request) => {
      const verified = await verifyEmail(db, request.body.token, app.config.ADMIN_EMAILS)
      sendEmailChanged(app, verified, request.log)
      return success({ message: MESSAGES.emailVerified, email: verified.email })
    },
  )

  app.get(
    '/sessions',
    { onRequest: requireAuth, schema: { tags, response: { 200: sessionsResponse } } },
    async (request) => {
      const { userId, sessionId } = authOf(request)
      return ok(await listSessions(db, userId, sessionId))
    },
  )

  app.delete(
    '/sessions/:id',
    { onRequest: requireAuth, schema: { tags, params: idParams, response: { 200: successMessage } } },
    async (request) => {
      const { userId, sessionId } = authOf(request)
      await withEffects(app, (changes) => endSession(db, userId, request.params.id, sessionId, changes))
      return success({ message: MESSAGES.sessionEnded })
    },
  )

  app.delete(
    '/sessions',
    {
      onRequest: requireAuth,
      schema: { tags, response: { 200: successMessage.extend({ ended: z.number().int() }) } },
    },
    async (request) => {
      const { userId, sessionId } = authOf(request)
      const ended = await withEffects(app, (changes) => endSessionsFromDevice(db, userId, sessionId, changes))
      return success({ message: MESSAGES.otherSessionsEnded, ended })
    },
  )
}
