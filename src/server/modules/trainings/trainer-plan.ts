import { and, eq, gt } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '#server/app-error.ts'
import type { Executor } from '#server/db/client.ts'
import { trainerPlans } from '#server/db/schema.ts'
import { sqlNow } from '#server/db/sql-helpers.ts'
import { MESSAGES } from '#shared/messages.ts'

export const TRAINER_PLAN_REQUIRED = 'trainer_plan_required'

export async function hasActivePlan(db: Executor, trainerId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: trainerPlans.userId })
    .from(trainerPlans)
    .where(and(eq(trainerPlans.userId, trainerId), gt(trainerPlans.validUntil, sqlNow())))
  return rows.length > 0
}

/**
 * onRequest (after requireAuth and requireTrainer): the trainer's Trainly plan is active.
 * PRODUCT.md §2: without one a trainer keeps the schedule but publishes nothing new.
 */
export async function requireActivePlan(this: FastifyInstance, request: FastifyRequest) {
  const auth = request.auth
  if (!auth) throw AppError.unauthorized()
  if (!(await hasActivePlan(this.database.db, auth.userId))) {
    throw AppError.forbidden(MESSAGES.trainerPlanRequired, TRAINER_PLAN_REQUIRED)
  }
}
