import { Page } from '#client/ui/components/page.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { TrainerCard } from '#shared/api/catalogue.ts'
import type { Slot, Training } from '#shared/api/trainings.ts'
import { type BookingTrainer, SlotsStep } from '../components/slots-step.tsx'
import { TrainerStep } from '../components/trainer-step.tsx'
import { TrainingStep } from '../components/training-step.tsx'
import '../booking.css'

/** What the route loads for the step in the URL. */
export type BookingStep =
  | { step: 'trainer'; mine: readonly TrainerCard[]; favorites: readonly TrainerCard[] }
  | { step: 'slots'; trainer: BookingTrainer; slots: readonly Slot[] }
  /** `training` null: there is no such training (or not for the reader). */
  | { step: 'training'; training: Training | null }

/**
 * `/booking`: trainer → training → how to pay → confirmation (PRODUCT.md §3). The steps live in
 * the URL (`trainerId`, `trainingId`), so Back walks them and a link can start at any step. The
 * route loads the step's data (trainers from the catalogue) and loads it again after a change.
 */
export function BookingPage({ data }: { data: BookingStep }) {
  const t = useT()
  return (
    <Page heading={t.screens.booking.heading}>
      {data.step === 'training' ? (
        <TrainingStep training={data.training} />
      ) : data.step === 'slots' ? (
        <SlotsStep trainer={data.trainer} slots={data.slots} />
      ) : (
        <TrainerStep mine={data.mine} favorites={data.favorites} />
      )}
    </Page>
  )
}
