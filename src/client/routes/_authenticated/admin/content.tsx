import { createFileRoute, useLoaderData, useNavigate } from '@tanstack/react-router'
import { loadContentEditor } from '#client/features/staff/loaders.ts'
import { AdminContentPage } from '#client/features/staff/pages/admin-content-page.tsx'
import { type ContentEditorSearch, contentEditorSearch } from '#client/features/staff/search.ts'
import { checks } from '#client/session/access-checks.ts'
import { ScreenError } from '../../-shell/screen-error.tsx'
import { ScreenPending } from '../../-shell/screen-states.tsx'

// Declared apart from the route (imported): inline, TypeScript cannot infer the search for `loaderDeps`.
const search = contentEditorSearch

export const Route = createFileRoute('/_authenticated/admin/content')({
  validateSearch: search,
  beforeLoad: checks('admin'),
  loaderDeps: ({ search: { slug, locale } }) => ({ slug, locale }),
  loader: ({ deps }) => loadContentEditor(deps),
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
