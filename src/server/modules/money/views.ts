// How subscriptions and payments are read for the API (shared by plans, subscriptions, payments).
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Executor } from '#server/db/client.ts'
import { displayNameSql } from '#server/db/people.ts'
import { isoTime } from '#server/db/sql-helpers.ts'
import { queryRow, queryRows } from '#server/db/typed-sql.ts'
import {
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  type Payment,
  PLAN_COVERAGES,
  SUBSCRIPTION_STATUSES,
  type Subscription,
} from '#shared/api/money.ts'
import { CURRENCIES, SPECIALIZATIONS } from '#shared/catalogue.ts'
import { MESSAGES } from '#shared/messages.ts'

const subscriptionRow = z.object({
  id: z.string(),
  plan_id: z.string().nullable(),
  student_id: z.string(),
  student_name: z.string(),
  trainer_id: z.string(),
  trainer_name: z.string(),
  title: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  sessions_total: z.number().nullable(),
  sessions_used: z.number(),
  validity_days: z.number(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  coverage: z.enum(PLAN_COVERAGES),
  specializations: z.array(z.enum(SPECIALIZATIONS)),
  service_ids: z.array(z.string()),
  created_at: z.string(),
  payment_id: z.string().nullable(),
})

const toSubscription = (r: z.output<typeof subscriptionRow>): Subscription => ({
  id: r.id,
  planId: r.plan_id,
  student: { id: r.student_id, name: r.student_name },
  trainer: { id: r.trainer_id, name: r.trainer_name },
  title: r.title,
  status: r.status,
  sessionsTotal: r.sessions_total,
  sessionsUsed: r.sessions_used,
  validityDays: r.validity_days,
  validFrom: r.valid_from,
  validUntil: r.valid_until,
  price: r.price,
  currency: r.currency,
  coverage: r.coverage,
  specializations: r.specializations,
  serviceIds: r.service_ids,
  createdAt: r.created_at,
  paymentId: r.payment_id,
})

/** Subscriptions matching `where` (alias s), newest first. */
export async function listSubscriptions(tx: Executor, where: SQL): Promise<Subscription[]> {
  const rows = await queryRows(
    tx,
    subscriptionRow,
    sql`select s.id, s.plan_id, s.student_id, ${displayNameSql('su')} as student_name, s.trainer_id,
               ${displayNameSql('tu')} as trainer_name, s.title, s.status::text as status, s.sessions_total,
               s.sessions_used, s.validity_days, ${isoTime(sql`s.valid_from`)} as valid_from,
               ${isoTime(sql`s.valid_until`)} as valid_until, s.price, s.currency, s.coverage::text as coverage,
               s.specializations, s.service_ids::text[] as service_ids, ${isoTime(sql`s.created_at`)} as created_at,
               (select p.id from payments p where p.subscription_id = s.id
                 order by p.created_at desc, p.id desc limit 1) as payment_id
        from student_subscriptions s
        join users su on su.id = s.student_id
        join users tu on tu.id = s.trainer_id
        where ${where}
        order by (s.status = 'active') desc, s.created_at desc, s.id desc`,
  )
  return rows.map(toSubscription)
}

export const paymentNotFound = () => AppError.notFound(MESSAGES.paymentNotFound)

export const paymentRow = z.object({
  id: z.string(),
  payer_id: z.string(),
  payer_name: z.string(),
  recipient_id: z.string().nullable(),
  recipient_name: z.string().nullable(),
  purpose: z.enum(PAYMENT_PURPOSES),
  amount: z.number(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  description: z.string(),
  subscription_id: z.string().nullable(),
  booking_id: z.string().nullable(),
  created_at: z.string(),
  cursor_at: z.string(),
  paid_at: z.string().nullable(),
  receipt_id: z.string().nullable(),
  invoice_link: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refund_reason: z.string().nullable(),
  refund_due: z.boolean(),
})

export const PAYMENT_COLUMNS = sql`p.id, p.payer_id, ${displayNameSql('pu')} as payer_name, p.recipient_id,
  case when ru.id is null then null else ${displayNameSql('ru')} end as recipient_name,
  p.purpose::text as purpose, p.amount, p.currency, p.method::text as method, p.status::text as status,
  p.description, p.subscription_id, p.booking_id, ${isoTime(sql`p.created_at`)} as created_at,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
  ${isoTime(sql`p.paid_at`)} as paid_at, r.id as receipt_id,
  case when p.status = 'pending' and p.method = 'telegram' then p.invoice_link end as invoice_link,
  ${isoTime(sql`p.refunded_at`)} as refunded_at, p.refund_reason,
  (p.status = 'paid' and p.booking_id is not null and exists (
    select 1 from bookings due where due.id = p.booking_id and due.status = 'cancelled' and not due.late_cancel
  )) as refund_due`

export const PAYMENT_FROM = sql`payments p join users pu on pu.id = p.payer_id
  left join users ru on ru.id = p.recipient_id left join receipts r on r.payment_id = p.id`

/** A payment as the API answers it; the invoice link only to its payer (`viewerId`, when given). */
export const toPayment = (r: z.output<typeof paymentRow>, viewerId?: string): Payment => ({
  id: r.id,
  payer: { id: r.payer_id, name: r.payer_name },
  recipient: r.recipient_id ? { id: r.recipient_id, name: r.recipient_name ?? '' } : null,
  purpose: r.purpose,
  amount: r.amount,
  currency: r.currency,
  method: r.method,
  status: r.status,
  description: r.description,
  subscriptionId: r.subscription_id,
  bookingId: r.booking_id,
  createdAt: r.created_at,
  paidAt: r.paid_at,
  receiptId: r.receipt_id,
  invoiceLink: viewerId === undefined || viewerId === r.payer_id ? r.invoice_link : null,
  refundedAt: r.refunded_at,
  refundReason: r.refund_reason,
  refundDue: r.refund_due,
})

export async function paymentById(tx: Executor, id: string): Promise<Payment> {
  const row = await queryRow(
    tx,
    paymentRow,
    sql`select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM} where p.id = ${id}`,
  )
  if (!row) throw paymentNotFound()
  return toPayment(row)
}
