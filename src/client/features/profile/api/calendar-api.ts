import { api, call } from '#client/platform/http/client.ts'
import { calendarFeedUrlResponse, calendarTokenResponse } from '#shared/api/calendar.ts'

/** The private calendar feed URL, or null before one was made (docs/decisions/0017). */
export function fetchCalendarFeedUrl() {
  return call(calendarFeedUrlResponse, () => api.get('calendar/token')).then((r) => r.url)
}

/** Makes a new feed URL; the previous one stops working at once. */
export function rotateCalendarFeedUrl() {
  return call(calendarTokenResponse, () => api.post('calendar/token')).then((r) => r.url)
}

/** The same feed as `webcal:`, which calendar apps open as a subscription. */
export const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:')
