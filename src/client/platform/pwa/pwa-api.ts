import { api, call } from '#client/platform/http/client.ts'
import { type PwaDismissBody, pwaDismissResponse } from '#shared/api/system.ts'

/** SPEC.md §7 `POST /api/pwa/dismiss`: tells the server the app runs installed for this user. */
export function reportInstalledApp() {
  const body: PwaDismissBody = { reason: 'installed' }
  return call(pwaDismissResponse, () => api.post('pwa/dismiss', { json: body }))
}
