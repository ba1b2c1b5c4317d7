import { createFileRoute, Outlet } from '@tanstack/react-router'
import { InnerLayout } from './-shell/layouts.tsx'

export const Route = createFileRoute('/_inner')({
  component: () => (
    <InnerLayout>
      <Outlet />
    </InnerLayout>
  ),
})
