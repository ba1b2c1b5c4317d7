import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import {
  cancelBooking,
  cancelTraining,
  leaveWaitlist,
  markAttendance,
} from '#client/features/booking/api/booking-api.ts'
import type { ScheduleActions } from '#client/features/schedule/components/schedule-actions.ts'
import { SchedulePage } from '#client/features/schedule/pages/schedule-page.tsx'
import { type ScheduleSearch, scheduleSearch } from '#client/features/schedule/search-params.ts'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/schedule')({
  // The schedule reads the offline store (Dexie) live, so it has no loader (ARCHITECTURE.md "Client").
  validateSearch: scheduleSearch,
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
  const navigate = useNavigate({ from: '/schedule' })
  return (
    <SchedulePage
      actions={scheduleActions}
      search={useSearch({ from: '/_authenticated/schedule' })}
      onSearch={(patch: ScheduleSearch) =>
        // Each week looked at is a step Back returns to; switching the view replaces the entry.
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: !('week' in patch) })
      }
    />
  )
}
