import { api, call } from '#client/platform/http/client.ts'
import { servicesResponse } from '#shared/api/catalogue.ts'
import {
  type BuyBody,
  buyResponse,
  type PaymentsQuery,
  type PlanBody,
  type PlanUpdateBody,
  paymentMethodsResponse,
  paymentResponse,
  paymentsResponse,
  planDetailsResponse,
  planResponse,
  plansResponse,
  type RefundBody,
  receiptResponse,
  subscriptionDetailsResponse,
  subscriptionsResponse,
  trainerPlansResponse,
} from '#shared/api/money.ts'
import type { Locale } from '#shared/locales.ts'

const id = (value: string) => encodeURIComponent(value)

/** The trainer's own services, to choose which ones a plan covers. */
export const fetchMyServices = () =>
  call(servicesResponse, () => api.get('trainer/services')).then((r) => r.data)
export const fetchTrainerPlans = () =>
  call(trainerPlansResponse, () => api.get('trainer/plans')).then((r) => r.data)
export const fetchTrainerPlan = (planId: string) =>
  call(planDetailsResponse, () => api.get(`trainer/plans/${id(planId)}`)).then((r) => r.data)
export const createPlan = (body: PlanBody) =>
  call(planResponse, () => api.post('trainer/plans', { json: body })).then((r) => r.data)
export const updatePlan = (planId: string, body: PlanUpdateBody) =>
  call(planResponse, () => api.patch(`trainer/plans/${id(planId)}`, { json: body })).then((r) => r.data)

export const fetchOfferedPlans = (
  filter: { trainerId?: string | undefined; planId?: string | undefined } = {},
) =>
  call(plansResponse, () =>
    api.get('plans', {
      searchParams: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >,
    }),
  ).then((r) => r.data)
export const buyPlan = (body: BuyBody) =>
  call(buyResponse, () => api.post('subscriptions', { json: body })).then((r) => r.data)
export const fetchMySubscriptions = (status?: 'active') =>
  call(subscriptionsResponse, () =>
    api.get('subscriptions', { searchParams: status ? { status } : {} }),
  ).then((r) => r.data)
export const fetchSubscription = (subscriptionId: string) =>
  call(subscriptionDetailsResponse, () => api.get(`subscriptions/${id(subscriptionId)}`)).then((r) => r.data)

export const fetchPayments = (query: PaymentsQuery = {}) =>
  call(paymentsResponse, () =>
    api.get('payments', {
      searchParams: Object.fromEntries(
        Object.entries(query).filter(([, v]) => v !== undefined) as [string, string | number][],
      ),
    }),
  ).then((r) => r.data)
export const fetchPayment = (paymentId: string) =>
  call(paymentResponse, () => api.get(`payments/${id(paymentId)}`)).then((r) => r.data)
/** Which ways of paying the server takes besides paying directly (Telegram invoices). */
export const fetchPaymentMethods = () =>
  call(paymentMethodsResponse, () => api.get('payments/methods')).then((r) => r.data)
export const confirmPayment = (paymentId: string) =>
  call(paymentResponse, () => api.post(`payments/${id(paymentId)}/confirm`)).then((r) => r.data)
export const refundPayment = (paymentId: string, body: RefundBody) =>
  call(paymentResponse, () => api.post(`payments/${id(paymentId)}/refund`, { json: body })).then(
    (r) => r.data,
  )
export const fetchReceipt = (paymentId: string) =>
  call(receiptResponse, () => api.get(`payments/${id(paymentId)}/receipt`)).then((r) => r.data)

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
