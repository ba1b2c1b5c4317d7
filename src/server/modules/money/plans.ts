// Subscription plans a trainer sells (PRODUCT.md §2 "Subscription plan"; decision 0028).
import { eq, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { packageWasHeldSql } from '#server/db/packages.ts'
import { canActAsTrainerSql, displayNameSql } from '#server/db/people.ts'
import { subscriptionPlans } from '#server/db/schema.ts'
import { isoTime, sqlNow, uuidArray } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import {
  MONEY_ERRORS,
  PLAN_COVERAGES,
  type Plan,
  type PlanDetails,
  type planBody,
  type planUpdateBody,
  type TrainerPlanSummary,
} from '#shared/api/money.ts'
import { CURRENCIES, SPECIALIZATIONS } from '#shared/catalogue.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import { listSubscriptions } from './views.ts'

/** The code requireActivePlan answers with (modules/trainings/trainer-plan.ts). */
const TRAINER_PLAN_REQUIRED = 'trainer_plan_required'

export const planNotFound = () => AppError.notFound(MESSAGES.planNotFound)

const planRow = z.object({
  id: z.string(),
  trainer_id: z.string(),
  trainer_name: z.string(),
  title: z.string(),
  description: z.string(),
  sessions_count: z.number().nullable(),
  validity_days: z.number(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  coverage: z.enum(PLAN_COVERAGES),
  specializations: z.array(z.enum(SPECIALIZATIONS)),
  service_ids: z.array(z.string()),
  active: z.boolean(),
  archived: z.boolean(),
  created_at: z.string(),
})

const PLAN_COLUMNS = sql`p.id, p.trainer_id, ${displayNameSql('tu')} as trainer_name, p.title, p.description,
  p.sessions_count, p.validity_days, p.price, p.currency, p.coverage::text as coverage, p.specializations,
  p.service_ids::text[] as service_ids, p.active, p.archived_at is not null as archived,
  ${isoTime(sql`p.created_at`)} as created_at`

const toPlan = (r: z.output<typeof planRow>): Plan => ({
  id: r.id,
  trainer: { id: r.trainer_id, name: r.trainer_name },
  title: r.title,
  description: r.description,
  sessionsCount: r.sessions_count,
  validityDays: r.validity_days,
  price: r.price,
  currency: r.currency,
  coverage: r.coverage,
  specializations: r.specializations,
  serviceIds: r.service_ids,
  active: r.active,
  archived: r.archived,
  createdAt: r.created_at,
})

async function plansWhere(tx: Executor, where: SQL, extra: SQL = sql``): Promise<Plan[]> {
  const rows = await queryRows(
    tx,
    planRow,
    sql`select ${PLAN_COLUMNS} from subscription_plans p join users tu on tu.id = p.trainer_id
        where ${where} ${extra}`,
  )
  return rows.map(toPlan)
}

export async function planById(tx: Executor, id: string): Promise<Plan | undefined> {
  return (await plansWhere(tx, sql`p.id = ${id}`))[0]
}

/** Services named by a plan must be the trainer's own. */
async function assertOwnServices(tx: Executor, trainerId: string, serviceIds: string[]) {
  if (serviceIds.length === 0) return
  const row = await queryRow(
    tx,
    z.object({ n: z.coerce.number() }),
    sql`select count(*) as n from services where trainer_id = ${trainerId} and id = any(${uuidArray(serviceIds)})`,
  )
  if ((row?.n ?? 0) !== new Set(serviceIds).size)
    throw AppError.badRequest(MESSAGES.planServiceUnknown, { serviceIds: MESSAGES.planServiceUnknown })
}

/**
 * A new plan needs an active Trainly plan (PRODUCT.md §2 "Trainer plan"), as requireActivePlan
 * asks of new trainings; read here so that money does not depend on the trainings module.
 */
async function assertActiveTrainerPlan(tx: Executor, trainerId: string) {
  const row = await queryRow(
    tx,
    z.object({ active: z.boolean() }),
    sql`select exists (select 1 from trainer_plans where user_id = ${trainerId} and valid_until > ${sqlNow()}) as active`,
  )
  if (!row?.active) throw AppError.forbidden(MESSAGES.trainerPlanRequired, TRAINER_PLAN_REQUIRED)
}

export async function createPlan(db: Db, trainerId: string, input: z.output<typeof planBody>): Promise<Plan> {
  return db.transaction(async (tx) => {
    await assertActiveTrainerPlan(tx, trainerId)
    await assertOwnServices(tx, trainerId, input.serviceIds)
    const [row] = await tx
      .insert(subscriptionPlans)
      .values({
        trainerId,
        title: input.title,
        description: input.description,
        sessionsCount: input.sessionsCount,
        validityDays: input.validityDays,
        price: input.price,
        currency: input.currency,
        coverage: input.coverage,
        specializations: input.coverage === 'specializations' ? input.specializations : [],
        serviceIds: input.coverage === 'services' ? input.serviceIds : [],
        active: input.active,
      })
      .returning({ id: subscriptionPlans.id })
    return (await planById(tx, row!.id))!
  })
}

/**
 * Edits the trainer's plan, or archives it (`archived: true`). Holders keep the terms they
 * bought: their subscriptions carry a copy. An archived plan is no longer edited.
 */
export async function updatePlan(
  db: Db,
  trainerId: string,
  planId: string,
  input: z.output<typeof planUpdateBody>,
): Promise<Plan> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(subscriptionPlans)
      .where(sql`${subscriptionPlans.id} = ${planId} and ${subscriptionPlans.trainerId} = ${trainerId}`)
      .for('update')
    if (!current) throw planNotFound()
    if (current.archivedAt) throw AppError.conflict(MONEY_ERRORS.planArchived, MESSAGES.planArchived)
    const coverage = input.coverage ?? current.coverage
    const specializations = input.specializations ?? current.specializations
    const serviceIds = input.serviceIds ?? current.serviceIds
    if (
      (coverage === 'specializations' && specializations.length === 0) ||
      (coverage === 'services' && serviceIds.length === 0)
    )
      throw AppError.badRequest(MESSAGES.planCoverageEmpty, { coverage: MESSAGES.planCoverageEmpty })
    if (coverage === 'services') await assertOwnServices(tx, trainerId, serviceIds)
    await tx
      .update(subscriptionPlans)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.sessionsCount !== undefined ? { sessionsCount: input.sessionsCount } : {}),
        ...(input.validityDays !== undefined ? { validityDays: input.validityDays } : {}),
        ...(input.price !== undefined ? { price: input.price } : {}),
        ...(input.currency !== undefined ? { currency: input.currency } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        coverage,
        specializations: coverage === 'specializations' ? specializations : [],
        serviceIds: coverage === 'services' ? serviceIds : [],
        ...(input.archived ? { archivedAt: clock.now(), active: false } : {}),
        updatedAt: clock.now(),
      })
      .where(eq(subscriptionPlans.id, planId))
    return (await planById(tx, planId))!
  })
}

const statsRow = z.object({
  plan_id: z.string(),
  active_holders: z.coerce.number(),
  holders: z.coerce.number(),
  income: z.coerce.number(),
})

async function planStats(tx: Executor, planIds: string[]) {
  if (planIds.length === 0) return new Map<string, z.output<typeof statsRow>>()
  const rows = await queryRows(
    tx,
    statsRow,
    sql`select p.id as plan_id,
          (select count(distinct s.student_id) from student_subscriptions s
            where s.plan_id = p.id and s.status = 'active') as active_holders,
          (select count(distinct s.student_id) from student_subscriptions s
            where s.plan_id = p.id and ${packageWasHeldSql('s')}) as holders,
          (select coalesce(sum(pay.amount), 0) from payments pay
             join student_subscriptions s on s.id = pay.subscription_id
            where s.plan_id = p.id and pay.status = 'paid') as income
        from subscription_plans p where p.id = any(${uuidArray(planIds)})`,
  )
  return new Map(rows.map((r) => [r.plan_id, r]))
}

const withStats = (plan: Plan, stats: z.output<typeof statsRow> | undefined): TrainerPlanSummary => ({
  ...plan,
  activeHolders: stats?.active_holders ?? 0,
  holders: stats?.holders ?? 0,
  income: stats?.income ?? 0,
})

/** The trainer's plans, archived last, each with its holders and income. */
export async function trainerPlans(db: Db, trainerId: string): Promise<TrainerPlanSummary[]> {
  const plans = await plansWhere(
    db,
    sql`p.trainer_id = ${trainerId}`,
    sql`order by p.archived_at is not null, p.created_at desc, p.id`,
  )
  const stats = await planStats(
    db,
    plans.map((p) => p.id),
  )
  return plans.map((p) => withStats(p, stats.get(p.id)))
}

/** One of the trainer's plans with every subscription bought of it (holders and their usage). */
export async function trainerPlanDetails(db: Db, trainerId: string, planId: string): Promise<PlanDetails> {
  const [plan] = await plansWhere(db, sql`p.id = ${planId} and p.trainer_id = ${trainerId}`)
  if (!plan) throw planNotFound()
  const stats = await planStats(db, [planId])
  return {
    ...withStats(plan, stats.get(planId)),
    subscriptions: await listSubscriptions(db, sql`s.plan_id = ${planId}`),
  }
}

const ON_SALE = sql`p.active and p.archived_at is null and ${canActAsTrainerSql('tu')}`

/**
 * Plans on offer to the student: from their trainers and favorites, or from one trainer (the
 * profile page). Never the caller's own.
 */
export async function offeredPlans(
  db: Db,
  userId: string,
  filter: { trainerId?: string | undefined; planId?: string | undefined },
): Promise<Plan[]> {
  const whose = filter.planId
    ? sql`p.id = ${filter.planId}`
    : filter.trainerId
      ? sql`p.trainer_id = ${filter.trainerId}`
      : sql`(p.trainer_id in (select trainer_id from trainer_students where student_id = ${userId})
           or p.trainer_id in (select trainer_id from favorites where user_id = ${userId}))`
  return plansWhere(
    db,
    sql`${ON_SALE} and p.trainer_id <> ${userId} and ${whose}`,
    sql`order by ${displayNameSql('tu')}, p.price, p.id`,
  )
}

/** A plan the user may buy, locked against edits while bought; else 404 / 422. */
export async function planOnSale(tx: Executor, userId: string, planId: string) {
  const row = await queryRow(
    tx,
    z.object({ id: z.string(), on_sale: z.boolean(), trainer_id: z.string() }),
    sql`select p.id, ${ON_SALE} as on_sale, p.trainer_id from subscription_plans p
        join users tu on tu.id = p.trainer_id where p.id = ${planId} for share of p`,
  )
  if (!row) throw planNotFound()
  if (row.trainer_id === userId)
    throw AppError.unprocessable(MONEY_ERRORS.notAllowed, MESSAGES.cannotBuyOwnPlan)
  if (!row.on_sale) throw AppError.unprocessable(MONEY_ERRORS.notAllowed, MESSAGES.planNotOnOffer)
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId))
  return plan!
}
