// Telegram Payments as Telegram requires them (decision 0029): the order behind an invoice is
// re-checked when the buyer presses Pay (pre_checkout_query, answered within 10 s), and money is
// credited only on successful_payment, exactly once per telegram_payment_charge_id — a replayed
// or duplicated update changes nothing, and so does one that arrives late.
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { type Db, type Tx, uniqueViolation } from '#server/db/client.ts'
import { personName } from '#server/db/people.ts'
import { bookings, payments } from '#server/db/schema.ts'
import { sqlNow } from '#server/db/sql-helpers.ts'
import { Effects } from '#server/effects/after-commit.ts'
import type {
  PreCheckout,
  PreCheckoutVerdict,
  SuccessfulPayment,
  TelegramPaymentHandler,
} from '#server/integrations/telegram.ts'
import { STARS_CURRENCY, type Telegram } from '#server/integrations/telegram.ts'
import { markPaid, type PaymentGateway, renewInvoiceHold } from '#server/modules/money/index.ts'
import { forStudent, trainingFacts } from '#server/modules/notifications/index.ts'
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
  placeGone: 'This place is no longer available',
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

/** A package: still awaiting payment, and its plan still on sale at the price of the invoice. */
const subscriptionHooks: PurposeHooks = {
  async recheck(db, payment) {
    if (!payment.subscriptionId) return REFUSALS.unknown
    const rows = await db.execute(sql`
      select s.status::text as status, p.price, p.currency, p.active, p.archived_at
        from student_subscriptions s left join subscription_plans p on p.id = s.plan_id
       where s.id = ${payment.subscriptionId}`)
    const row = rows.rows[0] as
      | {
          status: string
          price: number | null
          currency: string | null
          active: boolean | null
          archived_at: unknown
        }
      | undefined
    if (row?.status !== 'pending_payment') return REFUSALS.notPending
    if (row.price === null || row.active !== true || row.archived_at !== null) return REFUSALS.unknown
    return row.price === payment.amount && row.currency === payment.currency ? null : REFUSALS.changed
  },
}

/**
 * A single training (decision 0037): the booking still holds its place on a scheduled training
 * that has not started, and the invoice is for what the booking owes (its amount and currency
 * were fixed when it was made).
 */
const bookingHooks: PurposeHooks = {
  async recheck(db, payment) {
    if (!payment.bookingId) return REFUSALS.unknown
    const rows = await db.execute(sql`
      select b.status::text as status, t.status::text as training_status, b.amount_due, b.currency,
             b.payment_id, (t.starts_at > ${sqlNow()}) as upcoming
        from bookings b join trainings t on t.id = b.training_id where b.id = ${payment.bookingId}`)
    const row = rows.rows[0] as
      | {
          status: string
          training_status: string
          amount_due: number
          currency: string
          payment_id: string | null
          upcoming: boolean
        }
      | undefined
    if (
      row?.training_status !== 'scheduled' ||
      !row.upcoming ||
      !['confirmed', 'requested'].includes(row.status) ||
      row.payment_id !== payment.id
    ) {
      return REFUSALS.placeGone
    }
    return row.amount_due === payment.amount && row.currency === payment.currency ? null : REFUSALS.changed
  },
}

export function createTelegramGateway(
  db: Db,
  log: FastifyBaseLogger,
  hooks: Partial<Record<Purpose, PurposeHooks>> = {},
  /** Tells what a credit recorded (the trainer's "payment received") once it has committed. */
  afterCommit: (changes: Effects) => Promise<void> = async () => {},
): TelegramPaymentHandler {
  const builtIn: Record<Purpose, PurposeHooks> = {
    trainer_plan: trainerPlanHooks,
    subscription: subscriptionHooks,
    single_training: bookingHooks,
  }
  const hooksOf = (purpose: Purpose): PurposeHooks => ({ ...builtIn[purpose], ...hooks[purpose] })

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
    if (refusal) return { ok: false, errorMessage: refusal }
    // The payment is under way: its hold starts again (decision 0043), unless it lapsed just now.
    return (await renewInvoiceHold(db, payment.id))
      ? { ok: true }
      : { ok: false, errorMessage: REFUSALS.notPending }
  }

  async function credit(
    paid: SuccessfulPayment,
    changes: Effects,
  ): Promise<'credited' | 'renewed' | 'duplicate' | 'unknown'> {
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
      const charge = {
        telegramPaymentChargeId: paid.telegramPaymentChargeId,
        ...(paid.providerPaymentChargeId ? { providerPaymentChargeId: paid.providerPaymentChargeId } : {}),
      }
      let paymentId: string
      let outcome: 'credited' | 'renewed'
      if (order.status === 'pending' || (order.status === 'cancelled' && !order.telegramPaymentChargeId)) {
        // Paid (even after a newer invoice replaced it: Telegram took the money, so it counts).
        if (order.status === 'cancelled') {
          await tx
            .update(payments)
            .set({ status: 'pending', cancelledAt: null })
            .where(eq(payments.id, order.id))
        }
        paymentId = order.id
        outcome = 'credited'
      } else {
        // Paid before with another charge: a Stars subscription's renewal (or a second payment
        // Telegram took), recorded as its own payment so that it has its receipt and can be refunded.
        const [row] = await tx
          .insert(payments)
          .values({
            payerId: order.payerId,
            recipientId: order.recipientId,
            purpose: order.purpose,
            amount: paid.totalAmount,
            currency: paid.currency,
            method: 'telegram',
            status: 'pending',
            description: order.description,
            subscriptionId: order.subscriptionId,
            bookingId: order.bookingId,
            planDays: order.planDays,
          })
          .returning({ id: payments.id })
        paymentId = row!.id
        outcome = 'renewed'
      }
      // The one way to credit (money, decision 0028): paid, the subscription activated, the receipt issued.
      await markPaid(tx, paymentId, charge)
      if (outcome === 'renewed' && !paid.isRecurring) {
        log.warn({ paymentId }, 'a second Telegram payment for one order: recorded, not applied')
        return outcome
      }
      const [credited] = await tx.select().from(payments).where(eq(payments.id, paymentId))
      await hooksOf(credited!.purpose).credited?.(tx, credited!, paid)
      // A trainer paid through Telegram (a package or a training) is told: a direct payment the
      // trainer confirms needs no word, the platform's own plan has no trainer.
      // A training's place held for this invoice is now the student's for sure: confirmed to them
      // here, not when it was booked (a request still waits for the trainer).
      if (credited!.bookingId) {
        const [booking] = await tx
          .select({ status: bookings.status, studentId: bookings.studentId, trainingId: bookings.trainingId })
          .from(bookings)
          .where(eq(bookings.id, credited!.bookingId))
        if (booking?.status === 'confirmed') {
          await changes.notify(tx, {
            userId: booking.studentId,
            type: 'booking_confirmed',
            data: {
              ...forStudent(await trainingFacts(tx, booking.trainingId)),
              bookingId: credited!.bookingId,
            },
          })
        }
      }
      if (credited!.recipientId) {
        await changes.notify(tx, {
          userId: credited!.recipientId,
          type: 'payment_received',
          data: {
            paymentId,
            personId: credited!.payerId,
            personName: await personName(tx, credited!.payerId),
            amount: credited!.amount,
            currency: credited!.currency,
          },
        })
      }
      return outcome
    })
  }

  return {
    preCheckout,
    async successfulPayment(paid) {
      try {
        const changes = new Effects()
        const outcome = await credit(paid, changes)
        await afterCommit(changes)
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

/**
 * Money's PaymentGateway (decision 0028) over Telegram: packages and single trainings are
 * invoiced in their currency through TELEGRAM_PROVIDER_TOKEN (payload `pay:<payment id>`); a
 * refund gives Stars back through refundStarPayment, a provider's payment is only recorded.
 */
export function telegramPaymentGateway(
  db: Db,
  telegram: Pick<Telegram, 'createInvoiceLink' | 'refundStarPayment'>,
): PaymentGateway {
  return {
    method: 'telegram',
    async createInvoice(_tx, payment) {
      const payload = `pay:${payment.id}`
      const title = payment.description.trim() || 'Trainly'
      const link = await telegram.createInvoiceLink({
        title,
        description: title,
        payload,
        currency: payment.currency,
        amount: payment.amount,
        label: title,
      })
      return { link, payload }
    },
    async refund(payment) {
      if (payment.currency !== STARS_CURRENCY || !payment.telegramPaymentChargeId) return
      const telegramId = await telegramIdOf(db, payment.payerId)
      if (telegramId === null) throw new Error('The payer has no Telegram account to refund to')
      await telegram.refundStarPayment(telegramId, payment.telegramPaymentChargeId)
    },
  }
}
