// The seam for paying through a provider (decision 0028): Telegram invoices now, a web payment
// provider later, without touching bookings or subscriptions. A gateway makes the invoice for a
// pending payment and refunds a paid one; crediting a payment goes through `markPaid` (payments.ts),
// exactly once per provider charge id.
import { AppError } from '#server/app-error.ts'
import type { Executor } from '#server/db/client.ts'
import { MESSAGES } from '#shared/messages.ts'

export interface GatewayPayment {
  id: string
  payerId: string
  recipientId: string | null
  purpose: 'subscription' | 'single_training' | 'trainer_plan'
  amount: number
  currency: string
  description: string
}

export interface Invoice {
  /** What the payer opens to pay (a Telegram invoice link). */
  link: string
  /** The gateway's reference that comes back with the payment (Telegram: invoice_payload). */
  payload: string
}

export interface PaymentGateway {
  /** The payment method this gateway stands for in `payments.method`. */
  readonly method: 'telegram'
  /** Makes the invoice of a pending payment, inside the caller's transaction (it may store what it needs). */
  createInvoice(tx: Executor, payment: GatewayPayment): Promise<Invoice>
  /** Gives a paid payment's money back; the caller then records it as refunded. */
  refund(payment: GatewayPayment & { telegramPaymentChargeId: string | null }): Promise<void>
}

let configured: PaymentGateway | null = null

/** Installs (or removes, with null) the gateway; the Telegram payments work calls it at start. */
export function setPaymentGateway(gateway: PaymentGateway | null) {
  configured = gateway
}

/** The gateway, or null when none is configured (paying in Telegram is then refused with 422 not_allowed). */
export function paymentGateway(): PaymentGateway | null {
  return configured
}

/**
 * The gateway's invoice for a pending payment; a gateway that fails (Telegram unreachable) is a
 * 503 "try again", and the caller's transaction rolls back what it wrote (no half-made order).
 */
export async function invoiceFor(
  gateway: PaymentGateway,
  tx: Executor,
  payment: GatewayPayment,
): Promise<Invoice> {
  try {
    return await gateway.createInvoice(tx, payment)
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError(503, 'telegram_disabled', MESSAGES.telegramPaymentsUnavailable)
  }
}
