import { createFileRoute } from '@tanstack/react-router'
import { fetchServicesSummary } from '#client/features/catalogue/api/catalogue-api.ts'
import { ServicesPage, ServicesPending } from '#client/features/catalogue/pages/services-page.tsx'
import { screenStates } from '../-shell/screen-states.tsx'

export const Route = createFileRoute('/_default/services')({
  loader: () => fetchServicesSummary(),
  ...screenStates('services'),
  pendingComponent: ServicesPending,
  component: ServicesRoute,
})

function ServicesRoute() {
  return <ServicesPage summary={Route.useLoaderData()} />
}
