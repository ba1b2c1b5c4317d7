import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AuthenticatedLayout } from './-shell/layouts.tsx'

export const Route = createFileRoute('/_authenticated')({
  component: () => (
    <AuthenticatedLayout>
      <Outlet />
    </AuthenticatedLayout>
  ),
})
