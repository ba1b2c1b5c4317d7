import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AuthLayout } from './-shell/layouts.tsx'

export const Route = createFileRoute('/_auth')({
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
})
