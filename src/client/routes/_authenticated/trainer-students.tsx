import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { z } from 'zod'
import { StudentsPage, type StudentsSearch } from '#client/features/trainer/pages/students-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/trainer-students')({
  validateSearch: z.object({
    q: z.string().max(100).optional().catch(undefined),
    student: z.uuid().optional().catch(undefined),
  }),
  beforeLoad: checks('auth'),
  component: StudentsRoute,
})

function StudentsRoute() {
  const navigate = useNavigate({ from: '/trainer-students' })
  // Stable: the page's typing debounce depends on it.
  const onSearch = useCallback(
    (patch: StudentsSearch, options: { replace?: boolean } = {}) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options.replace ?? false }),
    [navigate],
  )
  return <StudentsPage search={useSearch({ from: '/_authenticated/trainer-students' })} onSearch={onSearch} />
}
