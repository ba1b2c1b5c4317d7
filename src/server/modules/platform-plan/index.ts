// What other modules use of the trainer plan and the Telegram gateway (decision 0029).

export { planRemindersQueue, sendPlanExpiryReminders } from './reminders.ts'
export { extendPro, PRO_DAYS, readSettings } from './service.ts'
export {
  type PurposeHooks,
  REFUSALS,
  type RefundOutcome,
  refundTelegramPayment,
} from './telegram-gateway.ts'
