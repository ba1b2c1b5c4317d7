import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { z } from 'zod'
import { ApiRequestError } from '#client/platform/http/errors.ts'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useForm } from '#client/ui/use-form.ts'
import { zoneName } from '#client/ui/zone-name.ts'
import type { TrainingTemplate, templateResponse } from '#shared/api/trainings.ts'
import { timeZoneChoices } from '#shared/zoned-format.ts'
import { createTemplate, type TrainerSetup, updateTemplate } from '../api/trainings-api.ts'
import { initialTemplate, templateChanges, templateForm, templateValuesOf } from '../form-model.ts'
import { TemplatePreview } from './template-preview.tsx'
import {
  AudienceFields,
  FieldError,
  PlaceFields,
  ServicePicker,
  type SetField,
  SizeAndPriceFields,
  TitleField,
} from './training-fields.tsx'
import { WeekdayPicker } from './weekday-picker.tsx'

export type CreatedTemplate = z.infer<typeof templateResponse>['data']

/**
 * A weekly template: days, a start time on the clock of a chosen zone (the trainer's own by
 * default), and a validity. The dates it will create are previewed as the trainer types.
 * Given a `template`, the form edits it: it starts from its values and saves the changes.
 */
export function TemplateForm({
  setup,
  zone,
  onCreated,
  planAction,
  template,
  onCancel,
}: {
  setup: TrainerSetup
  /** The viewer's own zone: the template's default, and the second clock of the preview. */
  zone: string
  /** The server's answer once the template was created, or, when editing, saved. */
  onCreated: (template: CreatedTemplate) => void
  planAction?: ReactNode
  /** The template to edit; without it the form creates a new one. */
  template?: TrainingTemplate
  /** Leaves editing (shown only when editing). */
  onCancel?: () => void
}) {
  const t = useT()
  const zoneErrorId = useId()
  const [planRequired, setPlanRequired] = useState(false)
  const keptValidFrom = template?.validFrom
  const schema = useMemo(() => templateForm(undefined, keptValidFrom), [keptValidFrom])
  const initial = template ? templateValuesOf(template) : initialTemplate(setup.profile, zone)
  const form = useForm(schema, initial, async (body) => {
    setPlanRequired(false)
    try {
      onCreated(
        template
          ? await updateTemplate(template.id, templateChanges(body, template))
          : await createTemplate(body),
      )
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'trainer_plan_required') setPlanRequired(true)
      throw error
    }
  })
  const v = form.values
  const set = form.set as SetField
  const gymAddress = setup.profile.gymAddress
  // The profile's zone may arrive after the form opened: follow it until the trainer picks one.
  // An edited template keeps its own zone.
  const defaultZone = useRef(zone)
  const editing = template !== undefined
  useEffect(() => {
    if (editing || zone === defaultZone.current) return
    if (form.values.timeZone === defaultZone.current) form.set('timeZone', zone)
    defaultZone.current = zone
  }, [zone, form, editing])
  const zones = useMemo(() => timeZoneChoices(v.timeZone), [v.timeZone])
  const parsed = schema.safeParse(v)
  return (
    <Card>
      <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.formError} />
        {planRequired ? planAction : null}
        <ServicePicker services={setup.services} values={v} set={set} gymAddress={gymAddress} />
        <TitleField values={v} set={set} errors={form.errors} />
        <WeekdayPicker
          legend={t.trainingTemplate.weekdays}
          value={v.weekdays}
          onChange={(days) => form.set('weekdays', days)}
          error={form.errors.weekdays}
        />
        <TextField
          label={t.trainingTemplate.startTime}
          name="startTime"
          type="time"
          step={300}
          value={v.startTime}
          onChange={(e) => form.set('startTime', e.target.value)}
          error={form.errors.startTime}
        />
        <SelectField
          label={t.trainingTemplate.timeZone}
          value={v.timeZone}
          onChange={(e) => form.set('timeZone', e.target.value)}
          options={zones.map((z) => ({ value: z, label: zoneName(z) }))}
          aria-invalid={form.errors.timeZone ? true : undefined}
          aria-describedby={form.errors.timeZone ? zoneErrorId : undefined}
        />
        <FieldError id={zoneErrorId} error={form.errors.timeZone} />
        <p className="field__hint form-row-hint">{t.trainingTemplate.timeZoneHint}</p>
        <div className="form-row form-row--dates">
          <TextField
            label={t.trainingTemplate.validFrom}
            name="validFrom"
            type="date"
            value={v.validFrom}
            onChange={(e) => form.set('validFrom', e.target.value)}
            error={form.errors.validFrom}
          />
          <TextField
            label={t.trainingTemplate.validUntil}
            name="validUntil"
            type="date"
            value={v.validUntil}
            min={v.validFrom || undefined}
            onChange={(e) => form.set('validUntil', e.target.value)}
            error={form.errors.validUntil}
            hint={t.trainingTemplate.validUntilHint}
          />
        </div>
        <SizeAndPriceFields values={v} set={set} errors={form.errors} />
        <PlaceFields values={v} set={set} errors={form.errors} gymAddress={gymAddress} />
        <AudienceFields values={v} set={set} errors={form.errors} />
        <TemplatePreview
          body={parsed.success ? parsed.data : null}
          timeZone={v.timeZone}
          viewerZone={zone}
          editing={template?.id}
        />
        {editing ? (
          <div className="button-row">
            <MainActionButton busy={form.submitting} busyLabel={t.trainingTemplate.saving}>
              {t.trainingTemplate.saveChanges}
            </MainActionButton>
            <Button variant="plain" disabled={form.submitting} onClick={onCancel}>
              {t.common.cancel}
            </Button>
          </div>
        ) : (
          <MainActionButton block busy={form.submitting} busyLabel={t.trainingTemplate.submitting}>
            {t.trainingTemplate.submit}
          </MainActionButton>
        )}
      </form>
    </Card>
  )
}
