import { api, call } from '#client/platform/http/client.ts'
import type { UpdateProfileBody } from '#shared/api/user.ts'

// The signed-in user's own profile: its zone, channels and language are read by several features.
// In the first load (the language switch), so the schema (zod) loads with the answer (decision 0027).
const profileSchema = () => import('#shared/api/user.ts').then((m) => m.userProfileResponse)

export function fetchProfile() {
  return call(profileSchema(), () => api.get('user/profile')).then((r) => r.data)
}

export function updateProfile(body: UpdateProfileBody) {
  return call(profileSchema(), () => api.patch('user/profile', { json: body })).then((r) => r.data)
}
