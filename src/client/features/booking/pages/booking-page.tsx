import { Page } from '#client/ui/components/page.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { SlotsStep } from '../components/slots-step.tsx'
import { TrainerStep } from '../components/trainer-step.tsx'
import { TrainingStep } from '../components/training-step.tsx'
import type { TrainerSources } from '../trainer-sources.ts'
import '../booking.css'

/**
 * `/booking`: trainer → training → how to pay → confirmation (PRODUCT.md §3). The steps live in
 * the URL (`trainerId`, `trainingId`), so Back walks them and a link can start at any step. The
 * route hands in where trainers come from (the catalogue).
 */
export function BookingPage({
  trainerId,
  trainingId,
  trainers,
}: {
  trainerId: string | undefined
  trainingId: string | undefined
  trainers: TrainerSources
}) {
  const t = useT()
  return (
    <Page heading={t.screens.booking.heading}>
      {trainingId ? (
        <TrainingStep trainingId={trainingId} />
      ) : trainerId ? (
        <SlotsStep trainerId={trainerId} trainers={trainers} />
      ) : (
        <TrainerStep trainers={trainers} />
      )}
    </Page>
  )
}
