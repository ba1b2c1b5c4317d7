import { Link, useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { session } from '#client/session/session.ts'
import { switchRole } from '#client/session/session-controller.ts'
import { TrainerOnly } from '#client/session/trainer-only.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import type { Training } from '#shared/api/trainings.ts'
import { clock } from '#shared/clock.ts'
import { dateInZone } from '#shared/time.ts'
import type { TrainerSetup } from '../api/trainings-api.ts'
import { PlanLink } from '../components/plan-link.tsx'
import { SingleTrainingForm } from '../components/single-training-form.tsx'
import { formatOccurrence } from '../training-formats.ts'

/** What the page edits: nothing (a new training), a training, or one that is missing (`null`). */
export type EditedTraining = Training | null | undefined

/**
 * /create-single-training: one training at a date and time; with `?training=<id>`, the same form
 * changes that training. `setup` (the trainer's services and terms): the route loader's; `null`
 * when the loader skipped a user who is not a trainer (a trainer's `null` kept from before shows
 * as loading until the route's reload brings it).
 */
export function CreateTrainingPage({
  setup,
  editing,
}: {
  setup: TrainerSetup | null
  editing?: EditedTraining
}) {
  const t = useT()
  const editMode = editing !== undefined
  return (
    <Page heading={editMode ? t.createTraining.editHeading : t.screens.createSingleTraining.heading}>
      <TrainerOnly>
        {!setup ? (
          <Spinner label={t.app.loading} />
        ) : editMode ? (
          <EditTraining setup={setup} training={editing} />
        ) : (
          <CreateTraining setup={setup} />
        )}
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

/** A scheduled training that has not started yet can be changed; anything else says why not. */
function EditTraining({ setup, training }: { setup: TrainerSetup; training: Training | null }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const navigate = useNavigate()
  const { userId } = useSnapshot(session)
  const editable =
    training &&
    training.trainer.id === userId &&
    training.status === 'scheduled' &&
    Date.parse(training.startsAt) > clock.nowMs()
  if (!training || !editable) {
    return (
      <div className="stack">
        <p>{t.createTraining.editGone}</p>
        <p>
          <Link to="/schedule">{t.nav.schedule}</Link>
        </p>
      </div>
    )
  }
  return (
    <SingleTrainingForm
      key={training.id}
      setup={setup}
      zone={zone}
      editing={training}
      planAction={<PlanLink />}
      onCreated={(saved) => {
        showToast(t.createTraining.saved({ when: formatOccurrence(saved.startsAt, locale, zone) }), 'success')
        // Back to the trainer's schedule, at the week the training now falls in.
        void switchRole('trainer').then(() =>
          navigate({ to: '/schedule', search: { week: dateInZone(new Date(saved.startsAt), zone) } }),
        )
      }}
    />
  )
}
