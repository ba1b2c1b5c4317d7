import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { checks } from '#client/features/auth/access-checks.ts'
import { RegisterPage } from '#client/features/auth/pages/register-page.tsx'

export const Route = createFileRoute('/_auth/register')({
  validateSearch: z.object({ redirect: z.string().optional() }),
  beforeLoad: checks('redirect-auth'),
  component: RegisterPage,
})
