import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { runSql } from '#server/db/typed-sql.ts'
import { ok } from '#server/http/success.ts'
import { healthResponseSchema } from '#shared/api/system.ts'

export const systemRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await runSql(app.database.db, sql`select 1`)
      return ok({ database: 'ok' as const, version })
    },
  )
}
