import { z } from 'zod'
import { api, call, plainApi } from '#client/platform/http/client.ts'
import { emailVerifyResponse, sessionsResponse, telegramLinkCodeResponse } from '#shared/api/auth.ts'
import { successMessage } from '#shared/api/common.ts'
import {
  avatarResponse,
  type ChangePasswordBody,
  type DeleteAccountBody,
  resendVerificationResponse,
} from '#shared/api/user.ts'
import { userExportResponse } from '#shared/api/user-export.ts'

export function uploadAvatar(image: Blob) {
  const form = new FormData()
  form.append('avatar', image, 'avatar.jpg')
  return call(avatarResponse, () => api.post('user/avatar', { body: form })).then((r) => r.data.avatar)
}

export function changePassword(body: ChangePasswordBody) {
  return call(successMessage, () => api.post('user/password', { json: body }))
}

/** Everything of the caller's own, as one document (decision 0059). */
export function exportMyData() {
  return call(userExportResponse, () => api.get('user/export')).then((r) => r.data)
}

/** Deletes the caller's account (decision 0035); the session ends with it. */
export function deleteAccount(body: DeleteAccountBody) {
  return call(successMessage, () => api.delete('user', { json: body }))
}

export function fetchSessions() {
  return call(sessionsResponse, () => api.get('auth/sessions')).then((r) => r.data)
}

export function endSession(id: string) {
  return call(successMessage, () => api.delete(`auth/sessions/${encodeURIComponent(id)}`))
}

export function endOtherSessions() {
  return call(successMessage.extend({ ended: z.number() }), () => api.delete('auth/sessions')).then(
    (r) => r.ended,
  )
}

/** A one-time `startapp` link that connects Telegram to this account (docs/decisions/0013). */
export function createTelegramLink() {
  return call(telegramLinkCodeResponse, () => api.post('user/telegram-link')).then((r) => ({
    link: r.link,
    expiresAt: r.expiresAt,
  }))
}

export function unlinkTelegram() {
  return call(successMessage, () => api.delete('user/telegram-link'))
}

/** The confirmation link again: to the pending address, or else the unconfirmed one (decision 0022). */
export function resendEmailVerification() {
  return call(resendVerificationResponse, () => api.post('user/email-verification')).then((r) => r.email)
}

/** Opens a confirmation link; works signed in or not. Answers the address now confirmed. */
export function verifyEmail(token: string) {
  return call(emailVerifyResponse, () =>
    plainApi.post('auth/email-verification/verify', { json: { token } }),
  ).then((r) => r.email)
}
