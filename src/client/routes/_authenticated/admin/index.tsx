import { createFileRoute, useLoaderData, useNavigate, useSearch } from '@tanstack/react-router'
import { loadAdminHome } from '#client/features/staff/loaders.ts'
import { AdminHomePage } from '#client/features/staff/pages/admin-home-page.tsx'
import { type AuditSearch, auditSearch } from '#client/features/staff/search.ts'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../../-shell/screen-error.tsx'
import { ScreenPending } from '../../-shell/screen-states.tsx'

// Declared apart from the route (imported): inline, TypeScript cannot infer the search for `loaderDeps`.
const search = auditSearch

export const Route = createFileRoute('/_authenticated/admin/')({
  validateSearch: search,
  beforeLoad: checks('auth', 'admin'),
  loaderDeps: ({ search: { action, target, page } }) => ({ action, target, page }),
  loader: ({ deps }) => loadAdminHome(deps),
  pendingComponent: () => <ScreenPending screen="admin" />,
  errorComponent: (props) => <ScreenError screen="admin" {...props} />,
  component: AdminHomeRoute,
})

function AdminHomeRoute() {
  const navigate = useNavigate({ from: '/admin/' })
  return (
    <AdminHomePage
      search={useSearch({ from: '/_authenticated/admin/' })}
      onSearch={(patch: AuditSearch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      data={useLoaderData({ from: '/_authenticated/admin/' })}
    />
  )
}
