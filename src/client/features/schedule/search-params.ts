import { calendarDate, oneOf, searchParams } from '#client/platform/url/search-params.ts'

/** The schedule's view as it lives in the URL; a value that does not parse is dropped. */
export const scheduleSearch = searchParams({
  view: oneOf(['list', 'week']),
  /** Any date of the week shown in the week view. */
  week: calendarDate(),
})
export type ScheduleSearch = ReturnType<typeof scheduleSearch>
