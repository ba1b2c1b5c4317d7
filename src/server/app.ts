import { mkdirSync } from 'node:fs'
import path from 'node:path'
import fastifyCookie from '@fastify/cookie'
import fastifyStatic from '@fastify/static'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from '#server/config.ts'
import type { Database } from '#server/db/client.ts'
import { registerAuth } from '#server/http/authenticate.ts'
import { registerClientFiles } from '#server/http/client-files.ts'
import { proxyTrust } from '#server/http/client-ip.ts'
import { registerCompression } from '#server/http/compression.ts'
import {
  CONNECTION_LIMITS,
  type ConnectionLimits,
  capConnectionsPerIp,
} from '#server/http/connection-limits.ts'
import { registerEmptyBody } from '#server/http/empty-body.ts'
import { registerErrorHandling } from '#server/http/errors.ts'
import { registerRateLimit } from '#server/http/rate-limit.ts'
import { type ResponseSerialization, responseSerializerCompiler } from '#server/http/response-serializer.ts'
import {
  earlyRequestsScriptHash,
  firstPaintStyleHash,
  registerSecurityHeaders,
} from '#server/http/security-headers.ts'
import { createMailer, type Mailer } from '#server/integrations/mail.ts'
import { registerTelegram } from '#server/integrations/telegram.ts'
import { type AppJobsOptions, registerJobs } from '#server/jobs/app-jobs.ts'
import { adminRoutes } from '#server/modules/admin/routes.ts'
import { applicationRoutes, moderationRoutes } from '#server/modules/applications/routes.ts'
import { authRoutes } from '#server/modules/auth/routes.ts'
import { bookingRoutes } from '#server/modules/booking/routes.ts'
import { calendarRoutes } from '#server/modules/calendar/routes.ts'
import { catalogueRoutes } from '#server/modules/catalogue/routes.ts'
import { contentRoutes } from '#server/modules/content/routes.ts'
import { moneyRoutes } from '#server/modules/money/routes.ts'
import { notificationRoutes } from '#server/modules/notifications/routes.ts'
import { platformPlanRoutes } from '#server/modules/platform-plan/routes.ts'
import { profileRoutes } from '#server/modules/profile/routes.ts'
import { pwaRoutes } from '#server/modules/pwa/routes.ts'
import { scheduleRoutes } from '#server/modules/schedule/routes.ts'
import { statisticsRoutes } from '#server/modules/statistics/routes.ts'
import { systemRoutes } from '#server/modules/system/routes.ts'
import { telegramRoutes } from '#server/modules/telegram/routes.ts'
import { trainerRoutes } from '#server/modules/trainer/routes.ts'
import { trainingDataRoutes } from '#server/modules/training-data/routes.ts'
import { trainingRoutes } from '#server/modules/trainings/routes.ts'
import { workoutRoutes } from '#server/modules/workouts/routes.ts'
import { attachRealtime } from '#server/realtime/server.ts'
import { PRODUCT_NAME } from '#shared/constants.ts'

export interface AppOptions {
  config: Config
  database: Database
  jwtSecret: string
  /** Folder of the built client; without it only the API is served. */
  clientDir?: string
  logger?: FastifyServerOptions['logger']
  version?: string
  /** Defaults to SMTP_URL or the outbox folder. */
  mailer?: Mailer
  /** Background jobs on pg-boss, started when the app is ready; without it none run (tests). */
  jobs?: AppJobsOptions
  /** Request timeouts and the per-address connection cap; CONNECTION_LIMITS unless a test says. */
  connectionLimits?: Partial<ConnectionLimits>
  /**
   * Waits a duration (the login slowdown, decision 0023); a timer unless a test records the
   * waits instead. The timer is the outside world here, as the mailer is.
   */
  sleep?: (ms: number) => Promise<void>
  /**
   * How answers are written (http/response-serializer.ts): compiled from the zod schemas in
   * production; compiled and checked against zod everywhere else, unless a caller says.
   */
  responseSerialization?: ResponseSerialization
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    jwtSecret: string
    mailer: Mailer
    sleep: (ms: number) => Promise<void>
  }
}

const timerSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export const BODY_LIMIT_BYTES = 1024 * 1024

/** Origins allowed to frame the app: Telegram's web clients. */
export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org']

/** FRAME_ANCESTORS, plus mock-telegram's host page in development and test (config refuses it in production). */
export const frameAncestorsFor = (config: Pick<Config, 'TELEGRAM_HOST_ORIGIN'>) =>
  config.TELEGRAM_HOST_ORIGIN ? [...FRAME_ANCESTORS, config.TELEGRAM_HOST_ORIGIN] : FRAME_ANCESTORS

/** Builds the whole app without listening; tests call it with `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const limits = { ...CONNECTION_LIMITS, ...options.connectionLimits }
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A body sent a byte at a time is cut when the request's time is up (decision 0021).
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    // Only named proxies may set X-Forwarded-For; otherwise a client could dodge per-IP limits.
    // The same function tells the realtime channel who its client is (http/client-ip.ts).
    trustProxy: proxyTrust(options.config.TRUST_PROXY) ?? false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>()

  // Behind a trusted proxy every connection is the proxy's: the cap would be the proxy's to keep.
  capConnectionsPerIp(app.server, options.config.TRUST_PROXY === false ? limits.maxConnectionsPerIp : 0)

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(
    responseSerializerCompiler(
      options.responseSerialization ?? (options.config.NODE_ENV === 'production' ? 'compiled' : 'checked'),
    ),
  )
  app.decorate('config', options.config)
  app.decorate('database', options.database)
  app.decorate('jwtSecret', options.jwtSecret)
  app.decorate('sleep', options.sleep ?? timerSleep)
  app.decorate('mailer', options.mailer ?? createMailer(options.config, (m) => app.log.info(m)))
  registerTelegram(app)
  app.decorate('realtime', attachRealtime(app))
  app.addHook('onClose', async () => {
    await app.realtime.close()
  })

  registerErrorHandling(app)
  registerEmptyBody(app)
  registerAuth(app)
  registerJobs(app, options.jobs)

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The app's own files, and the one inline script that starts a page's first requests.
        scriptSrc: ["'self'", earlyRequestsScriptHash()],
        // The app's stylesheets, and the one inline style of the first paint (decision 0054).
        styleSrc: ["'self'", firstPaintStyleHash()],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://t.me'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: frameAncestorsFor(options.config),
      },
    },
    // Telegram frames the app; frame-ancestors above is the rule, X-Frame-Options would forbid it.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  })
  await app.register(fastifyCookie)
  // Before any route: its onRoute hook gives each route it sees compressed answers.
  await registerCompression(app)

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${PRODUCT_NAME} API`, version: options.version ?? '0.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true })

  await registerRateLimit(app)

  await app.register(systemRoutes, { prefix: '/api', version: options.version ?? '0.0.0' })
  await app.register(authRoutes, { prefix: '/api/auth' })
  await app.register(telegramRoutes, { prefix: '/api' })
  const uploadsDir = path.resolve(options.config.DATA_DIR, 'uploads')
  mkdirSync(uploadsDir, { recursive: true })
  await app.register(profileRoutes, { prefix: '/api', uploadsDir })
  await app.register(adminRoutes, { prefix: '/api/admin' })
  await app.register(applicationRoutes, {
    prefix: '/api/trainer-applications',
    dataDir: path.resolve(options.config.DATA_DIR),
  })
  await app.register(moderationRoutes, { prefix: '/api/moderation' })
  await app.register(contentRoutes, { prefix: '/api/content' })
  await app.register(catalogueRoutes, { prefix: '/api' })
  await app.register(trainerRoutes, { prefix: '/api/trainer' })
  await app.register(trainingRoutes, { prefix: '/api' })
  await app.register(bookingRoutes, { prefix: '/api' })
  await app.register(moneyRoutes, { prefix: '/api' })
  await app.register(scheduleRoutes, { prefix: '/api' })
  await app.register(statisticsRoutes, { prefix: '/api' })
  await app.register(pwaRoutes, { prefix: '/api' })
  await app.register(notificationRoutes, { prefix: '/api' })
  await app.register(trainingDataRoutes, { prefix: '/api' })
  await app.register(calendarRoutes, { prefix: '/api' })
  await app.register(platformPlanRoutes, { prefix: '/api' })
  await app.register(workoutRoutes, { prefix: '/api' })
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Upload names are random and never reused, so a year of caching is safe.
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  })

  await registerClientFiles(app, options.clientDir)
  return app
}
