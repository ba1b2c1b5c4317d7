import { createFileRoute, useLoaderData, useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { fetchAdminTrainings } from '#client/features/staff/api/admin-trainings-api.ts'
import {
  AdminTrainingsPage,
  type AdminTrainingsSearch,
} from '#client/features/staff/pages/admin-trainings-page.tsx'
import { calendarDate, int, oneOf, searchParams, uuid } from '#client/platform/url/search-params.ts'
import { checks } from '#client/session/access-checks.ts'
import { TRAINING_STATUSES } from '#shared/training-states.ts'
import { ScreenError } from '../../-shell/screen-error.tsx'
import { ScreenPending } from '../../-shell/screen-states.tsx'

// Declared apart from the route: inline, TypeScript cannot infer the search for `loaderDeps`.
const trainingsSearch = searchParams({
  trainerId: uuid(),
  from: calendarDate(),
  to: calendarDate(),
  status: oneOf(TRAINING_STATUSES),
  page: int(1, 10_000),
})

export const Route = createFileRoute('/_authenticated/admin/trainings')({
  validateSearch: trainingsSearch,
  beforeLoad: checks('admin'),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchAdminTrainings(deps),
  pendingComponent: () => <ScreenPending screen="adminTrainings" />,
  errorComponent: (props) => <ScreenError screen="adminTrainings" {...props} />,
  component: AdminTrainingsRoute,
})

function AdminTrainingsRoute() {
  const navigate = useNavigate({ from: '/admin/trainings' })
  const onSearch = useCallback((next: AdminTrainingsSearch) => void navigate({ search: next }), [navigate])
  return (
    <AdminTrainingsPage
      search={useSearch({ from: '/_authenticated/admin/trainings' })}
      onSearch={onSearch}
      data={useLoaderData({ from: '/_authenticated/admin/trainings' })}
    />
  )
}
