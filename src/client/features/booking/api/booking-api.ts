import { api, call } from '#client/platform/http/client.ts'
import {
  attendanceResponse,
  bookingResponse,
  type CreateBookingBody,
  type JoinWaitlistBody,
  waitlistResponse,
} from '#shared/api/booking.ts'
import { successMessage } from '#shared/api/common.ts'
import { paymentMethodsResponse, paymentResponse, subscriptionsResponse } from '#shared/api/money.ts'
import { slotsResponse, trainingResponse } from '#shared/api/trainings.ts'

const id = (value: string) => encodeURIComponent(value)

/** The trainer's bookable trainings; by default the next 14 days (the server's default). */
export function fetchSlots(trainerId: string) {
  return call(slotsResponse, () => api.get(`trainers/${id(trainerId)}/slots`)).then((r) => r.data)
}

export function fetchTraining(trainingId: string) {
  return call(trainingResponse, () => api.get(`trainings/${id(trainingId)}`)).then((r) => r.data)
}

export function createBooking(body: CreateBookingBody) {
  return call(bookingResponse, () => api.post('bookings', { json: body })).then((r) => r.data)
}

export function cancelBooking(bookingId: string, reason = '') {
  return call(bookingResponse, () => api.post(`bookings/${id(bookingId)}/cancel`, { json: { reason } })).then(
    (r) => r.data,
  )
}

export function markAttendance(bookingId: string, attended: boolean) {
  return call(attendanceResponse, () =>
    api.post(`bookings/${id(bookingId)}/attendance`, { json: { attended } }),
  ).then((r) => r.data)
}

export function joinWaitlist(trainingId: string, body: JoinWaitlistBody) {
  return call(waitlistResponse, () => api.post(`trainings/${id(trainingId)}/waitlist`, { json: body })).then(
    (r) => r.data,
  )
}

export function leaveWaitlist(trainingId: string) {
  return call(successMessage, () => api.delete(`trainings/${id(trainingId)}/waitlist`))
}

export function cancelTraining(trainingId: string, reason: string) {
  return call(trainingResponse, () =>
    api.post(`trainings/${id(trainingId)}/cancel`, { json: { reason } }),
  ).then((r) => r.data)
}

/** The caller's active subscriptions, to offer paying with one that fits (decision 0028). */
export function fetchActiveSubscriptions() {
  return call(subscriptionsResponse, () =>
    api.get('subscriptions', { searchParams: { status: 'active' } }),
  ).then((r) => r.data)
}

/** Which ways of paying the server takes besides paying directly (Telegram invoices). */
export function fetchPaymentMethods() {
  return call(paymentMethodsResponse, () => api.get('payments/methods')).then((r) => r.data)
}

/** One of my payments: followed after its invoice is paid, until the server has it. */
export function fetchPayment(paymentId: string) {
  return call(paymentResponse, () => api.get(`payments/${id(paymentId)}`)).then((r) => r.data)
}
