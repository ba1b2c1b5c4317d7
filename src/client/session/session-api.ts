import { api, call, plainApi } from '#client/platform/http/client.ts'
import type { CurrentRole } from '#shared/roles.ts'

// In the first load, so the answers' schemas (zod) load with the answers (decision 0027).
const auth = () => import('#shared/api/auth.ts')
const user = () => import('#shared/api/user.ts')

export function logout(refreshToken: string | undefined) {
  return call(
    auth().then((m) => m.logoutResponse),
    () => plainApi.post('auth/logout', { json: { refreshToken } }),
  )
}

export function checkSession() {
  return call(
    auth().then((m) => m.checkSessionResponse),
    () => api.get('auth/check-session'),
  )
}

export function checkStatus() {
  return call(
    auth().then((m) => m.checkStatusResponse),
    () => api.get('auth/check-status'),
  )
}

export function fetchRoles() {
  return call(
    user().then((m) => m.rolesResponse),
    () => api.get('user/roles'),
  )
}

export function switchRoleOnServer(role: CurrentRole) {
  return call(
    user().then((m) => m.switchRoleResponse),
    () => api.post('user/switch-role', { json: { role } }),
  )
}
