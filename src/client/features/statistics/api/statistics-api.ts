import { api, call } from '#client/platform/http/client.ts'
import { statisticsResponse } from '#shared/api/statistics.ts'
import type { CurrentRole } from '#shared/roles.ts'
import type { StatisticsPeriod } from '#shared/statistics.ts'

export function fetchStatistics(role: CurrentRole, period: StatisticsPeriod) {
  return call(statisticsResponse, () => api.get('statistics', { searchParams: { role, period } })).then(
    (r) => r.data,
  )
}
