// The private calendar feed (PRODUCT.md §6 "notifications"; docs/decisions/0017).
import { z } from 'zod'
import { success } from './common.ts'

export { type CalendarTokenResponse, calendarTokenResponse } from './notifications.ts'

/** `GET /api/calendar/token`: the current feed URL, or null before the first `POST`. */
export const calendarFeedUrlResponse = success({
  url: z.string().nullable(),
})
export type CalendarFeedUrlResponse = z.infer<typeof calendarFeedUrlResponse>
