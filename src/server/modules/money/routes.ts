import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { queryRow } from '#server/db/typed-sql.ts'
import { withEffects } from '#server/effects/after-commit.ts'
import { authOf, requireAuth, requireTrainer } from '#server/http/authenticate.ts'
import { ok } from '#server/http/success.ts'
import { idParams } from '#shared/api/common.ts'
import {
  buyBody,
  buyResponse,
  paymentMethodsResponse,
  paymentResponse,
  paymentsQuery,
  paymentsResponse,
  planBody,
  planDetailsResponse,
  planResponse,
  plansQuery,
  plansResponse,
  planUpdateBody,
  receiptPdfQuery,
  receiptResponse,
  refundBody,
  SUBSCRIPTION_STATUSES,
  subscriptionDetailsResponse,
  subscriptionsResponse,
  trainerPlansResponse,
} from '#shared/api/money.ts'
import {
  cancelPendingPayment,
  confirmPayment,
  listPayments,
  paymentOf,
  refundPayment,
  telegramPaymentsOn,
} from './payments.ts'
import { createPlan, offeredPlans, trainerPlanDetails, trainerPlans, updatePlan } from './plans.ts'
import { formatMoney, receiptOfPayment, receiptPdf } from './receipts.ts'
import { buySubscription, mySubscriptions, subscriptionDetails } from './subscriptions.ts'

const tags = ['money']

/** Admins read any receipt (decision 0036). */
const isAdmin = (request: FastifyRequest) => authOf(request).roles.includes('admin')

const subscriptionsQuery = z.object({ status: z.enum(SUBSCRIPTION_STATUSES).optional() })

/** Who reads a receipt: their language and zone, and whether receipts go to their email. */
async function reader(app: FastifyInstance, userId: string) {
  const row = await queryRow(
    app.database.db,
    z.object({
      language: z.enum(['en', 'ru']).nullable(),
      time_zone: z.string(),
      email: z.string().nullable(),
      mail: z.boolean(),
    }),
    sql`select language::text as language, time_zone, email,
               (notify_email and email is not null and email_verified_at is not null) as mail
        from users where id = ${userId}`,
  )
  return {
    locale: row?.language ?? 'en',
    timeZone: row?.time_zone ?? 'UTC',
    email: row?.mail ? row.email : null,
  }
}

/** Mails the buyer the receipt of a payment just paid, when they take email notifications. */
export async function mailReceipt(app: FastifyInstance, payerId: string, paymentId: string) {
  try {
    const who = await reader(app, payerId)
    if (!who.email) return
    const receipt = await receiptOfPayment(app.database.db, payerId, paymentId)
    const pdf = await receiptPdf(receipt, who.locale, who.timeZone)
    const ru = who.locale === 'ru'
    const total = formatMoney(receipt.total, receipt.currency, who.locale)
    await app.mailer.send({
      to: who.email,
      subject: ru ? `Чек № ${receipt.number} — Trainly` : `Receipt ${receipt.number} — Trainly`,
      text: [
        ru ? `Чек № ${receipt.number}` : `Receipt ${receipt.number}`,
        `${ru ? 'Продавец' : 'Seller'}: ${receipt.seller.name}`,
        ...receipt.items.map((i) => `${i.title} × ${i.quantity}`),
        `${ru ? 'Итого' : 'Total'}: ${total}`,
        '',
        `${app.config.PUBLIC_URL}/payments?receipt=${paymentId}`,
      ].join('\n'),
      attachments: [{ filename: `receipt-${receipt.number}.pdf`, content: Buffer.from(pdf) }],
    })
  } catch (err) {
    app.log.error({ err, paymentId }, 'receipt mail failed')
  }
}

/**
 * Plans, subscriptions, payments and receipts (PRODUCT.md §6 "subscriptions", "payments"; decision
 * 0028). Login required; the trainer's calls need the trainer role, creating a plan an active
 * Trainly plan; every id is checked against the caller in the services (404 otherwise).
 */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId

  app.get(
    '/trainer/plans',
    { onRequest: [requireTrainer], schema: { tags, response: { 200: trainerPlansResponse } } },
    async (request) => ok(await trainerPlans(db, me(request))),
  )
  app.post(
    '/trainer/plans',
    {
      onRequest: [requireTrainer],
      schema: { tags, body: planBody, response: { 201: planResponse } },
    },
    async (request, reply) => reply.code(201).send(ok(await createPlan(db, me(request), request.body))),
  )
  app.get(
    '/trainer/plans/:id',
    {
      onRequest: [requireTrainer],
      schema: { tags, params: idParams, response: { 200: planDetailsResponse } },
    },
    async (request) => ok(await trainerPlanDetails(db, me(request), request.params.id)),
  )
  app.patch(
    '/trainer/plans/:id',
    {
      onRequest: [requireTrainer],
      schema: { tags, params: idParams, body: planUpdateBody, response: { 200: planResponse } },
    },
    async (request) => ok(await updatePlan(db, me(request), request.params.id, request.body)),
  )

  app.get(
    '/plans',
    { schema: { tags, querystring: plansQuery, response: { 200: plansResponse } } },
    async (request) => ok(await offeredPlans(db, me(request), request.query)),
  )

  app.post(
    '/subscriptions',
    { schema: { tags, body: buyBody, response: { 201: buyResponse } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(await withEffects(app, (changes) => buySubscription(db, me(request), request.body, changes))),
        ),
  )
  app.get(
    '/subscriptions',
    { schema: { tags, querystring: subscriptionsQuery, response: { 200: subscriptionsResponse } } },
    async (request) => ok(await mySubscriptions(db, me(request), request.query)),
  )
  app.get(
    '/subscriptions/:id',
    { schema: { tags, params: idParams, response: { 200: subscriptionDetailsResponse } } },
    async (request) => ok(await subscriptionDetails(db, me(request), request.params.id)),
  )

  app.get(
    '/payments',
    { schema: { tags, querystring: paymentsQuery, response: { 200: paymentsResponse } } },
    async (request) => ok(await listPayments(db, me(request), request.query)),
  )
  app.get('/payments/methods', { schema: { tags, response: { 200: paymentMethodsResponse } } }, async () =>
    ok({ telegram: telegramPaymentsOn() }),
  )
  app.get(
    '/payments/:id',
    { schema: { tags, params: idParams, response: { 200: paymentResponse } } },
    async (request) => ok(await paymentOf(db, me(request), request.params.id)),
  )
  app.post(
    '/payments/:id/confirm',
    { onRequest: [requireTrainer], schema: { tags, params: idParams, response: { 200: paymentResponse } } },
    async (request) => {
      const wasPaid = await confirmPayment(db, authOf(request), request.params.id)
      if (wasPaid.justPaid) await mailReceipt(app, wasPaid.payment.payer.id, wasPaid.payment.id)
      return ok(wasPaid.payment)
    },
  )
  // Either party calls off a package reserved to pay directly, before it is paid.
  app.post(
    '/payments/:id/cancel',
    { schema: { tags, params: idParams, response: { 200: paymentResponse } } },
    async (request) =>
      ok(
        await withEffects(app, (changes) =>
          cancelPendingPayment(db, authOf(request), request.params.id, changes),
        ),
      ),
  )
  app.post(
    '/payments/:id/refund',
    {
      onRequest: [requireTrainer],
      schema: { tags, params: idParams, body: refundBody, response: { 200: paymentResponse } },
    },
    async (request) => {
      const refunded = await withEffects(app, (changes) =>
        refundPayment(db, authOf(request), request.params.id, request.body.reason, changes),
      )
      return ok(refunded.payment)
    },
  )
  app.get(
    '/payments/:id/receipt',
    { schema: { tags, params: idParams, response: { 200: receiptResponse } } },
    async (request) => ok(await receiptOfPayment(db, me(request), request.params.id, isAdmin(request))),
  )
  app.get(
    '/payments/:id/receipt.pdf',
    { schema: { tags, params: idParams, querystring: receiptPdfQuery } },
    async (request, reply) => {
      const receipt = await receiptOfPayment(db, me(request), request.params.id, isAdmin(request))
      const who = await reader(app, me(request))
      // In the language of the page it was downloaded from: a reader without a language setting
      // sees the app in their browser's language, and their receipt should be in it too.
      const pdf = await receiptPdf(receipt, request.query.lang ?? who.locale, who.timeZone)
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${receipt.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf))
    },
  )
}
