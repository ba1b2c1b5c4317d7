import fastifyCookie from '@fastify/cookie'
import fastifyHelmet from '@fastify/helmet'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { PRODUCT_NAME } from '#shared/constants.ts'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { registerClientFiles } from './http/client-files.ts'
import { registerErrorHandling } from './http/errors.ts'
import { systemRoutes } from './modules/system/routes.ts'

export interface AppOptions {
  config: Config
  database: Database
  jwtSecret: string
  /** Folder of the built client; without it only the API is served. */
  clientDir?: string
  logger?: FastifyServerOptions['logger']
  version?: string
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    jwtSecret: string
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024

/** Origins allowed to frame the app: Telegram's web clients. */
export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org']

/** Builds the whole app without listening; tests call it with `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', options.config)
  app.decorate('database', options.database)
  app.decorate('jwtSecret', options.jwtSecret)

  registerErrorHandling(app)

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://t.me'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: FRAME_ANCESTORS,
      },
    },
    // Telegram frames the app; frame-ancestors above is the rule, X-Frame-Options would forbid it.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  })
  await app.register(fastifyCookie)

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

  await app.register(systemRoutes, { prefix: '/api', version: options.version ?? '0.0.0' })

  await registerClientFiles(app, options.clientDir)
  return app
}
