import { createFileRoute, useLoaderData, useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { fetchFinances } from '#client/features/staff/api/admin-finances-api.ts'
import {
  AdminFinancesPage,
  type AdminFinancesSearch,
} from '#client/features/staff/pages/admin-finances-page.tsx'
import { calendarDate, oneOf, searchParams } from '#client/platform/url/search-params.ts'
import { checks } from '#client/session/access-checks.ts'
import { FINANCE_PRESETS } from '#shared/finances.ts'
import { ScreenError } from '../../-shell/screen-error.tsx'
import { ScreenPending } from '../../-shell/screen-states.tsx'

const financesSearch = searchParams({
  preset: oneOf(FINANCE_PRESETS),
  from: calendarDate(),
  to: calendarDate(),
})

export const Route = createFileRoute('/_authenticated/admin/finances')({
  validateSearch: financesSearch,
  beforeLoad: checks('admin'),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchFinances(deps),
  pendingComponent: () => <ScreenPending screen="adminFinances" />,
  errorComponent: (props) => <ScreenError screen="adminFinances" {...props} />,
  component: AdminFinancesRoute,
})

function AdminFinancesRoute() {
  const navigate = useNavigate({ from: '/admin/finances' })
  const onSearch = useCallback((next: AdminFinancesSearch) => void navigate({ search: next }), [navigate])
  return (
    <AdminFinancesPage
      search={useSearch({ from: '/_authenticated/admin/finances' })}
      onSearch={onSearch}
      data={useLoaderData({ from: '/_authenticated/admin/finances' })}
    />
  )
}
