import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
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
  component: SchedulePage,
})
