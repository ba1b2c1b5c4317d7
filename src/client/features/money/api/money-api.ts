import { answerSchema, api, call } from '#client/platform/http/client.ts'
import type { BuyBody, PaymentsQuery, PlanBody, PlanUpdateBody, RefundBody } from '#shared/api/money.ts'
import type { Locale } from '#shared/locales.ts'

// The answers' schemas are loaded only where answers are checked (decision 0051): a trainer's
// profile offers plans, and its first load then needs no zod for them.
const moneySchemas = () => import('#shared/api/money.ts')
const catalogueSchemas = () => import('#shared/api/catalogue.ts')

const id = (value: string) => encodeURIComponent(value)

/** The trainer's own services, to choose which ones a plan covers. */
export const fetchMyServices = () =>
  call(answerSchema(catalogueSchemas, 'servicesResponse'), () => api.get('trainer/services')).then(
    (r) => r.data,
  )
export const fetchTrainerPlans = () =>
  call(answerSchema(moneySchemas, 'trainerPlansResponse'), () => api.get('trainer/plans')).then((r) => r.data)
export const fetchTrainerPlan = (planId: string) =>
  call(answerSchema(moneySchemas, 'planDetailsResponse'), () => api.get(`trainer/plans/${id(planId)}`)).then(
    (r) => r.data,
  )
export const createPlan = (body: PlanBody) =>
  call(answerSchema(moneySchemas, 'planResponse'), () => api.post('trainer/plans', { json: body })).then(
    (r) => r.data,
  )
export const updatePlan = (planId: string, body: PlanUpdateBody) =>
  call(answerSchema(moneySchemas, 'planResponse'), () =>
    api.patch(`trainer/plans/${id(planId)}`, { json: body }),
  ).then((r) => r.data)

export const fetchOfferedPlans = (
  filter: { trainerId?: string | undefined; planId?: string | undefined } = {},
) =>
  call(answerSchema(moneySchemas, 'plansResponse'), () =>
    api.get('plans', {
      searchParams: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >,
    }),
  ).then((r) => r.data)
export const buyPlan = (body: BuyBody) =>
  call(answerSchema(moneySchemas, 'buyResponse'), () => api.post('subscriptions', { json: body })).then(
    (r) => r.data,
  )
export const fetchMySubscriptions = (status?: 'active') =>
  call(answerSchema(moneySchemas, 'subscriptionsResponse'), () =>
    api.get('subscriptions', { searchParams: status ? { status } : {} }),
  ).then((r) => r.data)
export const fetchSubscription = (subscriptionId: string) =>
  call(answerSchema(moneySchemas, 'subscriptionDetailsResponse'), () =>
    api.get(`subscriptions/${id(subscriptionId)}`),
  ).then((r) => r.data)

export const fetchPayments = (query: PaymentsQuery = {}) =>
  call(answerSchema(moneySchemas, 'paymentsResponse'), () =>
    api.get('payments', {
      searchParams: Object.fromEntries(
        Object.entries(query).filter(([, v]) => v !== undefined) as [string, string | number][],
      ),
    }),
  ).then((r) => r.data)
export const fetchPayment = (paymentId: string) =>
  call(answerSchema(moneySchemas, 'paymentResponse'), () => api.get(`payments/${id(paymentId)}`)).then(
    (r) => r.data,
  )
/** Which ways of paying the server takes besides paying directly (Telegram invoices). */
export const fetchPaymentMethods = () =>
  call(answerSchema(moneySchemas, 'paymentMethodsResponse'), () => api.get('payments/methods')).then(
    (r) => r.data,
  )
export const confirmPayment = (paymentId: string) =>
  call(answerSchema(moneySchemas, 'paymentResponse'), () =>
    api.post(`payments/${id(paymentId)}/confirm`),
  ).then((r) => r.data)
/** Calls off a package reserved to pay directly, before it is paid (either party). */
export const cancelPendingPayment = (paymentId: string) =>
  call(answerSchema(moneySchemas, 'paymentResponse'), () =>
    api.post(`payments/${id(paymentId)}/cancel`),
  ).then((r) => r.data)
export const refundPayment = (paymentId: string, body: RefundBody) =>
  call(answerSchema(moneySchemas, 'paymentResponse'), () =>
    api.post(`payments/${id(paymentId)}/refund`, { json: body }),
  ).then((r) => r.data)
export const fetchReceipt = (paymentId: string) =>
  call(answerSchema(moneySchemas, 'receiptResponse'), () =>
    api.get(`payments/${id(paymentId)}/receipt`),
  ).then((r) => r.data)

/** Downloads the receipt's PDF (made by the server) with the caller's token. */
export async function downloadReceiptPdf(paymentId: string, fileName: string, lang: Locale) {
  const blob = await (await api.get(`payments/${id(paymentId)}/receipt.pdf?lang=${lang}`)).blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}
