// The admin's side of money (issues 16 and 17, decision 0036): turnover by month, trainer and
// purpose, per currency, and every receipt. Amounts are integer minor units of their currency.
import { z } from 'zod'
import {
  FINANCE_GROUPINGS,
  FINANCE_PRESETS,
  PLATFORM_SELLER,
  RECEIPT_NUMBER_SEARCH,
} from '#shared/finances.ts'
import { STAFF_MESSAGES } from '#shared/staff-messages.ts'
import { acceptedDate, noNulCharacter, numberFromText, success } from './common.ts'
import { PAYMENT_METHODS, PAYMENT_PURPOSES } from './money.ts'

export {
  FINANCE_GROUPINGS,
  FINANCE_PRESETS,
  type FinanceGrouping,
  type FinancePreset,
  PLATFORM_SELLER,
} from '#shared/finances.ts'

const dateRange = <T extends { from?: string | undefined; to?: string | undefined }>(q: T) =>
  !q.from || !q.to || q.from <= q.to

export const financesQuery = z
  .object({
    /** Dates in the admin's time zone, both included; without both, `preset` (this year by default). */
    from: acceptedDate.optional(),
    to: acceptedDate.optional(),
    preset: z.enum(FINANCE_PRESETS).default('year'),
    group: z.enum(FINANCE_GROUPINGS).default('month'),
  })
  .refine(dateRange, { error: STAFF_MESSAGES.trainingDateRange, path: ['to'] })
export type FinancesQuery = z.input<typeof financesQuery>

const money = { currency: z.string(), amount: z.number().int(), count: z.number().int() }

export const finances = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.array(z.object(money)),
  /** 'YYYY-MM' buckets of the period, oldest first, only those with turnover. */
  months: z.array(z.object({ month: z.string(), ...money })),
  /** `trainerId` null: the platform (trainer-plan payments). */
  trainers: z.array(z.object({ trainerId: z.uuid().nullable(), name: z.string(), ...money })),
  purposes: z.array(z.object({ purpose: z.enum(PAYMENT_PURPOSES), ...money })),
})
export type Finances = z.infer<typeof finances>
export const financesResponse = success({ data: finances })

export const RECEIPTS_PAGE_SIZE = 30

export const adminReceiptsQuery = z
  .object({
    seller: z.union([z.literal(PLATFORM_SELLER), z.uuid({ error: 'must be a valid id' })]).optional(),
    from: acceptedDate.optional(),
    to: acceptedDate.optional(),
    /** The buyer's name or email, in part. */
    q: z.string().trim().max(100).refine(noNulCharacter).optional(),
    /** '2026-000042', or the sequence alone ('42'). */
    number: z.string().trim().regex(RECEIPT_NUMBER_SEARCH).optional(),
    page: numberFromText(z.number().int().min(1).max(10_000)).default(1),
  })
  .refine(dateRange, { error: STAFF_MESSAGES.trainingDateRange, path: ['to'] })
export type AdminReceiptsQuery = z.input<typeof adminReceiptsQuery>

export const adminReceipt = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  number: z.string(),
  issuedAt: z.string(),
  seller: z.object({ id: z.uuid().nullable(), name: z.string() }),
  buyer: z.object({ id: z.uuid().nullable(), name: z.string(), email: z.string().nullable() }),
  total: z.number().int(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** When the payment was refunded (decision 0038); the receipt stays, marked. */
  refundedAt: z.string().nullable(),
})
export type AdminReceipt = z.infer<typeof adminReceipt>

export const adminReceiptsResponse = success({
  data: z.array(adminReceipt),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every seller that has issued a receipt, for the seller filter. */
  sellers: z.array(z.object({ id: z.uuid().nullable(), name: z.string() })),
})
export type AdminReceipts = z.infer<typeof adminReceiptsResponse>
