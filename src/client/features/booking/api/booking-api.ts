import { answerSchema, api, call } from '#client/platform/http/client.ts'
import type { CreateBookingBody, JoinWaitlistBody } from '#shared/api/booking.ts'

// The schedule's screens import these calls, and the schedule draws from the device first: the
// API's schemas (zod under them) load with the first answer that needs them, not with the
// schedule's first paint (decision 0027; offline first paint, decision 0045).
const bookingSchemas = () => import('#shared/api/booking.ts')
const commonSchemas = () => import('#shared/api/common.ts')
const moneySchemas = () => import('#shared/api/money.ts')
const trainingSchemas = () => import('#shared/api/trainings.ts')

const id = (value: string) => encodeURIComponent(value)

/** The trainer's bookable trainings; by default the next 14 days (the server's default). */
export function fetchSlots(trainerId: string) {
  return call(answerSchema(trainingSchemas, 'slotsResponse'), () =>
    api.get(`trainers/${id(trainerId)}/slots`),
  ).then((r) => r.data)
}

export function fetchTraining(trainingId: string) {
  return call(answerSchema(trainingSchemas, 'trainingResponse'), () =>
    api.get(`trainings/${id(trainingId)}`),
  ).then((r) => r.data)
}

export function createBooking(body: CreateBookingBody) {
  return call(answerSchema(bookingSchemas, 'bookingResponse'), () =>
    api.post('bookings', { json: body }),
  ).then((r) => r.data)
}

export function cancelBooking(bookingId: string, reason = '') {
  return call(answerSchema(bookingSchemas, 'bookingResponse'), () =>
    api.post(`bookings/${id(bookingId)}/cancel`, { json: { reason } }),
  ).then((r) => r.data)
}

export function markAttendance(bookingId: string, attended: boolean) {
  return call(answerSchema(bookingSchemas, 'attendanceResponse'), () =>
    api.post(`bookings/${id(bookingId)}/attendance`, { json: { attended } }),
  ).then((r) => r.data)
}

export function joinWaitlist(trainingId: string, body: JoinWaitlistBody) {
  return call(answerSchema(bookingSchemas, 'waitlistResponse'), () =>
    api.post(`trainings/${id(trainingId)}/waitlist`, { json: body }),
  ).then((r) => r.data)
}

export function leaveWaitlist(trainingId: string) {
  return call(answerSchema(commonSchemas, 'successMessage'), () =>
    api.delete(`trainings/${id(trainingId)}/waitlist`),
  )
}

export function cancelTraining(trainingId: string, reason: string) {
  return call(answerSchema(trainingSchemas, 'trainingResponse'), () =>
    api.post(`trainings/${id(trainingId)}/cancel`, { json: { reason } }),
  ).then((r) => r.data)
}

/** The caller's active subscriptions, to offer paying with one that fits (decision 0028). */
export function fetchActiveSubscriptions() {
  return call(answerSchema(moneySchemas, 'subscriptionsResponse'), () =>
    api.get('subscriptions', { searchParams: { status: 'active' } }),
  ).then((r) => r.data)
}

/** Which ways of paying the server takes besides paying directly (Telegram invoices). */
export function fetchPaymentMethods() {
  return call(answerSchema(moneySchemas, 'paymentMethodsResponse'), () => api.get('payments/methods')).then(
    (r) => r.data,
  )
}

/** One of my payments: followed after its invoice is paid, until the server has it. */
export function fetchPayment(paymentId: string) {
  return call(answerSchema(moneySchemas, 'paymentResponse'), () => api.get(`payments/${id(paymentId)}`)).then(
    (r) => r.data,
  )
}
