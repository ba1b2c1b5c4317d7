// What other modules may use of money (decision 0028): paying a booking with a subscription or
// directly and giving it back, the subscriptions' daily job, and the seam for payment gateways
// (Telegram invoices) with the one way to credit a payment.
export {
  type GatewayPayment,
  type Invoice,
  type PaymentGateway,
  paymentGateway,
  setPaymentGateway,
} from './gateway.ts'
export {
  cancelBookingPayments,
  cancelLapsedInvoice,
  createBookingPayment,
  lapsedInvoiceHolds,
  markPaid,
  renewInvoiceHold,
  telegramPaymentsOn,
} from './payments.ts'
export { createPlan } from './plans.ts'
export { mailReceipt } from './routes.ts'
export {
  buySubscription,
  expireSubscriptions,
  lockSubscriptionFor,
  returnSession,
  returnSessionsOfTraining,
  spendSession,
} from './subscriptions.ts'
