import { type ReactNode, useMemo, useState } from 'react'
import { ApiRequestError } from '#client/platform/http/errors.ts'
import { Card } from '#client/ui/components/card.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatTime } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useForm } from '#client/ui/use-form.ts'
import type { Training } from '#shared/api/trainings.ts'
import { wallClockOccurs, zonedInstant } from '#shared/time.ts'
import { createTraining, type TrainerSetup, updateTraining } from '../api/trainings-api.ts'
import {
  initialSingleTraining,
  singleTrainingForm,
  trainingChanges,
  trainingValuesOf,
} from '../form-model.ts'
import { formatCalendarDay } from '../training-formats.ts'
import {
  AudienceFields,
  PlaceFields,
  ServicePicker,
  type SetField,
  SizeAndPriceFields,
  TitleField,
} from './training-fields.tsx'

/**
 * One training at a date and time on the trainer's own clock (`zone`, their profile's time
 * zone). A refusal keeps everything typed; an overlap is told at the start time. With `editing`,
 * the same form changes that training (PATCH with only the changed fields; its service link
 * stays, so the service picker is not shown).
 */
export function SingleTrainingForm({
  setup,
  zone,
  onCreated,
  editing,
  planAction,
}: {
  setup: TrainerSetup
  zone: string
  /** Called with the created training, or the edited one as saved. */
  onCreated: (training: Training) => void
  /** The training to change instead of creating one. */
  editing?: Training
  /** Where to renew the trainer plan when the server asks for it (a link of the page). */
  planAction?: ReactNode
}) {
  const t = useT()
  const [planRequired, setPlanRequired] = useState(false)
  const schema = useMemo(() => singleTrainingForm(zone), [zone])
  const initial = editing ? trainingValuesOf(editing, zone) : initialSingleTraining(setup.profile, zone)
  const form = useForm(schema, initial, async (body) => {
    setPlanRequired(false)
    try {
      if (!editing) {
        onCreated(await createTraining(body))
        return
      }
      const changes = trainingChanges(body, editing)
      onCreated(Object.keys(changes).length > 0 ? await updateTraining(editing.id, changes) : editing)
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'trainer_plan_required') setPlanRequired(true)
      throw atStartTime(error)
    }
  })
  const v = form.values
  const set = form.set as SetField
  const gymAddress = setup.profile.gymAddress
  return (
    <Card>
      <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        {editing ? null : (
          <ServicePicker services={setup.services} values={v} set={set} gymAddress={gymAddress} />
        )}
        <TitleField values={v} set={set} errors={form.errors} />
        <fieldset className="field fieldset">
          <legend className="field__label">{t.createTraining.when}</legend>
          <div className="form-row form-row--dates">
            <TextField
              label={t.createTraining.date}
              name="date"
              type="date"
              value={v.date}
              onChange={(e) => form.set('date', e.target.value)}
              error={form.errors.date ?? form.errors.startsAt}
            />
            <TextField
              label={t.createTraining.time}
              name="time"
              type="time"
              step={300}
              value={v.time}
              onChange={(e) => form.set('time', e.target.value)}
              error={form.errors.time}
            />
          </div>
          <p className="field__hint form-row-hint">{t.createTraining.zoneHint({ zone })}</p>
          <ClockChangeHint date={v.date} time={v.time} zone={zone} />
        </fieldset>
        <SizeAndPriceFields values={v} set={set} errors={form.errors} />
        <PlaceFields values={v} set={set} errors={form.errors} gymAddress={gymAddress} />
        <AudienceFields values={v} set={set} errors={form.errors} />
        <FormError message={form.formError ?? form.errors.startsAt} />
        {planRequired ? planAction : null}
        <MainActionButton
          block
          busy={form.submitting}
          busyLabel={editing ? t.createTraining.saving : t.createTraining.submitting}
        >
          {editing ? t.createTraining.save : t.createTraining.submit}
        </MainActionButton>
      </form>
    </Card>
  )
}

/**
 * On a day the clocks change, says which instant the typed time is (the one zonedInstant takes):
 * a time skipped when clocks go forward starts later, one that happens twice starts at the first.
 */
function ClockChangeHint({ date, time, zone }: { date: string; time: string; zone: string }) {
  const t = useT()
  const locale = useLocale()
  const hhmm = time.slice(0, 5)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(hhmm)) return null
  const occurs = wallClockOccurs(date, hhmm, zone)
  if (occurs === 'once') return null
  // The typed time as a clock shows it in the reader's language (2:30 AM, 02:30).
  const typed = formatTime(`${date}T${hhmm}:00Z`, locale, 'UTC')
  const day = formatCalendarDay(date, locale)
  return (
    <p className="field__hint form-row-hint" role="status">
      {occurs === 'skipped'
        ? t.createTraining.clockSkipped({
            time: typed,
            date: day,
            startsAt: formatTime(zonedInstant(date, hhmm, zone).toISOString(), locale, zone),
          })
        : t.createTraining.clockTwice({ time: typed, date: day })}
    </p>
  )
}

/** An overlap belongs next to the start time, even when the answer names no field. */
function atStartTime(error: unknown): unknown {
  if (!(error instanceof ApiRequestError) || error.code !== 'training_overlap' || error.fields.startsAt) {
    return error
  }
  return new ApiRequestError(error.status, error.code, error.message, {
    ...error.fields,
    startsAt: error.message,
  })
}
