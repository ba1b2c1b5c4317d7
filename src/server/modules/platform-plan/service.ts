// The trainer's own Trainly plan (PRODUCT.md §2 "Trainer plan", decision 0029): the trial from
// approval, then Pro for 30 days at a time, sold by the platform inside Telegram in Stars as a
// Stars subscription; and the admin's Pro price.
import { randomUUID } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { payments, platformSettings, trainerPlans, users } from '#server/db/schema.ts'
import { queryRow } from '#server/db/typed-sql.ts'
import { STARS_CURRENCY, type Telegram } from '#server/integrations/telegram.ts'
import { recordAudit } from '#server/modules/audit/index.ts'
import type {
  PlatformPlan,
  PlatformPlanPayment,
  PlatformSettings,
  PlatformSettingsBody,
} from '#shared/api/platform-plan.ts'
import { TELEGRAM_START_PARAM } from '#shared/api/telegram-start-param.ts'
import type { Currency } from '#shared/catalogue.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'

/** Pro is sold for Telegram's Stars subscription period. */
export const PRO_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000
/** Invoice payloads of the trainer plan: `tp:<payment id>`. */
export const PLAN_PAYLOAD_PREFIX = 'tp:'
/** The start parameter that opens the Mini App on /trainer-subscription. */
export const PLAN_START_PARAM = TELEGRAM_START_PARAM.plan
const HISTORY_SIZE = 50

export async function readSettings(db: Executor): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1))
  if (row) {
    return {
      proPriceStars: row.proPriceStars,
      proPrice: row.proPrice,
      proCurrency: row.proCurrency,
      updatedAt: row.updatedAt.toISOString(),
    }
  }
  // The migration makes the row; a database without it answers the column defaults.
  return { proPriceStars: 500, proPrice: 99000, proCurrency: 'RUB', updatedAt: null }
}

/** The admin sets the Pro price; audited in the same transaction (decision 0025). */
export async function updateSettings(
  db: Db,
  adminId: string,
  body: PlatformSettingsBody,
): Promise<PlatformSettings> {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx)
    await tx
      .insert(platformSettings)
      .values({ id: 1, ...body, proCurrency: body.proCurrency as Currency, updatedBy: adminId })
      .onConflictDoUpdate({
        target: platformSettings.id,
        set: {
          ...body,
          proCurrency: body.proCurrency as Currency,
          updatedBy: adminId,
          updatedAt: clock.now(),
        },
      })
    const after = await readSettings(tx)
    await recordAudit(tx, {
      actorId: adminId,
      action: 'platform_settings_updated',
      target: { type: 'platform_settings', id: 'pro', label: 'Pro' },
      before: {
        proPriceStars: before.proPriceStars,
        proPrice: before.proPrice,
        proCurrency: before.proCurrency,
      },
      after: { proPriceStars: after.proPriceStars, proPrice: after.proPrice, proCurrency: after.proCurrency },
    })
    return after
  })
}

type PaymentRow = typeof payments.$inferSelect

function planPaymentOf(row: PaymentRow): PlatformPlanPayment {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    days: row.planDays ?? PRO_DAYS,
    renewal: row.invoicePayload === null && row.method === 'telegram',
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  }
}

export async function planOf(
  db: Db,
  telegram: Pick<Telegram, 'enabled' | 'startAppLink'>,
  trainerId: string,
): Promise<PlatformPlan> {
  const [plan] = await db.select().from(trainerPlans).where(eq(trainerPlans.userId, trainerId))
  const history = await db
    .select()
    .from(payments)
    .where(and(eq(payments.payerId, trainerId), eq(payments.purpose, 'trainer_plan')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(HISTORY_SIZE)
  const settings = await readSettings(db)
  const now = clock.nowMs()
  const until = plan?.validUntil.getTime()
  const active = until !== undefined && until > now
  const telegramLink = telegram.enabled
    ? await telegram.startAppLink(PLAN_START_PARAM).catch(() => null)
    : null
  return {
    kind: plan?.kind ?? null,
    active,
    validFrom: plan?.validFrom.toISOString() ?? null,
    validUntil: plan?.validUntil.toISOString() ?? null,
    daysLeft: active ? Math.ceil((until - now) / DAY_MS) : 0,
    priceStars: settings.proPriceStars,
    telegramPayments: telegram.enabled,
    telegramLink,
    renewing: active && plan?.telegramSubscriptionChargeId != null,
    history: history.map(planPaymentOf),
  }
}

/**
 * Pay or renew Pro inside Telegram: a pending payment in Stars at today's price and a Stars
 * subscription invoice for it (renewed by Telegram every 30 days). An earlier unpaid invoice of
 * the trainer's is cancelled: only the newest can be paid.
 */
export async function startProPayment(
  db: Db,
  telegram: Pick<Telegram, 'enabled' | 'createInvoiceLink'>,
  trainerId: string,
  locale: 'en' | 'ru',
): Promise<{ payment: PlatformPlanPayment; invoiceLink: string }> {
  if (!telegram.enabled) {
    throw new AppError(503, 'telegram_disabled', MESSAGES.telegramPaymentsUnavailable)
  }
  // Telegram renews a paid Pro by itself: a second subscription invoice would charge twice a month.
  const [current] = await db.select().from(trainerPlans).where(eq(trainerPlans.userId, trainerId))
  if (
    current &&
    current.validUntil.getTime() > clock.nowMs() &&
    current.telegramSubscriptionChargeId != null
  ) {
    throw AppError.conflict('plan_renewing', MESSAGES.planRenewing)
  }
  const settings = await readSettings(db)
  const id = randomUUID()
  const payload = `${PLAN_PAYLOAD_PREFIX}${id}`
  const text = PLAN_TEXTS[locale]
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'cancelled', cancelledAt: clock.now(), updatedAt: clock.now() })
      .where(
        and(
          eq(payments.payerId, trainerId),
          eq(payments.purpose, 'trainer_plan'),
          eq(payments.status, 'pending'),
        ),
      )
    await tx.insert(payments).values({
      id,
      payerId: trainerId,
      recipientId: null,
      purpose: 'trainer_plan',
      amount: settings.proPriceStars,
      currency: STARS_CURRENCY,
      method: 'telegram',
      status: 'pending',
      description: text.title,
      planDays: PRO_DAYS,
      invoicePayload: payload,
    })
  })
  let invoiceLink: string
  try {
    invoiceLink = await telegram.createInvoiceLink({
      title: text.title,
      description: text.description,
      payload,
      currency: STARS_CURRENCY,
      amount: settings.proPriceStars,
      label: text.title,
      subscription: true,
    })
  } catch {
    await db
      .update(payments)
      .set({ status: 'cancelled', cancelledAt: clock.now(), updatedAt: clock.now() })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    throw new AppError(503, 'telegram_unavailable', MESSAGES.telegramUnavailable)
  }
  const [row] = await db
    .update(payments)
    .set({ invoiceLink, updatedAt: clock.now() })
    .where(eq(payments.id, id))
    .returning()
  return { payment: planPaymentOf(row!), invoiceLink }
}

const PLAN_TEXTS = {
  en: { title: 'Trainly Pro', description: 'Trainly Pro for trainers: 30 days, renewed monthly in Stars' },
  ru: {
    title: 'Trainly Pro',
    description: 'Trainly Pro для тренеров: 30 дней, продлевается ежемесячно в Stars',
  },
} as const

/**
 * Pro paid for `days` more: from the end of the current plan (trial or Pro) if it has not ended,
 * else from now; a Stars subscription's own end is taken when it is later. In the caller's
 * transaction, after the payment row is marked paid.
 */
export async function extendPro(
  tx: Executor,
  trainerId: string,
  days: number,
  options: { subscriptionChargeId?: string | null; paidUntil?: Date | null },
) {
  const now = clock.now()
  const [current] = await tx
    .select()
    .from(trainerPlans)
    .where(eq(trainerPlans.userId, trainerId))
    .for('update')
  const from = current && current.validUntil > now ? current.validUntil : now
  let until = new Date(from.getTime() + days * DAY_MS)
  if (options.paidUntil && options.paidUntil > until) until = options.paidUntil
  const subscription =
    options.subscriptionChargeId !== undefined
      ? { telegramSubscriptionChargeId: options.subscriptionChargeId }
      : {}
  if (!current) {
    await tx.insert(trainerPlans).values({
      userId: trainerId,
      kind: 'pro',
      validFrom: now,
      validUntil: until,
      ...subscription,
    })
    return
  }
  await tx
    .update(trainerPlans)
    .set({
      kind: 'pro',
      // A plan that had ended starts again now; a running one keeps its start.
      ...(current.validUntil > now ? {} : { validFrom: now }),
      validUntil: until,
      expiryNotifiedAt: null,
      ...subscription,
      updatedAt: now,
    })
    .where(eq(trainerPlans.userId, trainerId))
}

/** A refunded Pro payment takes its days back (never before now); the Stars subscription stops renewing. */
export async function shortenPro(tx: Executor, trainerId: string, days: number) {
  const now = clock.now()
  await tx
    .update(trainerPlans)
    .set({
      validUntil: sql`greatest(${trainerPlans.validUntil} - make_interval(days => ${days}), ${now.toISOString()}::timestamptz)`,
      telegramSubscriptionChargeId: null,
      updatedAt: now,
    })
    .where(and(eq(trainerPlans.userId, trainerId), eq(trainerPlans.kind, 'pro')))
}

/** The Telegram account of a user, for checking who pays. */
export async function telegramIdOf(db: Executor, userId: string): Promise<number | null> {
  const row = await queryRow(
    db,
    z.object({ telegram_id: z.coerce.number().nullable() }),
    sql`select ${users.telegramId} as telegram_id from ${users} where ${users.id} = ${userId}`,
  )
  return row?.telegram_id ?? null
}
