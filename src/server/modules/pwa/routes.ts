import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authOf, requireAuth } from '#server/http/authenticate.ts'
import { success } from '#server/http/success.ts'
import { pwaDismissBody, pwaDismissResponse } from '#shared/api/system.ts'
import { recordInstalled } from './service.ts'

const tags = ['pwa']

/** SPEC.md §7 lists x-user-id for this call; requireAuth refuses one that is not the caller's. */
const headers = z.object({ 'x-user-id': z.uuid() })

/** `/api/pwa/*`: what the installed app reports about itself. */
export const pwaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)

  app.post(
    '/pwa/dismiss',
    {
      schema: {
        tags,
        summary: 'The app runs installed: stop offering the install prompt',
        headers,
        body: pwaDismissBody,
        response: { 200: pwaDismissResponse },
      },
    },
    async (request) => success({ ...(await recordInstalled(db, authOf(request).userId)) }),
  )
}
