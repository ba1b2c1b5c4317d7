// The trainer's own Trainly plan (PRODUCT.md §2 "Trainer plan", decision 0029): trial, then Pro
// monthly, paid inside Telegram in Stars as a Stars subscription. And the admin's Pro price.
import { z } from 'zod'
import { CURRENCIES } from '#shared/catalogue.ts'
import { MESSAGES } from '#shared/messages.ts'
import { success } from './common.ts'

export const TRAINER_PLAN_KINDS = ['trial', 'pro'] as const
export const PLAN_PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const

/** One payment for the trainer plan, newest first in the history. */
export const platformPlanPayment = z.object({
  id: z.string(),
  status: z.enum(PLAN_PAYMENT_STATUSES),
  /** Minor units of `currency`; whole Stars for XTR. */
  amount: z.number().int(),
  currency: z.string(),
  days: z.number().int(),
  /** A Stars subscription's automatic renewal rather than a payment the trainer made. */
  renewal: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
})
export type PlatformPlanPayment = z.infer<typeof platformPlanPayment>

export const platformPlan = z.object({
  /** null: the account never had a plan (not an approved trainer). */
  kind: z.enum(TRAINER_PLAN_KINDS).nullable(),
  active: z.boolean(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** Whole days until the end (0 when it has ended). */
  daysLeft: z.number().int(),
  /** The Pro price in Telegram Stars for 30 days (the admin's setting). */
  priceStars: z.number().int(),
  /** Inside Telegram the plan is paid in Stars; false when this server has no bot. */
  telegramPayments: z.boolean(),
  /** For a browser: opens the Mini App on this page inside Telegram (null without a bot). */
  telegramLink: z.string().nullable(),
  /** A Stars subscription is running: Telegram renews it every 30 days. */
  renewing: z.boolean(),
  history: z.array(platformPlanPayment),
})
export type PlatformPlan = z.infer<typeof platformPlan>

export const platformPlanResponse = success({ plan: platformPlan })

/** Pay or renew: inside Telegram only (the platform sells it in Stars). */
export const platformPlanPayBody = z.object({ payWith: z.literal('telegram') })
export type PlatformPlanPayBody = z.infer<typeof platformPlanPayBody>

export const platformPlanPayResponse = success({
  payment: platformPlanPayment,
  /** The invoice link for the Mini App's openInvoice. */
  invoiceLink: z.string(),
})

// ---- the admin's Pro price -------------------------------------------------------------------

export const PRO_PRICE_STARS_MAX = 100_000
export const PRO_PRICE_MAX = 100_000_000

export const platformSettings = z.object({
  /** Pro for 30 days in Telegram Stars (inside Telegram). */
  proPriceStars: z.number().int(),
  /** Pro for 30 days in minor units of proCurrency (shown as its value outside Stars). */
  proPrice: z.number().int(),
  proCurrency: z.enum(CURRENCIES),
  updatedAt: z.string().nullable(),
})
export type PlatformSettings = z.infer<typeof platformSettings>

export const platformSettingsResponse = success({ settings: platformSettings })

export const platformSettingsBody = z.object({
  proPriceStars: z
    .number({ error: MESSAGES.proPriceStarsInvalid })
    .int({ error: MESSAGES.proPriceStarsInvalid })
    .min(1, { error: MESSAGES.proPriceStarsInvalid })
    .max(PRO_PRICE_STARS_MAX, { error: MESSAGES.proPriceStarsInvalid }),
  proPrice: z
    .number({ error: MESSAGES.proPriceInvalid })
    .int({ error: MESSAGES.proPriceInvalid })
    .min(0, { error: MESSAGES.proPriceInvalid })
    .max(PRO_PRICE_MAX, { error: MESSAGES.proPriceInvalid }),
  proCurrency: z.enum(CURRENCIES, { error: `must be one of ${CURRENCIES.join(', ')}` }),
})
export type PlatformSettingsBody = z.infer<typeof platformSettingsBody>
