import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { checks } from '#client/features/auth/access-checks.ts'
import { LoginPage } from '#client/features/auth/pages/login-page.tsx'

export const Route = createFileRoute('/_auth/login')({
  validateSearch: z.object({ redirect: z.string().optional() }),
  beforeLoad: checks('redirect-auth'),
  component: LoginPage,
})
