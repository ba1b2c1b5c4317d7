import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { fetchServicesSummary } from '#client/features/catalogue/api/catalogue-api.ts'
import { ServicesPage } from '#client/features/catalogue/pages/services-page.tsx'
import { ServicesPending } from '#client/features/catalogue/pages/services-pending.tsx'
import { ScreenError } from '../-shell/screen-error.tsx'

export const Route = createFileRoute('/_default/services')({
  loader: () => fetchServicesSummary(),
  errorComponent: (props) => <ScreenError screen="services" {...props} />,
  pendingComponent: ServicesPending,
  component: ServicesRoute,
})

function ServicesRoute() {
  return <ServicesPage summary={useLoaderData({ from: '/_default/services' })} />
}
