import { createFileRoute } from '@tanstack/react-router'
import { ServicesPage } from '#client/features/catalogue/pages/services-page.tsx'

export const Route = createFileRoute('/_default/services')({
  component: ServicesPage,
})
