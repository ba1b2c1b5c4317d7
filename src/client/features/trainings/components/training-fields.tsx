import { useId } from 'react'
import { Checkbox } from '#client/ui/components/checkbox-group.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatMoney } from '#client/ui/format.ts'
import { type Dictionary, useLocale, useT } from '#client/ui/i18n/index.ts'
import type { FieldErrors } from '#client/ui/use-form.ts'
import type { TrainerService } from '#shared/api/catalogue.ts'
import { TRAINING_VISIBILITIES, type TrainingVisibility } from '#shared/api/trainings.ts'
import {
  CURRENCIES,
  type Currency,
  SPECIALIZATIONS,
  type Specialization,
  TRAINER_FORMATS,
  type TrainerFormat,
} from '#shared/catalogue.ts'
import { type CommonValues, valuesFromService } from '../form-model.ts'

export type SetField = <K extends keyof CommonValues>(field: K, value: CommonValues[K]) => void

/** A select's error, wired like TextField's (SelectField has no error of its own). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <span id={id} className="field__error" role="alert">
      {error}
    </span>
  )
}

/** "From a service": picking one fills in what it sells. */
export function ServicePicker({
  services,
  values,
  set,
  gymAddress,
}: {
  services: readonly TrainerService[]
  values: CommonValues
  set: SetField
  gymAddress: string
}) {
  const t = useT()
  const locale = useLocale()
  const offered = services.filter((s) => s.active || s.id === values.serviceId)
  if (offered.length === 0) return null
  const pick = (id: string) => {
    const service = offered.find((s) => s.id === id)
    if (!service) return set('serviceId', '')
    for (const [field, value] of Object.entries(valuesFromService(service, values, gymAddress))) {
      set(field as keyof CommonValues, value as never)
    }
  }
  return (
    <SelectField
      label={t.createTraining.fromService}
      value={values.serviceId}
      onChange={(e) => pick(e.target.value)}
      options={[
        { value: '', label: t.createTraining.noService },
        ...offered.map((s) => ({
          value: s.id,
          label: `${s.title} · ${t.trainerProfile.minutes({ count: s.durationMin })} · ${formatMoney(s.price, s.currency, locale)}`,
        })),
      ]}
    />
  )
}

export function TitleField({ values, set, errors }: FieldsProps) {
  const t = useT()
  return (
    <>
      <TextField
        label={t.createTraining.title}
        name="title"
        maxLength={100}
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
      />
      <SelectField
        label={t.createTraining.specialization}
        value={values.specialization}
        onChange={(e) => set('specialization', e.target.value as Specialization | '')}
        options={[
          { value: '', label: t.createTraining.specializationDefault },
          ...SPECIALIZATIONS.map((s) => ({ value: s, label: t.catalogue.specializations[s] })),
        ]}
      />
    </>
  )
}

interface FieldsProps {
  values: CommonValues
  set: SetField
  errors: FieldErrors
}

/** Duration, capacity and price, as in the services editor (major units in, minor units out). */
export function SizeAndPriceFields({ values, set, errors }: FieldsProps) {
  const t = useT()
  return (
    <>
      <div className="form-row">
        <TextField
          label={t.createTraining.duration}
          name="durationMin"
          inputMode="numeric"
          value={values.durationMin}
          onChange={(e) => set('durationMin', e.target.value)}
          error={errors.durationMin}
        />
        <TextField
          label={t.createTraining.capacity}
          name="capacity"
          inputMode="numeric"
          value={values.capacity}
          onChange={(e) => set('capacity', e.target.value)}
          error={errors.capacity}
          hint={t.createTraining.capacityHint}
        />
      </div>
      <div className="form-row">
        <TextField
          label={t.createTraining.price}
          name="price"
          inputMode="decimal"
          value={values.price}
          onChange={(e) => set('price', e.target.value)}
          error={errors.price}
        />
        <SelectField
          label={t.createTraining.currency}
          value={values.currency}
          onChange={(e) => set('currency', e.target.value as Currency)}
          options={CURRENCIES.map((c) => ({ value: c, label: t.createTraining.currencies[c] }))}
        />
      </div>
    </>
  )
}

function locationLabels(t: Dictionary, format: TrainerFormat, gymAddress: string) {
  if (format === 'gym') {
    return {
      label: t.createTraining.locationGym,
      hint: gymAddress ? t.createTraining.locationGymHint : undefined,
    }
  }
  return { label: t.createTraining.locationClient, hint: t.createTraining.locationClientHint }
}

/** Format, and where it happens: an address for the gym or the client's place, a link online. */
export function PlaceFields({ values, set, errors, gymAddress }: FieldsProps & { gymAddress: string }) {
  const t = useT()
  const changeFormat = (format: TrainerFormat) => {
    set('format', format)
    if (format === 'gym' && values.location.trim() === '' && gymAddress) set('location', gymAddress)
  }
  const place = locationLabels(t, values.format, gymAddress)
  return (
    <>
      <SelectField
        label={t.catalogue.format}
        value={values.format}
        onChange={(e) => changeFormat(e.target.value as TrainerFormat)}
        options={TRAINER_FORMATS.map((f) => ({ value: f, label: t.catalogue.formats[f] }))}
      />
      {values.format === 'online' ? (
        <TextField
          label={t.createTraining.onlineUrl}
          name="onlineUrl"
          type="url"
          inputMode="url"
          maxLength={500}
          placeholder="https://"
          value={values.onlineUrl}
          onChange={(e) => set('onlineUrl', e.target.value)}
          error={errors.onlineUrl}
          hint={t.createTraining.onlineUrlHint}
        />
      ) : (
        <TextField
          label={place.label}
          name="location"
          maxLength={200}
          autoComplete="street-address"
          value={values.location}
          onChange={(e) => set('location', e.target.value)}
          error={errors.location}
          hint={place.hint}
        />
      )}
    </>
  )
}

/** Who may book, notes, and whether a group may run alongside other trainings. */
export function AudienceFields({ values, set, errors }: FieldsProps) {
  const t = useT()
  const notesId = useId()
  const parallelErrorId = useId()
  const isGroup = Number(values.capacity) >= 2
  return (
    <>
      <SelectField
        label={t.createTraining.visibility}
        value={values.visibility}
        onChange={(e) => set('visibility', e.target.value as TrainingVisibility)}
        options={TRAINING_VISIBILITIES.map((v) => ({ value: v, label: t.createTraining.visibilities[v] }))}
      />
      <div className="field">
        <label className="field__label" htmlFor={notesId}>
          {t.createTraining.notes}
        </label>
        <textarea
          id={notesId}
          className="field__input"
          rows={3}
          maxLength={2000}
          placeholder={t.createTraining.notesHint}
          value={values.notes}
          aria-invalid={errors.notes ? true : undefined}
          onChange={(e) => set('notes', e.target.value)}
        />
        <FieldError id={`${notesId}-error`} error={errors.notes} />
      </div>
      {isGroup ? (
        <>
          <Checkbox
            label={t.createTraining.allowParallel}
            checked={values.allowParallel}
            onChange={(checked) => set('allowParallel', checked)}
          />
          <FieldError id={parallelErrorId} error={errors.allowParallel} />
        </>
      ) : null}
    </>
  )
}
