import { answerSchema, api, call } from '#client/platform/http/client.ts'
import type { ScheduleRole } from '#shared/api/schedule.ts'

// The schedule draws from the device first, and syncs on every signed-in page once it has shown:
// its schema (zod under it) loads only where answers are checked (decisions 0027, 0045, 0051).
const scheduleResponse = () => answerSchema(() => import('#shared/api/schedule.ts'), 'scheduleResponse')

/** GET /api/schedule (SPEC.md §7): the role's schedule between two dates in the user's zone. */
export function fetchSchedule(role: ScheduleRole, startDate: string, endDate: string) {
  return call(scheduleResponse(), () =>
    api.get('schedule', { searchParams: { startDate, endDate }, headers: { 'x-user-role': role } }),
  ).then((r) => r.data)
}
