import { createFileRoute, useLoaderData, useNavigate } from '@tanstack/react-router'
import { fetchStatistics } from '#client/features/statistics/api/statistics-api.ts'
import { StatisticsPage } from '#client/features/statistics/pages/statistics-page.tsx'
import { statisticsSearch } from '#client/features/statistics/search.ts'
import { checks } from '#client/session/access-checks.ts'
import { localeState } from '#client/ui/i18n/index.ts'
import { canActAsTrainer } from '#shared/roles.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_authenticated/statistics')({
  validateSearch: statisticsSearch,
  beforeLoad: checks('auth'),
  // One match for every search: a new role or period reloads in the background, the charts
  // staying as they are meanwhile (see trainer-students.tsx).
  shouldReload: true,
  loader: async ({ context: { session }, location }) => {
    const search = statisticsSearch(location.search)
    const bothRoles = canActAsTrainer({
      roles: session.userRoles,
      isTrainerBlocked: session.isTrainerBlocked,
    })
    // The current role by default; the trainer side only for one who may act as a trainer.
    const role = bothRoles ? (search.role ?? session.currentRole) : 'student'
    return { bothRoles, data: await fetchStatistics(role, search.period ?? '4w', localeState.locale) }
  },
  pendingComponent: () => <ScreenPending screen="statistics" />,
  errorComponent: (props) => <ScreenError screen="statistics" {...props} />,
  component: StatisticsRoute,
})

function StatisticsRoute() {
  const navigate = useNavigate({ from: '/statistics' })
  const { bothRoles, data } = useLoaderData({ from: '/_authenticated/statistics' })
  return (
    <StatisticsPage
      data={data}
      bothRoles={bothRoles}
      onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  )
}
