// Payments (PRODUCT.md §2 "Payment"; decision 0028): every money movement, pending → paid |
// cancelled | refunded. A direct payment is confirmed by its trainer; a gateway's is credited by
// `markPaid`. Either way the payment is paid once, under its row lock, and gets its receipt in
// the same transaction.
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { decodeCursor, encodeCursor } from '#server/db/cursor.ts'
import { personName } from '#server/db/people.ts'
import { payments } from '#server/db/schema.ts'
import { sqlNow } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows, runSql } from '#server/db/typed-sql.ts'
import type { Effects } from '#server/effects/after-commit.ts'
import type { AuthContext } from '#server/http/authenticate.ts'
import {
  MONEY_ERRORS,
  type MonthTotal,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  type Payment,
  type paymentsQuery,
} from '#shared/api/money.ts'
import { INVOICE_HOLD_MINUTES } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'
import { invoiceFor, paymentGateway } from './gateway.ts'
import { issueReceipt } from './receipts.ts'
import { activateSubscription, endRefundedSubscription } from './subscriptions.ts'
import {
  PAYMENT_COLUMNS,
  PAYMENT_FROM,
  paymentById,
  paymentNotFound,
  paymentRow,
  toPayment,
} from './views.ts'

const ORDER = 'payments-newest'

/** The caller's payments as payer, recipient or both, newest first, a page at a time. */
export async function listPayments(
  db: Db,
  userId: string,
  query: z.output<typeof paymentsQuery>,
): Promise<{ items: Payment[]; nextCursor: string | null; months: MonthTotal[] }> {
  const mine: SQL =
    query.role === 'payer'
      ? sql`p.payer_id = ${userId}`
      : query.role === 'recipient'
        ? sql`p.recipient_id = ${userId}`
        : sql`(p.payer_id = ${userId} or p.recipient_id = ${userId})`
  const conditions: SQL[] = [mine]
  if (query.status) conditions.push(sql`p.status = ${query.status}`)
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, ORDER, ['timestamp'])
    conditions.push(sql`(p.created_at, p.id) < (${cursor.keys[0]}::timestamptz, ${cursor.id}::uuid)`)
  }
  const rows = await queryRows(
    db,
    paymentRow,
    sql`select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM} where ${sql.join(conditions, sql` and `)}
        order by p.created_at desc, p.id desc limit ${query.limit + 1}`,
  )
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ order: ORDER, keys: [last.cursor_at], id: last.id })
      : null
  const months =
    query.role === 'recipient'
      ? await queryRows(
          db,
          z.object({ month: z.string(), currency: z.string(), total: z.coerce.number() }),
          sql`select to_char(p.paid_at at time zone u.time_zone, 'YYYY-MM') as month, p.currency,
                     sum(p.amount) as total
              from payments p join users u on u.id = ${userId}
              where p.recipient_id = ${userId} and p.status = 'paid'
                and p.paid_at > ${sqlNow()} - interval '12 months'
              group by 1, 2 order by 1 desc, 2`,
        )
      : []
  return { items: page.map((r) => toPayment(r, userId)), nextCursor, months }
}

/**
 * Credits a pending payment, once: under its row lock, pending → paid, then what it paid for
 * (the subscription becomes active) and its receipt. A payment already paid is left as it is
 * (`false`), so that replays and racing confirmations change nothing. Exported for gateways.
 */
export async function markPaid(
  tx: Executor,
  paymentId: string,
  by: { confirmedBy?: string; telegramPaymentChargeId?: string; providerPaymentChargeId?: string },
): Promise<boolean> {
  const updated = await queryRow(
    tx,
    z.object({ subscription_id: z.string().nullable() }),
    sql`update payments set status = 'paid', paid_at = ${sqlNow()}, updated_at = ${sqlNow()},
               confirmed_at = ${by.confirmedBy ? sqlNow() : null}, confirmed_by = ${by.confirmedBy ?? null},
               telegram_payment_charge_id = ${by.telegramPaymentChargeId ?? null},
               provider_payment_charge_id = ${by.providerPaymentChargeId ?? null}
        where id = ${paymentId} and status = 'pending'
        returning subscription_id`,
  )
  if (!updated) return false
  if (updated.subscription_id) await activateSubscription(tx, updated.subscription_id)
  await issueReceipt(tx, paymentId)
  return true
}

/** Lock a payment the caller is a party to; 404 to anyone else. */
async function lockPayment(tx: Executor, paymentId: string, userId: string) {
  const row = await queryRow(
    tx,
    z.object({
      payer_id: z.string(),
      recipient_id: z.string().nullable(),
      method: z.enum(PAYMENT_METHODS),
      status: z.enum(PAYMENT_STATUSES),
      amount: z.number(),
      currency: z.string(),
      purpose: z.enum(PAYMENT_PURPOSES),
      description: z.string(),
      subscription_id: z.string().nullable(),
      telegram_payment_charge_id: z.string().nullable(),
    }),
    sql`select payer_id, recipient_id, method::text as method, status::text as status, amount, currency,
               purpose::text as purpose, description, subscription_id, telegram_payment_charge_id
        from payments where id = ${paymentId} and (payer_id = ${userId} or recipient_id = ${userId})
        for update`,
  )
  if (!row) throw paymentNotFound()
  return row
}

/**
 * The trainer confirms a direct payment they received. Idempotent: confirming a paid payment
 * again answers it unchanged; concurrent confirmations queue on the row lock and pay it once.
 */
export async function confirmPayment(
  db: Db,
  auth: AuthContext,
  paymentId: string,
): Promise<{ payment: Payment; justPaid: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockPayment(tx, paymentId, auth.userId)
    if (row.recipient_id !== auth.userId) throw AppError.forbidden(MESSAGES.paymentConfirmOwnOnly)
    if (row.method !== 'direct')
      throw AppError.unprocessable(MONEY_ERRORS.notAllowed, MESSAGES.paymentNotDirect)
    if (row.status === 'paid') return { payment: await paymentById(tx, paymentId), justPaid: false }
    if (row.status !== 'pending') throw AppError.conflict(MONEY_ERRORS.notPending, MESSAGES.paymentNotPending)
    const justPaid = await markPaid(tx, paymentId, { confirmedBy: auth.userId })
    return { payment: await paymentById(tx, paymentId), justPaid }
  })
}

/**
 * Either party calls off a package reserved to pay directly, before it is paid: the payment is
 * cancelled, its package with it, and the other party is told. Idempotent: a cancelled payment is
 * answered as it is. A booking's pending payment goes with its booking (cancelBookingPayments) and
 * a Telegram invoice lapses by itself (cancelLapsedInvoice): neither is called off here.
 */
export async function cancelPendingPayment(
  db: Db,
  auth: AuthContext,
  paymentId: string,
  changes: Effects,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const row = await lockPayment(tx, paymentId, auth.userId)
    if (row.status === 'cancelled') return paymentById(tx, paymentId)
    if (row.purpose !== 'subscription' || row.method !== 'direct')
      throw AppError.unprocessable(MONEY_ERRORS.notAllowed, MESSAGES.paymentCancelPackageOnly)
    if (row.status !== 'pending') throw AppError.conflict(MONEY_ERRORS.notPending, MESSAGES.paymentNotPending)
    await runSql(
      tx,
      sql`update payments set status = 'cancelled', cancelled_at = ${sqlNow()}, updated_at = ${sqlNow()}
          where id = ${paymentId} and status = 'pending'`,
    )
    if (row.subscription_id) {
      await runSql(
        tx,
        sql`update student_subscriptions set status = 'cancelled', updated_at = ${sqlNow()}
            where id = ${row.subscription_id} and status = 'pending_payment'`,
      )
    }
    const other = auth.userId === row.payer_id ? row.recipient_id : row.payer_id
    if (other) {
      await changes.notify(tx, {
        userId: other,
        type: 'payment_cancelled',
        data: {
          paymentId,
          personId: auth.userId,
          personName: await personName(tx, auth.userId),
          planTitle: row.description,
          amount: row.amount,
          currency: row.currency,
        },
      })
    }
    return paymentById(tx, paymentId)
  })
}

/** Telegram Stars: the one currency whose money only Telegram gives back (refundStarPayment). */
const STARS = 'XTR'

/**
 * The recipient gives a paid payment's money back (decision 0038). A Telegram payment goes through
 * the gateway's `refund` (Stars: refundStarPayment; a provider's payment is only recorded, the
 * provider returns the money); a direct one is recorded. Under the payment's row lock, held across
 * the gateway's call: concurrent refunds queue, the first refunds, the others find it refunded and
 * answer it as it is; a failing gateway rolls everything back, the payment stays paid. A refunded
 * subscription ends (`cancelled`), and the payer is told.
 */
export async function refundPayment(
  db: Db,
  auth: AuthContext,
  paymentId: string,
  reason: string,
  changes: Effects,
): Promise<{ payment: Payment; justRefunded: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockPayment(tx, paymentId, auth.userId)
    if (row.recipient_id !== auth.userId) throw AppError.forbidden(MESSAGES.paymentRefundOwnOnly)
    if (row.status === 'refunded') return { payment: await paymentById(tx, paymentId), justRefunded: false }
    if (row.status !== 'paid') throw AppError.conflict(MONEY_ERRORS.notPaid, MESSAGES.paymentNotPaid)
    if (row.method === 'telegram') {
      const gateway = paymentGateway()
      if (gateway) {
        // Telegram refused or could not be reached: nothing is recorded, the trainer may try again.
        await gateway
          .refund({
            id: paymentId,
            payerId: row.payer_id,
            recipientId: row.recipient_id,
            purpose: row.purpose,
            amount: row.amount,
            currency: row.currency,
            description: row.description,
            telegramPaymentChargeId: row.telegram_payment_charge_id,
          })
          .catch(() => {
            throw new AppError(503, MONEY_ERRORS.refundUnavailable, MESSAGES.refundFailed)
          })
      } else if (row.currency === STARS) {
        throw new AppError(503, MONEY_ERRORS.refundUnavailable, MESSAGES.refundUnavailable)
      }
    }
    await runSql(
      tx,
      sql`update payments set status = 'refunded', refunded_at = ${sqlNow()}, refunded_by = ${auth.userId},
                 refund_reason = ${reason || null}, updated_at = ${sqlNow()}
          where id = ${paymentId} and status = 'paid'`,
    )
    if (row.subscription_id) await endRefundedSubscription(tx, row.subscription_id)
    await changes.notify(tx, {
      userId: row.payer_id,
      type: 'payment_refunded',
      data: {
        paymentId,
        personId: auth.userId,
        personName: (await paymentById(tx, paymentId)).recipient?.name ?? '',
        amount: row.amount,
        currency: row.currency,
        ...(reason ? { reason } : {}),
      },
    })
    return { payment: await paymentById(tx, paymentId), justRefunded: true }
  })
}

/** One payment the caller is a party to (payer or recipient); 404 to anyone else. */
export async function paymentOf(db: Db, userId: string, paymentId: string): Promise<Payment> {
  const row = await queryRow(
    db,
    paymentRow,
    sql`select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM}
        where p.id = ${paymentId} and (p.payer_id = ${userId} or p.recipient_id = ${userId})`,
  )
  if (!row) throw paymentNotFound()
  return toPayment(row, userId)
}

/** Whether paying by Telegram invoice is on (a gateway is installed: bot and provider token). */
export const telegramPaymentsOn = () => paymentGateway() !== null

/**
 * A pending payment of a booking's price, linked to the booking: `direct` waits for the trainer's
 * confirmation; `telegram` gets the gateway's invoice (payload `pay:<id>`) in the booking's
 * transaction and is credited by the gateway on successful_payment (decision 0037).
 */
export async function createBookingPayment(
  tx: Executor,
  booking: {
    id: string
    studentId: string
    trainerId: string
    amount: number
    currency: string
    title: string
  },
  method: 'direct' | 'telegram' = 'direct',
): Promise<string> {
  const gateway = method === 'telegram' ? paymentGateway() : null
  if (method === 'telegram' && !gateway)
    throw AppError.unprocessable(MONEY_ERRORS.notAllowed, MESSAGES.telegramPaymentUnavailable)
  const [row] = await tx
    .insert(payments)
    .values({
      payerId: booking.studentId,
      recipientId: booking.trainerId,
      purpose: 'single_training',
      amount: booking.amount,
      currency: booking.currency,
      method,
      description: booking.title,
      bookingId: booking.id,
    })
    .returning({ id: payments.id })
  if (gateway) {
    const invoice = await invoiceFor(gateway, tx, {
      id: row!.id,
      payerId: booking.studentId,
      recipientId: booking.trainerId,
      purpose: 'single_training',
      amount: booking.amount,
      currency: booking.currency,
      description: booking.title,
    })
    await runSql(
      tx,
      sql`update payments set invoice_link = ${invoice.link}, invoice_payload = ${invoice.payload}
          where id = ${row!.id}`,
    )
  }
  await runSql(tx, sql`update bookings set payment_id = ${row!.id} where id = ${booking.id}`)
  return row!.id
}

/** A cancelled booking no longer owes its pending payment. */
export async function cancelBookingPayments(tx: Executor, bookingIds: SQL) {
  await runSql(
    tx,
    sql`update payments set status = 'cancelled', cancelled_at = ${sqlNow()}, updated_at = ${sqlNow()}
        where status = 'pending' and booking_id in (${bookingIds})`,
  )
}

/**
 * Bookings whose Telegram invoice has waited longer than INVOICE_HOLD_MINUTES since it was made
 * or last passed a pre-checkout (decision 0043), on trainings that have not started; by training.
 */
export async function lapsedInvoiceHolds(db: Executor) {
  return queryRows(
    db,
    z.object({ booking_id: z.string(), payment_id: z.string(), training_id: z.string() }),
    sql`select b.id as booking_id, p.id as payment_id, b.training_id
        from payments p
        join bookings b on b.payment_id = p.id
        join trainings t on t.id = b.training_id
        where p.status = 'pending' and p.method = 'telegram' and p.purpose = 'single_training'
          and p.updated_at < ${sqlNow()} - make_interval(mins => ${INVOICE_HOLD_MINUTES})
          and b.status in ('requested', 'confirmed') and t.starts_at > ${sqlNow()}
        order by b.training_id, b.id`,
  )
}

/**
 * Cancels a lapsed invoice, under its row lock: true only when it was still pending and still
 * lapsed (a pre-checkout a moment ago renewed it, a payment credited it: then nothing changes).
 */
export async function cancelLapsedInvoice(tx: Executor, paymentId: string): Promise<boolean> {
  const row = await queryRow(
    tx,
    z.object({ id: z.string() }),
    sql`update payments set status = 'cancelled', cancelled_at = ${sqlNow()}, updated_at = ${sqlNow()}
        where id = ${paymentId} and status = 'pending'
          and updated_at < ${sqlNow()} - make_interval(mins => ${INVOICE_HOLD_MINUTES})
        returning id`,
  )
  return row !== undefined
}

/**
 * A pre-checkout that passed renews the invoice's hold (its payment is under way); false when
 * the invoice is no longer pending (its hold lapsed a moment ago): the pre-checkout is refused.
 */
export async function renewInvoiceHold(db: Executor, paymentId: string): Promise<boolean> {
  const row = await queryRow(
    db,
    z.object({ id: z.string() }),
    sql`update payments set updated_at = ${sqlNow()} where id = ${paymentId} and status = 'pending' returning id`,
  )
  return row !== undefined
}
