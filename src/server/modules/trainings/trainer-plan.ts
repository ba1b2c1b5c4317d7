import { and, eq, gt } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '#server/app-error.ts'
import type { Executor } from '#server/db/client.ts'
import { trainerPlans } from '#server/db/schema.ts'
import { sqlNow } from '#server/db/sql-helpers.ts'
import { clock } from '#shared/clock.ts'
import { TRAINER_TRIAL_DAYS } from '#shared/constants.ts'
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

/**
 * Starts the trainer plan's trial (PRODUCT.md §2 "Trainer plan": TRAINER_TRIAL_DAYS from approval)
 * in the caller's transaction. Once per trainer: a user who already had a plan keeps that row.
 */
export async function startTrainerTrial(tx: Executor, userId: string) {
  const now = clock.now()
  await tx
    .insert(trainerPlans)
    .values({
      userId,
      kind: 'trial',
      validFrom: now,
      validUntil: new Date(now.getTime() + TRAINER_TRIAL_DAYS * 24 * 60 * 60 * 1000),
    })
    .onConflictDoNothing()
}
