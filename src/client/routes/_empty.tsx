import { createFileRoute, Outlet } from '@tanstack/react-router'
import { EmptyLayout } from './-shell/layouts.tsx'

export const Route = createFileRoute('/_empty')({
  component: () => (
    <EmptyLayout>
      <Outlet />
    </EmptyLayout>
  ),
})
