import { Link, useNavigate } from '@tanstack/react-router'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { switchRole } from '#client/session/session-controller.ts'
import { TrainerOnly } from '#client/session/trainer-only.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { useResource } from '#client/ui/use-resource.ts'
import { fetchTrainerSetup } from '../api/trainings-api.ts'
import { PlanLink } from '../components/plan-link.tsx'
import { SingleTrainingForm } from '../components/single-training-form.tsx'
import { formatOccurrence } from '../training-formats.ts'

/** /create-single-training: one training at a date and time. */
export function CreateTrainingPage() {
  const t = useT()
  return (
    <Page heading={t.screens.createSingleTraining.heading}>
      <TrainerOnly>
        <CreateTraining />
      </TrainerOnly>
    </Page>
  )
}

function CreateTraining() {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const navigate = useNavigate()
  const setup = useResource(fetchTrainerSetup)
  return (
    <div className="stack">
      <p className="muted">
        {t.createTraining.weeklyHint}{' '}
        <Link to="/create-training-template">{t.createTraining.weeklyLink}</Link>
      </p>
      {setup.loading && !setup.data ? <Spinner label={t.app.loading} /> : null}
      {setup.error ? <ErrorState error={setup.error} onRetry={setup.reload} /> : null}
      {setup.data ? (
        <SingleTrainingForm
          setup={setup.data}
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
      ) : null}
    </div>
  )
}
