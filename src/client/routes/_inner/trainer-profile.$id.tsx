import { createFileRoute } from '@tanstack/react-router'
import { FreeSlots } from '#client/features/booking/components/free-slots.tsx'
import { TrainerProfilePage } from '#client/features/catalogue/pages/trainer-profile-page.tsx'
import { checks } from '#client/session/access-checks.ts'

export const Route = createFileRoute('/_inner/trainer-profile/$id')({
  beforeLoad: checks('auth'),
  component: TrainerProfileRoute,
})

function TrainerProfileRoute() {
  return <TrainerProfilePage freeSlots={(trainerId) => <FreeSlots trainerId={trainerId} />} />
}
