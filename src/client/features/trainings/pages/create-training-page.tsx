import { Link, useNavigate } from '@tanstack/react-router'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { switchRole } from '#client/session/session-controller.ts'
import { TrainerOnly } from '#client/session/trainer-only.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import type { TrainerSetup } from '../api/trainings-api.ts'
import { PlanLink } from '../components/plan-link.tsx'
import { SingleTrainingForm } from '../components/single-training-form.tsx'
import { formatOccurrence } from '../training-formats.ts'

/**
 * /create-single-training: one training at a date and time. `setup` (the trainer's services and
 * terms): the route loader's; `null` when the loader skipped a user who is not a trainer (a
 * trainer's `null` kept from before shows as loading until the route's reload brings it).
 */
export function CreateTrainingPage({ setup }: { setup: TrainerSetup | null }) {
  const t = useT()
  return (
    <Page heading={t.screens.createSingleTraining.heading}>
      <TrainerOnly>
        {setup ? <CreateTraining setup={setup} /> : <Spinner label={t.app.loading} />}
      </TrainerOnly>
    </Page>
  )
}

function CreateTraining({ setup }: { setup: TrainerSetup }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const navigate = useNavigate()
  return (
    <div className="stack">
      <p className="muted">
        {t.createTraining.weeklyHint}{' '}
        <Link to="/create-training-template">{t.createTraining.weeklyLink}</Link>
      </p>
      <SingleTrainingForm
        setup={setup}
        zone={zone}
        planAction={<PlanLink />}
        onCreated={(training) => {
          showToast(
            t.createTraining.created({ when: formatOccurrence(training.startsAt, locale, zone) }),
            'success',
          )
          // The new training is on the trainer schedule: show that one.
          void switchRole('trainer').then(() => navigate({ to: '/schedule' }))
        }}
      />
    </div>
  )
}
