import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import {
  cancelBooking,
  cancelTraining,
  leaveWaitlist,
  markAttendance,
} from '#client/features/booking/api/booking-api.ts'
import type { ScheduleActions } from '#client/features/schedule/components/schedule-actions.ts'
import { SchedulePage } from '#client/features/schedule/pages/schedule-page.tsx'
import { checks } from '#client/session/access-checks.ts'
import { isCalendarDate } from '#shared/time.ts'

export const Route = createFileRoute('/_authenticated/schedule')({
  validateSearch: z.object({
    view: z.enum(['list', 'week']).optional().catch(undefined),
    /** Any date of the week shown in the week view. */
    week: z.string().refine(isCalendarDate).optional().catch(undefined),
  }),
  beforeLoad: checks('auth'),
  component: ScheduleRoute,
})

// What the schedule's cards can do, from the booking feature's calls.
const scheduleActions: ScheduleActions = {
  cancelBooking: (bookingId) => cancelBooking(bookingId),
  leaveWaitlist,
  markAttendance,
  cancelTraining,
}

function ScheduleRoute() {
  return <SchedulePage actions={scheduleActions} />
}
