import { oneOf, searchParams } from '#client/platform/url/search-params.ts'
import { CURRENT_ROLES } from '#shared/roles.ts'
import { STATISTICS_PERIODS } from '#shared/statistics.ts'

/** `/statistics?role=&period=`: both optional (the current role, 4 weeks). */
export const statisticsSearch = searchParams({
  role: oneOf(CURRENT_ROLES),
  period: oneOf(STATISTICS_PERIODS),
})
export type StatisticsSearch = ReturnType<typeof statisticsSearch>
