import { createFileRoute, useLoaderData, useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { fetchStudent, fetchStudents } from '#client/features/trainer/api/trainer-api.ts'
import { fetchStudentAssignments } from '#client/features/trainer/api/workouts-api.ts'
import {
  type StudentCardData,
  StudentsPage,
  type StudentsSearch,
} from '#client/features/trainer/pages/students-page.tsx'
import { fetchStudentTrainingData } from '#client/features/training-data/api/training-data-api.ts'
import { StudentTrainingData } from '#client/features/training-data/components/student-training-data.tsx'
import { searchParams, text, uuid } from '#client/platform/url/search-params.ts'
import { checks } from '#client/session/access-checks.ts'
import { settle } from '#client/ui/settle.ts'
import type { TrainingData } from '#shared/api/training-data.ts'
import { canActAsTrainer } from '#shared/roles.ts'
import { ScreenError } from '../-shell/screen-error.tsx'
import { ScreenPending } from '../-shell/screen-states.tsx'

// Declared apart from the route: the loader reads the search with it too.
const studentsSearch = searchParams({ q: text({ max: 100 }), student: uuid() })

export const Route = createFileRoute('/_authenticated/trainer-students')({
  validateSearch: studentsSearch,
  beforeLoad: checks('auth'),
  // One match for every search: typing a query or opening a card reloads it in the background,
  // the list staying as it is meanwhile (no pending screen; with the search in `loaderDeps` each
  // search would be a new match, shown as the pending screen when slower than `pendingMs`).
  shouldReload: true,
  // Not a trainer: the page explains itself (no route-level trainer check, SPEC.md §2). The open
  // card fails on its own, under the list.
  loader: async ({ context: { session }, location }) => {
    if (!canActAsTrainer({ roles: session.userRoles, isTrainerBlocked: session.isTrainerBlocked }))
      return null
    const { q, student } = studentsSearch(location.search)
    const [students, card] = await Promise.all([
      fetchStudents(q || undefined),
      student
        ? settle(
            Promise.all([
              fetchStudent(student),
              fetchStudentAssignments(student),
              fetchStudentTrainingData(student),
            ]).then(([c, workouts, training]): StudentCardData & { training: TrainingData } => ({
              ...c,
              workouts,
              training,
            })),
          )
        : null,
    ])
    return { students, card }
  },
  pendingComponent: () => <ScreenPending screen="trainerStudents" />,
  errorComponent: (props) => <ScreenError screen="trainerStudents" {...props} />,
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
  const data = useLoaderData({ from: '/_authenticated/trainer-students' })
  return (
    <StudentsPage
      search={useSearch({ from: '/_authenticated/trainer-students' })}
      onSearch={onSearch}
      data={data}
      trainingData={(studentId) =>
        data?.card?.ok && data.card.value.id === studentId ? (
          <StudentTrainingData studentId={studentId} data={data.card.value.training} />
        ) : null
      }
    />
  )
}
