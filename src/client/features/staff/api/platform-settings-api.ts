import { api, call } from '#client/platform/http/client.ts'
import type { PlatformSettingsBody } from '#shared/api/platform-plan.ts'

const schemas = () => import('#shared/api/platform-plan.ts')

/** The Pro plan's price (decision 0029). */
export async function fetchPlatformSettings() {
  const { platformSettingsResponse } = await schemas()
  return call(platformSettingsResponse, () => api.get('admin/platform-settings')).then((r) => r.settings)
}

export async function savePlatformSettings(body: PlatformSettingsBody) {
  const { platformSettingsResponse } = await schemas()
  return call(platformSettingsResponse, () => api.put('admin/platform-settings', { json: body })).then(
    (r) => r.settings,
  )
}
