import { api, call } from '#client/platform/http/client.ts'
import { type UpdateProfileBody, userProfileResponse } from '#shared/api/user.ts'

// The signed-in user's own profile: its zone, channels and language are read by several features.

export function fetchProfile() {
  return call(userProfileResponse, () => api.get('user/profile')).then((r) => r.data)
}

export function updateProfile(body: UpdateProfileBody) {
  return call(userProfileResponse, () => api.patch('user/profile', { json: body })).then((r) => r.data)
}
