import { api, call } from '#client/platform/http/client.ts'
import { statisticsResponse } from '#shared/api/statistics.ts'
import type { Locale } from '#shared/locales.ts'
import type { CurrentRole } from '#shared/roles.ts'
import type { StatisticsPeriod } from '#shared/statistics.ts'

/** The caller's figures, the exercises named in `language` (the screen's). */
export function fetchStatistics(role: CurrentRole, period: StatisticsPeriod, language: Locale) {
  return call(statisticsResponse, () =>
    api.get('statistics', { searchParams: { role, period, language } }),
  ).then((r) => r.data)
}
