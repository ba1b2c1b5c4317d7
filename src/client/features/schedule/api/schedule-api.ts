import { api, call } from '#client/platform/http/client.ts'
import { type ScheduleRole, scheduleResponse } from '#shared/api/schedule.ts'

/** GET /api/schedule (SPEC.md §7): the role's schedule between two dates in the user's zone. */
export function fetchSchedule(role: ScheduleRole, startDate: string, endDate: string) {
  return call(scheduleResponse, () =>
    api.get('schedule', { searchParams: { startDate, endDate }, headers: { 'x-user-role': role } }),
  ).then((r) => r.data)
}
