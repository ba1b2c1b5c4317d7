import { createFileRoute, useLoaderData, useNavigate } from '@tanstack/react-router'
import { loadContentEditor } from '#client/features/staff/loaders.ts'
import { AdminContentPage } from '#client/features/staff/pages/admin-content-page.tsx'
import { type ContentEditorSearch, contentEditorSearch } from '#client/features/staff/search.ts'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../../-shell/screen-error.tsx'
import { ScreenPending } from '../../-shell/screen-states.tsx'

export const Route = createFileRoute('/_authenticated/admin/content')({
  validateSearch: contentEditorSearch,
  beforeLoad: checks('admin'),
  // One match for every search: a new filter, page, query or open item reloads it in the
  // background, the page staying as it is meanwhile (no pending screen; with the search in
  // `loaderDeps` each search would be a new match, shown as the pending screen when slow).
  shouldReload: true,
  loader: ({ location }) => loadContentEditor(contentEditorSearch(location.search)),
  pendingComponent: () => <ScreenPending screen="adminContent" />,
  errorComponent: (props) => <ScreenError screen="adminContent" {...props} />,
  component: AdminContentRoute,
})

function AdminContentRoute() {
  const navigate = useNavigate({ from: '/admin/content' })
  return (
    <AdminContentPage
      onSearch={(patch: ContentEditorSearch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      data={useLoaderData({ from: '/_authenticated/admin/content' })}
    />
  )
}
