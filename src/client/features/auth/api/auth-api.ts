import { api, call, plainApi } from '#client/platform/http/client.ts'
import {
  type AuthResponse,
  authResponse,
  checkSessionResponse,
  checkStatusResponse,
  type LoginBody,
  logoutResponse,
  passwordResetResponse,
  type RegisterBody,
  telegramLoginResponse,
} from '#shared/api/auth.ts'
import { rolesResponse, switchRoleResponse } from '#shared/api/user.ts'
import type { CurrentRole } from '#shared/roles.ts'

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

export function logout(refreshToken: string | undefined) {
  return call(logoutResponse, () => plainApi.post('auth/logout', { json: { refreshToken } }))
}

export function requestPasswordReset(email: string) {
  return call(passwordResetResponse, () => plainApi.post('auth/password-reset', { json: { email } }))
}

export function resetPassword(token: string, password: string): Promise<AuthResponse> {
  return call(authResponse, () => plainApi.post('auth/password-reset/verify', { json: { token, password } }))
}

export function checkSession() {
  return call(checkSessionResponse, () => api.get('auth/check-session'))
}

export function checkStatus() {
  return call(checkStatusResponse, () => api.get('auth/check-status'))
}

export function fetchRoles() {
  return call(rolesResponse, () => api.get('user/roles'))
}

export function switchRoleOnServer(role: CurrentRole) {
  return call(switchRoleResponse, () => api.post('user/switch-role', { json: { role } }))
}
