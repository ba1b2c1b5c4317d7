import { api, call } from '#client/platform/http/client.ts'
import type { ScheduleRole } from '#shared/api/schedule.ts'

// The schedule draws from the device first: its schema (zod under it) loads with the first answer,
// not with the schedule's first paint (decisions 0027, 0045).
const scheduleResponse = () => import('#shared/api/schedule.ts').then((m) => m.scheduleResponse)

/** GET /api/schedule (SPEC.md §7): the role's schedule between two dates in the user's zone. */
export function fetchSchedule(role: ScheduleRole, startDate: string, endDate: string) {
  return call(scheduleResponse(), () =>
    api.get('schedule', { searchParams: { startDate, endDate }, headers: { 'x-user-role': role } }),
  ).then((r) => r.data)
}
