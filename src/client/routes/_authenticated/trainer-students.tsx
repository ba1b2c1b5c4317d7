import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { StudentsPage } from '#client/features/trainer/pages/students-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_authenticated/trainer-students')({
  validateSearch: z.object({
    q: z.string().max(100).optional().catch(undefined),
    student: z.uuid().optional().catch(undefined),
  }),
  beforeLoad: checks('auth'),
  component: StudentsPage,
})
