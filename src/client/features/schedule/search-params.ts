import { z } from 'zod'
import { isCalendarDate } from '#shared/time.ts'

/** The schedule's view as it lives in the URL; a value that does not parse is dropped. */
export const scheduleSearch = z.object({
  view: z.enum(['list', 'week']).optional().catch(undefined),
  /** Any date of the week shown in the week view. */
  week: z.string().refine(isCalendarDate).optional().catch(undefined),
})
export type ScheduleSearch = z.infer<typeof scheduleSearch>
