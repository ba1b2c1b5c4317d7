import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DefaultLayout } from './-shell/layouts.tsx'

export const Route = createFileRoute('/_default')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
