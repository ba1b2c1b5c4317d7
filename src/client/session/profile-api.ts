import { answerSchema, api, call } from '#client/platform/http/client.ts'
import type { UpdateProfileBody } from '#shared/api/user.ts'

// The signed-in user's own profile: its zone, channels and language are read by several features.
// In the first load (the language switch): the answer's schema is loaded only where answers are
// checked (decision 0051), so a trainer's profile, which asks for the reader's zone, loads no zod
// and no schema chunks for it in production.
const profileSchema = () => answerSchema(() => import('#shared/api/user.ts'), 'userProfileResponse')

export function fetchProfile() {
  return call(profileSchema(), () => api.get('user/profile')).then((r) => r.data)
}

export function updateProfile(body: UpdateProfileBody) {
  return call(profileSchema(), () => api.patch('user/profile', { json: body })).then((r) => r.data)
}
