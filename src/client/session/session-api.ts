import { answerSchema, api, call, plainApi } from '#client/platform/http/client.ts'
import type { CurrentRole } from '#shared/roles.ts'

// In the first load: the answers' schemas (zod) load only where answers are checked (decisions
// 0027, 0051), so the session check brings no zod to a production page.
const auth = () => import('#shared/api/auth.ts')
const user = () => import('#shared/api/user.ts')

export function logout(refreshToken: string | undefined) {
  return call(answerSchema(auth, 'logoutResponse'), () =>
    plainApi.post('auth/logout', { json: { refreshToken } }),
  )
}

export function checkSession() {
  return call(answerSchema(auth, 'checkSessionResponse'), () => api.get('auth/check-session'))
}

export function checkStatus() {
  return call(answerSchema(auth, 'checkStatusResponse'), () => api.get('auth/check-status'))
}

export function fetchRoles() {
  return call(answerSchema(user, 'rolesResponse'), () => api.get('user/roles'))
}

export function switchRoleOnServer(role: CurrentRole) {
  return call(answerSchema(user, 'switchRoleResponse'), () =>
    api.post('user/switch-role', { json: { role } }),
  )
}
