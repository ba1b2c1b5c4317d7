import { api, call, plainApi } from '#client/platform/http/client.ts'
import { checkSessionResponse, checkStatusResponse, logoutResponse } from '#shared/api/auth.ts'
import { rolesResponse, switchRoleResponse } from '#shared/api/user.ts'
import type { CurrentRole } from '#shared/roles.ts'

export function logout(refreshToken: string | undefined) {
  return call(logoutResponse, () => plainApi.post('auth/logout', { json: { refreshToken } }))
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
