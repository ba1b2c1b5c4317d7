// Telegram Payments as Telegram requires them (decision 0029): the order behind an invoice is
// re-checked when the buyer presses Pay (pre_checkout_query, answered within 10 s), and money is
// credited only on successful_payment, exactly once per telegram_payment_charge_id — a replayed
// or duplicated update changes nothing, and so does one that arrives late.
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { type Db, type Tx, uniqueViolation } from '#server/db/client.ts'
import { payments } from '#server/db/schema.ts'
import type {
  PreCheckout,
  PreCheckoutVerdict,
  SuccessfulPayment,
  TelegramPaymentHandler,
} from '#server/integrations/telegram.ts'
import { STARS_CURRENCY } from '#server/integrations/telegram.ts'
import { clock } from '#shared/clock.ts'
import { extendPro, PRO_DAYS, readSettings, shortenPro, telegramIdOf } from './service.ts'

type PaymentRow = typeof payments.$inferSelect
type Purpose = PaymentRow['purpose']

/**
 * What one purpose adds to the gateway: a re-check of its order at pre-checkout (the price still
 * today's, the place still free…) and what a credited payment does (extend the plan, activate the
 * subscription, confirm the booking), in the crediting transaction.
 */
export interface PurposeHooks {
  recheck?(db: Db, payment: PaymentRow): Promise<string | null>
  credited?(tx: Tx, payment: PaymentRow, paid: SuccessfulPayment): Promise<void>
}

export const REFUSALS = {
  unknown: 'This order no longer exists',
  notPending: 'This order is already paid or cancelled',
  changed: 'The price has changed; open the order again',
  wrongBuyer: 'This order belongs to another account',
  planPrice: 'The Pro price has changed; open the plan again',
} as const

/** The trainer plan: the price must still be the admin's; paying extends Pro (Stars renewals too). */
const trainerPlanHooks: PurposeHooks = {
  async recheck(db, payment) {
    const settings = await readSettings(db)
    return payment.amount === settings.proPriceStars ? null : REFUSALS.planPrice
  },
  async credited(tx, payment, paid) {
    // The subscription's first charge names it (to manage it later); a renewal keeps that name.
    const subscriptionChargeId = paid.isFirstRecurring
      ? paid.telegramPaymentChargeId
      : paid.isRecurring
        ? undefined
        : null
    // 30 days per charge, counted from the current end by our clock (Telegram's
    // subscription_expiration_date is the same period counted from its own payment time).
    await extendPro(tx, payment.payerId, payment.planDays ?? PRO_DAYS, {
      ...(subscriptionChargeId !== undefined ? { subscriptionChargeId } : {}),
    })
  },
}

export function createTelegramGateway(
  db: Db,
  log: FastifyBaseLogger,
  hooks: Partial<Record<Purpose, PurposeHooks>> = {},
): TelegramPaymentHandler {
  const hooksOf = (purpose: Purpose): PurposeHooks =>
    purpose === 'trainer_plan' ? { ...trainerPlanHooks, ...hooks.trainer_plan } : (hooks[purpose] ?? {})

  async function preCheckout(query: PreCheckout): Promise<PreCheckoutVerdict> {
    const [payment] = await db.select().from(payments).where(eq(payments.invoicePayload, query.payload))
    if (payment?.method !== 'telegram') return { ok: false, errorMessage: REFUSALS.unknown }
    if (payment.status !== 'pending') return { ok: false, errorMessage: REFUSALS.notPending }
    if (payment.amount !== query.totalAmount || payment.currency !== query.currency) {
      return { ok: false, errorMessage: REFUSALS.changed }
    }
    const payerTelegramId = await telegramIdOf(db, payment.payerId)
    if (payerTelegramId !== null && payerTelegramId !== query.telegramUserId) {
      return { ok: false, errorMessage: REFUSALS.wrongBuyer }
    }
    const refusal = (await hooksOf(payment.purpose).recheck?.(db, payment)) ?? null
    return refusal ? { ok: false, errorMessage: refusal } : { ok: true }
  }

  async function credit(paid: SuccessfulPayment): Promise<'credited' | 'renewed' | 'duplicate' | 'unknown'> {
    return db.transaction(async (tx) => {
      const [seen] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.telegramPaymentChargeId, paid.telegramPaymentChargeId))
      if (seen) return 'duplicate'
      const [order] = await tx
        .select()
        .from(payments)
        .where(eq(payments.invoicePayload, paid.payload))
        .for('update')
      if (!order) return 'unknown'
      const now = clock.now()
      const charge = {
        telegramPaymentChargeId: paid.telegramPaymentChargeId,
        providerPaymentChargeId: paid.providerPaymentChargeId || null,
      }
      let credited: PaymentRow
      let outcome: 'credited' | 'renewed'
      if (order.status === 'pending' || (order.status === 'cancelled' && !order.telegramPaymentChargeId)) {
        // Paid (even after it was replaced by a newer invoice: Telegram took the money, so it counts).
        const [row] = await tx
          .update(payments)
          .set({
            status: 'paid',
            paidAt: now,
            cancelledAt: null,
            amount: paid.totalAmount,
            ...charge,
            updatedAt: now,
          })
          .where(eq(payments.id, order.id))
          .returning()
        credited = row!
        outcome = 'credited'
      } else {
        // The order was paid before with another charge: a Stars subscription's renewal (or a second
        // payment Telegram took): recorded as its own payment so that it can be refunded.
        const [row] = await tx
          .insert(payments)
          .values({
            payerId: order.payerId,
            recipientId: order.recipientId,
            purpose: order.purpose,
            amount: paid.totalAmount,
            currency: paid.currency,
            method: 'telegram',
            status: 'paid',
            description: order.description,
            subscriptionId: order.subscriptionId,
            bookingId: order.bookingId,
            planDays: order.planDays,
            ...charge,
            paidAt: now,
          })
          .returning()
        credited = row!
        outcome = 'renewed'
        if (!paid.isRecurring) {
          log.warn(
            { paymentId: credited.id },
            'a second Telegram payment for one order: recorded, not applied',
          )
          return outcome
        }
      }
      await hooksOf(credited.purpose).credited?.(tx, credited, paid)
      return outcome
    })
  }

  return {
    preCheckout,
    async successfulPayment(paid) {
      try {
        const outcome = await credit(paid)
        if (outcome === 'unknown') {
          log.error({ chargeId: paid.telegramPaymentChargeId }, 'a Telegram payment for no known order')
        }
      } catch (error) {
        // Two deliveries of one charge at once: the unique charge id lets one in.
        if (uniqueViolation(error) === 'payments_telegram_charge_key') return
        throw error
      }
    },
  }
}

export type RefundOutcome = 'refunded' | 'already_refunded'

/**
 * Refunds a paid Telegram payment: Stars go back through refundStarPayment (Telegram does it),
 * a provider's payment is recorded as refunded (the money goes back through the provider). Once:
 * a second refund changes nothing. A refunded trainer plan payment takes its days back.
 */
export async function refundTelegramPayment(
  db: Db,
  telegram: { refundStarPayment(telegramUserId: number, chargeId: string): Promise<void> },
  paymentId: string,
): Promise<RefundOutcome> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId))
  if (payment?.method !== 'telegram' || !payment.telegramPaymentChargeId) {
    throw new Error('Not a paid Telegram payment')
  }
  if (payment.status === 'refunded') return 'already_refunded'
  if (payment.status !== 'paid') throw new Error('Only a paid payment can be refunded')
  if (payment.currency === STARS_CURRENCY) {
    const telegramId = await telegramIdOf(db, payment.payerId)
    if (telegramId === null) throw new Error('The payer has no Telegram account to refund to')
    await telegram.refundStarPayment(telegramId, payment.telegramPaymentChargeId)
  }
  return db.transaction(async (tx) => {
    const now = clock.now()
    const [row] = await tx
      .update(payments)
      .set({ status: 'refunded', refundedAt: now, updatedAt: now })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'paid')))
      .returning()
    if (!row) return 'already_refunded'
    if (row.purpose === 'trainer_plan') await shortenPro(tx, row.payerId, row.planDays ?? PRO_DAYS)
    return 'refunded'
  })
}
