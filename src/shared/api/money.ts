// Money (PRODUCT.md §2 "Subscription plan", "Payment"; §6 "subscriptions", "payments";
// decision 0028): trainers' plans, students' subscriptions and their usage, payments, receipts.
import { z } from 'zod'
import { CURRENCIES, LEGAL_STATUSES, SPECIALIZATIONS } from '#shared/catalogue.ts'
import { LOCALES } from '#shared/locales.ts'

export { LEGAL_STATUSES, type LegalStatus } from '#shared/catalogue.ts'

import { MESSAGES } from '#shared/messages.ts'
import { money, text } from './catalogue.ts'
import { numberFromText, success, uuid } from './common.ts'

export const PLAN_COVERAGES = ['all', 'specializations', 'services'] as const
export type PlanCoverage = (typeof PLAN_COVERAGES)[number]
export const SUBSCRIPTION_STATUSES = ['pending_payment', 'active', 'expired', 'used_up', 'cancelled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]
export const PAYMENT_PURPOSES = ['subscription', 'single_training', 'trainer_plan'] as const
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number]
export const PAYMENT_METHODS = ['telegram', 'direct'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** The error codes of the money calls. */
export const MONEY_ERRORS = {
  notAllowed: 'not_allowed',
  planArchived: 'plan_archived',
  notPending: 'payment_not_pending',
  subscriptionUnusable: 'subscription_unusable',
  notPaid: 'payment_not_paid',
  refundUnavailable: 'refund_unavailable',
} as const

const person = z.object({ id: z.uuid(), name: z.string() })

// ---- Plans (trainer) ---------------------------------------------------------------------

const planFields = {
  title: text(120).pipe(z.string().min(1, { error: MESSAGES.planTitleRequired })),
  description: text(1000).default(''),
  /** null = unlimited sessions within the validity. */
  sessionsCount: z
    .number({ error: MESSAGES.planSessionsInvalid })
    .int({ error: MESSAGES.planSessionsInvalid })
    .min(1, { error: MESSAGES.planSessionsInvalid })
    .max(1000, { error: MESSAGES.planSessionsInvalid })
    .nullable(),
  validityDays: z
    .number({ error: MESSAGES.planValidityInvalid })
    .int({ error: MESSAGES.planValidityInvalid })
    .min(1, { error: MESSAGES.planValidityInvalid })
    .max(3660, { error: MESSAGES.planValidityInvalid }),
  price: money,
  currency: z.enum(CURRENCIES),
  coverage: z.enum(PLAN_COVERAGES).default('all'),
  specializations: z.array(z.enum(SPECIALIZATIONS)).max(SPECIALIZATIONS.length).default([]),
  serviceIds: z.array(uuid).max(50).default([]),
  active: z.boolean().default(true),
}

const coverageFilled = (v: {
  coverage?: PlanCoverage
  specializations?: unknown[]
  serviceIds?: unknown[]
}) =>
  (v.coverage !== 'specializations' || (v.specializations?.length ?? 0) > 0) &&
  (v.coverage !== 'services' || (v.serviceIds?.length ?? 0) > 0)

export const planBody = z
  .object(planFields)
  .refine(coverageFilled, { error: MESSAGES.planCoverageEmpty, path: ['coverage'] })
export type PlanBody = z.input<typeof planBody>

export const planUpdateBody = z
  .object({
    title: planFields.title.optional(),
    description: text(1000).optional(),
    sessionsCount: planFields.sessionsCount.optional(),
    validityDays: planFields.validityDays.optional(),
    price: money.optional(),
    currency: z.enum(CURRENCIES).optional(),
    coverage: z.enum(PLAN_COVERAGES).optional(),
    specializations: planFields.specializations.unwrap().optional(),
    serviceIds: planFields.serviceIds.unwrap().optional(),
    active: z.boolean().optional(),
    /** true archives the plan: no longer sold nor editable; holders keep what they bought. */
    archived: z.literal(true).optional(),
  })
  .refine(coverageFilled, { error: MESSAGES.planCoverageEmpty, path: ['coverage'] })
export type PlanUpdateBody = z.input<typeof planUpdateBody>

export const plan = z.object({
  id: z.uuid(),
  trainer: person,
  title: z.string(),
  description: z.string(),
  sessionsCount: z.number().int().nullable(),
  validityDays: z.number().int(),
  price: z.number().int(),
  currency: z.enum(CURRENCIES),
  coverage: z.enum(PLAN_COVERAGES),
  specializations: z.array(z.enum(SPECIALIZATIONS)),
  serviceIds: z.array(z.uuid()),
  active: z.boolean(),
  archived: z.boolean(),
  createdAt: z.iso.datetime(),
})
export type Plan = z.infer<typeof plan>
export const planResponse = success({ data: plan })
export const plansResponse = success({ data: z.array(plan) })

/** A plan in the trainer's list: with its holders now and what it has earned. */
export const trainerPlanSummary = plan.extend({
  activeHolders: z.number().int(),
  holders: z.number().int(),
  /** Paid payments for the plan, per currency, in minor units. */
  income: z.number().int(),
})
export type TrainerPlanSummary = z.infer<typeof trainerPlanSummary>
export const trainerPlansResponse = success({ data: z.array(trainerPlanSummary) })

// ---- Subscriptions ------------------------------------------------------------------------

export const subscription = z.object({
  id: z.uuid(),
  planId: z.uuid().nullable(),
  student: person,
  trainer: person,
  title: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** null = unlimited. */
  sessionsTotal: z.number().int().nullable(),
  sessionsUsed: z.number().int(),
  validityDays: z.number().int(),
  validFrom: z.iso.datetime().nullable(),
  validUntil: z.iso.datetime().nullable(),
  price: z.number().int(),
  currency: z.enum(CURRENCIES),
  coverage: z.enum(PLAN_COVERAGES),
  specializations: z.array(z.enum(SPECIALIZATIONS)),
  serviceIds: z.array(z.uuid()),
  createdAt: z.iso.datetime(),
  /** The payment that buys it (the latest). */
  paymentId: z.uuid().nullable(),
})
export type Subscription = z.infer<typeof subscription>

export const subscriptionUsage = z.object({
  bookingId: z.uuid(),
  trainingId: z.uuid(),
  trainingTitle: z.string(),
  startsAt: z.iso.datetime(),
  spentAt: z.iso.datetime(),
  returnedAt: z.iso.datetime().nullable(),
})
export type SubscriptionUsage = z.infer<typeof subscriptionUsage>

export const subscriptionDetails = subscription.extend({ usage: z.array(subscriptionUsage) })
export type SubscriptionDetails = z.infer<typeof subscriptionDetails>
export const subscriptionsResponse = success({ data: z.array(subscription) })
export const subscriptionDetailsResponse = success({ data: subscriptionDetails })

export const planDetails = trainerPlanSummary.extend({ subscriptions: z.array(subscription) })
export type PlanDetails = z.infer<typeof planDetails>
export const planDetailsResponse = success({ data: planDetails })

/** On offer to me; `trainerId`: one trainer's (their profile); `planId`: that plan if on sale (checkout). */
export const plansQuery = z.object({ trainerId: uuid.optional(), planId: uuid.optional() })

export const buyBody = z.object({ planId: uuid, payWith: z.enum(PAYMENT_METHODS) })
export type BuyBody = z.input<typeof buyBody>

// ---- Payments -----------------------------------------------------------------------------

export const payment = z.object({
  id: z.uuid(),
  payer: person,
  /** null = the platform. */
  recipient: person.nullable(),
  purpose: z.enum(PAYMENT_PURPOSES),
  amount: z.number().int(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  description: z.string(),
  subscriptionId: z.uuid().nullable(),
  bookingId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  receiptId: z.uuid().nullable(),
  /** A pending Telegram payment's invoice link, to its payer (for openInvoice); null otherwise. */
  invoiceLink: z.string().nullable(),
  /** When its recipient gave the money back (status `refunded`), and why. */
  refundedAt: z.iso.datetime().nullable(),
  refundReason: z.string().nullable(),
  /**
   * Paid for a training whose booking was then cancelled or declined, not late (decision 0038:
   * refunds are the recipient's to give): the trainer owes it back, and both sides see so.
   */
  refundDue: z.boolean(),
})
export type Payment = z.infer<typeof payment>

/** `POST /api/payments/{id}/refund` (decision 0038): the recipient gives a paid payment's money back. */
export const refundBody = z.object({ reason: text(500).default('') })
export type RefundBody = z.input<typeof refundBody>
export const paymentResponse = success({ data: payment })

/** GET /api/payments/methods: which ways of paying this server takes besides paying directly. */
export const paymentMethodsResponse = success({
  data: z.object({
    /** Invoices in Telegram through the payment provider (TELEGRAM_PROVIDER_TOKEN is set). */
    telegram: z.boolean(),
  }),
})
export type PaymentMethods = z.infer<typeof paymentMethodsResponse>['data']

export const buyResponse = success({ data: z.object({ subscription, payment }) })

export const PAYMENT_ROLES = ['payer', 'recipient'] as const
export type PaymentRole = (typeof PAYMENT_ROLES)[number]

export const paymentsQuery = z.object({
  role: z.enum(PAYMENT_ROLES).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  cursor: z.string().max(300).optional(),
  limit: numberFromText(z.number().int().min(1).max(100)).default(30),
})
export type PaymentsQuery = z.input<typeof paymentsQuery>

/** Paid income of one calendar month (the recipient's zone), per currency. */
export const monthTotal = z.object({ month: z.string(), currency: z.string(), total: z.number().int() })
export type MonthTotal = z.infer<typeof monthTotal>

export const paymentsResponse = success({
  data: z.object({
    items: z.array(payment),
    nextCursor: z.string().nullable(),
    /** role=recipient: paid income by month, newest first (12 months). */
    months: z.array(monthTotal),
  }),
})

// ---- Receipts -----------------------------------------------------------------------------

export const receiptItem = z.object({
  title: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
})

export const receipt = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  /** "2026-000042": the year and the seller's sequential number. */
  number: z.string(),
  year: z.number().int(),
  sequence: z.number().int(),
  issuedAt: z.iso.datetime(),
  seller: z.object({
    /** null = the platform. */
    id: z.uuid().nullable(),
    name: z.string(),
    legalStatus: z.enum(LEGAL_STATUSES).nullable(),
    taxId: z.string().nullable(),
    legalName: z.string().nullable(),
  }),
  buyer: z.object({ id: z.uuid().nullable(), name: z.string(), email: z.string().nullable() }),
  items: z.array(receiptItem),
  total: z.number().int(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** The payment was refunded after the receipt was issued (decision 0038). */
  refund: z.object({ refundedAt: z.iso.datetime(), reason: z.string().nullable() }).nullable(),
})
export type Receipt = z.infer<typeof receipt>
export const receiptResponse = success({ data: receipt })

/** `GET /payments/{id}/receipt.pdf?lang=`: the language the reader sees (else their setting). */
export const receiptPdfQuery = z.object({ lang: z.enum(LOCALES).optional() })

/** The display number of a receipt. */
export const receiptNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(6, '0')}`
