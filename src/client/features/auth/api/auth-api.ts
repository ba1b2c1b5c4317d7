import { call, plainApi } from '#client/platform/http/client.ts'
import {
  type AuthResponse,
  authResponse,
  type LoginBody,
  passwordResetResponse,
  type RegisterBody,
  telegramLoginResponse,
} from '#shared/api/auth.ts'

export function login(body: LoginBody): Promise<AuthResponse> {
  return call(authResponse, () => plainApi.post('auth/login', { json: body }))
}

export function register(body: RegisterBody): Promise<AuthResponse> {
  return call(authResponse, () => plainApi.post('auth/register', { json: body }))
}

/** Signs in with the Mini App's raw init data (and links Telegram when it carries a link code). */
export function telegramLogin(initData: string): Promise<AuthResponse> {
  return call(telegramLoginResponse, () => plainApi.post('auth/telegram', { json: { initData } }))
}

export function requestPasswordReset(email: string) {
  return call(passwordResetResponse, () => plainApi.post('auth/password-reset', { json: { email } }))
}

export function resetPassword(token: string, password: string): Promise<AuthResponse> {
  return call(authResponse, () => plainApi.post('auth/password-reset/verify', { json: { token, password } }))
}
