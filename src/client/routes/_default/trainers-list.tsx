import { createFileRoute } from '@tanstack/react-router'
import { MyTrainersPage } from '#client/features/catalogue/pages/my-trainers-page.tsx'
import { OwnDataScreen } from '../-shell/screens.tsx'

export const Route = createFileRoute('/_default/trainers-list')({
  component: () => (
    <OwnDataScreen screen="trainersList">
      <MyTrainersPage />
    </OwnDataScreen>
  ),
})
