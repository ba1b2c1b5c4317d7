import { z } from 'zod'

// Its own module: the profile schema (on the first page load) needs it, the rest of the
// notifications contract does not.

/** Per-channel preferences (the app itself is always on). */
export const notificationPreferences = z.object({
  telegram: z.boolean(),
  email: z.boolean(),
})
export type NotificationPreferences = z.infer<typeof notificationPreferences>
