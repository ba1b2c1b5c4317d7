// Students' subscriptions (PRODUCT.md §2 "Student subscription"; decision 0028): buying a plan,
// spending its sessions on bookings and giving them back. The count of sessions used is the
// database's (the trigger on subscription_usages and the check used <= total, migration money);
// the checks here run under the subscription's row lock.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import { constraintViolation, type Db, type Executor } from '#server/db/client.ts'
import { personName } from '#server/db/people.ts'
import { payments, studentSubscriptions, subscriptionUsages } from '#server/db/schema.ts'
import { isoTime, sqlNow } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows, runSql } from '#server/db/typed-sql.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import {
  type buyBody,
  MONEY_ERRORS,
  type Payment,
  type Subscription,
  type SubscriptionDetails,
} from '#shared/api/money.ts'
import { MESSAGES } from '#shared/messages.ts'
import { invoiceFor, paymentGateway } from './gateway.ts'
import { planOnSale } from './plans.ts'
import { listSubscriptions, paymentById } from './views.ts'

export const subscriptionNotFound = () => AppError.notFound(MESSAGES.subscriptionNotFound)
const unusable = () => AppError.unprocessable(MONEY_ERRORS.notAllowed, MESSAGES.subscriptionUnusable)

/** The student's subscriptions; `active` keeps the usable ones (the at-a-glance screen). */
export function mySubscriptions(db: Db, studentId: string, filter: { status?: Subscription['status'] } = {}) {
  return listSubscriptions(
    db,
    filter.status
      ? sql`s.student_id = ${studentId} and s.status = ${filter.status}`
      : sql`s.student_id = ${studentId}`,
  )
}

/** One subscription with its usage ledger, to its student or its trainer; 404 to anyone else. */
export async function subscriptionDetails(db: Db, userId: string, id: string): Promise<SubscriptionDetails> {
  const [found] = await listSubscriptions(
    db,
    sql`s.id = ${id} and (s.student_id = ${userId} or s.trainer_id = ${userId})`,
  )
  if (!found) throw subscriptionNotFound()
  const usage = await queryRows(
    db,
    z.object({
      booking_id: z.string(),
      training_id: z.string(),
      training_title: z.string(),
      starts_at: z.string(),
      spent_at: z.string(),
      returned_at: z.string().nullable(),
    }),
    sql`select u.booking_id, t.id as training_id, t.title as training_title,
               ${isoTime(sql`t.starts_at`)} as starts_at, ${isoTime(sql`u.spent_at`)} as spent_at,
               ${isoTime(sql`u.returned_at`)} as returned_at
        from subscription_usages u
        join bookings b on b.id = u.booking_id
        join trainings t on t.id = b.training_id
        where u.subscription_id = ${id}
        order by u.spent_at desc, u.id desc`,
  )
  return {
    ...found,
    usage: usage.map((u) => ({
      bookingId: u.booking_id,
      trainingId: u.training_id,
      trainingTitle: u.training_title,
      startsAt: u.starts_at,
      spentAt: u.spent_at,
      returnedAt: u.returned_at,
    })),
  }
}

/**
 * Buys a plan: a `pending_payment` subscription with a copy of the plan's terms, and its
 * payment. Paid directly, it waits for the trainer's confirmation; in Telegram, for the
 * gateway's invoice (422 `not_allowed` while no gateway is configured).
 */
export async function buySubscription(
  db: Db,
  studentId: string,
  input: z.output<typeof buyBody>,
  changes: Effects,
): Promise<{ subscription: Subscription; payment: Payment }> {
  const gateway = input.payWith === 'telegram' ? paymentGateway() : null
  if (input.payWith === 'telegram' && !gateway)
    throw AppError.unprocessable(MONEY_ERRORS.notAllowed, MESSAGES.telegramPaymentUnavailable)
  return db.transaction(async (tx) => {
    const plan = await planOnSale(tx, studentId, input.planId)
    const [sub] = await tx
      .insert(studentSubscriptions)
      .values({
        planId: plan.id,
        studentId,
        trainerId: plan.trainerId,
        status: 'pending_payment',
        title: plan.title,
        sessionsTotal: plan.sessionsCount,
        validityDays: plan.validityDays,
        price: plan.price,
        currency: plan.currency,
        coverage: plan.coverage,
        specializations: plan.specializations,
        serviceIds: plan.serviceIds,
      })
      .returning({ id: studentSubscriptions.id })
    const [pay] = await tx
      .insert(payments)
      .values({
        payerId: studentId,
        recipientId: plan.trainerId,
        purpose: 'subscription',
        amount: plan.price,
        currency: plan.currency,
        method: input.payWith,
        description: plan.title,
        subscriptionId: sub!.id,
      })
      .returning({ id: payments.id })
    if (gateway) {
      const invoice = await invoiceFor(gateway, tx, {
        id: pay!.id,
        payerId: studentId,
        recipientId: plan.trainerId,
        purpose: 'subscription',
        amount: plan.price,
        currency: plan.currency,
        description: plan.title,
      })
      await runSql(
        tx,
        sql`update payments set invoice_link = ${invoice.link}, invoice_payload = ${invoice.payload}
            where id = ${pay!.id}`,
      )
    }
    // Paid directly, the money changes hands outside Trainly: the trainer is told to expect it and
    // to confirm it (a Telegram invoice tells them when it is paid, telegram-gateway.ts).
    if (input.payWith === 'direct') {
      await changes.notify(tx, {
        userId: plan.trainerId,
        type: 'payment_pending',
        data: {
          paymentId: pay!.id,
          personId: studentId,
          personName: await personName(tx, studentId),
          planTitle: plan.title,
          amount: plan.price,
          currency: plan.currency,
        },
      })
    }
    const [subscription] = await listSubscriptions(tx, sql`s.id = ${sub!.id}`)
    return { subscription: subscription!, payment: await paymentById(tx, pay!.id) }
  })
}

/**
 * Makes a paid subscription active from now: valid until the end of its last day in the
 * trainer's zone. Called by payments when its payment is paid (in that transaction).
 */
export async function activateSubscription(tx: Executor, subscriptionId: string) {
  await runSql(
    tx,
    sql`update student_subscriptions s
           set status = 'active', valid_from = ${sqlNow()},
               valid_until = ((${sqlNow()} at time zone tu.time_zone)::date + s.validity_days)::timestamp
                             at time zone tu.time_zone,
               updated_at = ${sqlNow()}
          from users tu
         where s.id = ${subscriptionId} and tu.id = s.trainer_id and s.status = 'pending_payment'`,
  )
}

/**
 * A refunded subscription ends (decision 0038): `cancelled`, so no session of it is spent again
 * (lockSubscriptionFor and the ledger's trigger take only active ones). Sessions already spent stay
 * in its ledger; a booking it paid for stays booked (the trainer cancels it if it should go).
 */
export async function endRefundedSubscription(tx: Executor, subscriptionId: string) {
  await runSql(
    tx,
    sql`update student_subscriptions set status = 'cancelled', updated_at = ${sqlNow()}
        where id = ${subscriptionId} and status <> 'cancelled'`,
  )
}

export interface SpendTarget {
  studentId: string
  trainerId: string
  trainingId: string
}

/**
 * The subscription that pays for a place on the training, locked until the transaction ends:
 * the one named, or the fitting one that ends first. It must be the student's, of the training's
 * trainer, active, with a session left, valid when the training starts and covering it; else 422.
 */
export async function lockSubscriptionFor(
  tx: Executor,
  target: SpendTarget,
  subscriptionId: string | null | undefined,
): Promise<string> {
  const row = await queryRow(
    tx,
    z.object({ id: z.string(), fits: z.boolean() }),
    sql`select s.id,
               (s.status = 'active'
                and (s.sessions_total is null or s.sessions_used < s.sessions_total)
                and t.starts_at >= s.valid_from and t.starts_at < s.valid_until
                and s.valid_until > ${sqlNow()}
                and (s.coverage = 'all'
                     or (s.coverage = 'specializations' and t.specialization = any(s.specializations))
                     or (s.coverage = 'services' and t.service_id = any(s.service_ids)))) as fits
        from student_subscriptions s, trainings t
        where t.id = ${target.trainingId} and s.student_id = ${target.studentId}
          and s.trainer_id = ${target.trainerId}
          and ${subscriptionId ? sql`s.id = ${subscriptionId}` : sql`s.status = 'active'`}
        order by 2 desc, s.valid_until, s.id
        limit 1
        for update of s`,
  )
  if (!row?.fits) throw unusable()
  return row.id
}

/**
 * Spends one session of the subscription on the booking (its ledger row; the trigger counts it
 * and refuses a session too many). Tells the student when that was the last one.
 */
export async function spendSession(
  tx: Executor,
  subscriptionId: string,
  bookingId: string,
  changes: Effects,
): Promise<void> {
  try {
    await tx.insert(subscriptionUsages).values({ subscriptionId, bookingId })
  } catch (error) {
    const violated = constraintViolation(error, '23514')
    if (
      violated === 'student_subscriptions_sessions_within_total' ||
      violated === 'subscription_usages_active_subscription'
    )
      throw unusable()
    throw error
  }
  const after = await queryRow(
    tx,
    z.object({ status: z.string(), student_id: z.string(), title: z.string() }),
    sql`select status::text as status, student_id, title from student_subscriptions where id = ${subscriptionId}`,
  )
  if (after?.status === 'used_up')
    await changes.notify(tx, {
      userId: after.student_id,
      type: 'subscription_used_up',
      data: { subscriptionId, subscriptionTitle: after.title },
    })
}

/** Gives the booking's session back (a cancel in time, a cancelled training); a no-op without one. */
export async function returnSession(tx: Executor, bookingId: string, reason: string): Promise<void> {
  await runSql(
    tx,
    sql`update subscription_usages set returned_at = ${sqlNow()}, return_reason = ${reason}
        where booking_id = ${bookingId} and returned_at is null`,
  )
}

/** Sessions given back for every booking of a cancelled training. */
export async function returnSessionsOfTraining(tx: Executor, trainingId: string, reason: string) {
  await runSql(
    tx,
    sql`update subscription_usages u set returned_at = ${sqlNow()}, return_reason = ${reason}
          from bookings b
         where b.id = u.booking_id and b.training_id = ${trainingId} and u.returned_at is null`,
  )
}

/**
 * The daily work (src/server/jobs/subscription-expiry.ts): active subscriptions past their end
 * expire; those ending within 3 days are announced once to their student.
 */
export async function expireSubscriptions(
  db: Db,
  changes: Effects,
): Promise<{ expired: number; warned: number }> {
  return db.transaction(async (tx) => {
    const expired = await runSql(
      tx,
      sql`update student_subscriptions set status = 'expired', updated_at = ${sqlNow()}
          where status = 'active' and valid_until <= ${sqlNow()}`,
    )
    const warn = await queryRows(
      tx,
      z.object({ id: z.string(), student_id: z.string(), title: z.string(), valid_until: z.string() }),
      sql`update student_subscriptions set expiry_notified_at = ${sqlNow()}
          where status = 'active' and expiry_notified_at is null
            and valid_until <= ${sqlNow()} + interval '3 days'
          returning id, student_id, title, ${isoTime(sql`valid_until`)} as valid_until`,
    )
    for (const row of warn)
      await changes.notify(tx, {
        userId: row.student_id,
        type: 'subscription_expiring',
        data: { subscriptionId: row.id, subscriptionTitle: row.title, validUntil: row.valid_until },
      })
    return { expired, warned: warn.length }
  })
}
