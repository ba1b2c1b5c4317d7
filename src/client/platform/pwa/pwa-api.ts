import { api, call } from '#client/platform/http/client.ts'
import type { PwaDismissBody } from '#shared/api/system.ts'

/** SPEC.md §7 `POST /api/pwa/dismiss`: tells the server the app runs installed for this user. */
export function reportInstalledApp() {
  const body: PwaDismissBody = { reason: 'installed' }
  return call(
    import('#shared/api/system.ts').then((m) => m.pwaDismissResponse),
    () => api.post('pwa/dismiss', { json: body }),
  )
}
