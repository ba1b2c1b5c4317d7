import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { z } from 'zod'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { Checkbox, CheckboxGroup } from '#client/ui/components/checkbox-group.tsx'
import { CityField } from '#client/ui/components/city-field.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatMoney } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { toMajorUnits, toMinorUnits } from '#client/ui/price-input.ts'
import type { Settled } from '#client/ui/settle.ts'
import { showToast } from '#client/ui/toast.ts'
import { describeError, useForm } from '#client/ui/use-form.ts'
import type { OwnTrainerProfile, TrainerService } from '#shared/api/catalogue.ts'
import { serviceBody, trainerProfileBody } from '#shared/api/catalogue.ts'
import { numberFromText } from '#shared/api/common.ts'
import {
  LEGAL_STATUSES,
  type LegalStatus,
  SPECIALIZATIONS,
  type Specialization,
  TRAINER_FORMATS,
  type TrainerFormat,
} from '#shared/catalogue.ts'
import { MESSAGES } from '#shared/messages.ts'
import { createService, deleteService, saveOwnTrainerProfile, updateService } from '../api/trainer-api.ts'

/** What /profile-edit loads for a trainer; each part fails on its own card. */
export interface TrainerEditorData {
  profile: Settled<OwnTrainerProfile>
  services: Settled<readonly TrainerService[]>
}

/**
 * The trainer's public profile and services, edited inside /profile-edit. `data`: the route
 * loader's; `null` while a trainer's data kept from before is missing (the route's reload brings
 * it). After a service changes, the route loads them again.
 */
export function TrainerProfileEditor({ data }: { data: TrainerEditorData | null }) {
  const t = useT()
  const router = useRouter()
  const retry = () => void router.invalidate()
  return (
    <section className="stack" aria-labelledby="trainer-profile-title">
      <h2 id="trainer-profile-title" className="section-title">
        {t.trainerArea.profileTitle}
      </h2>
      {data ? null : <Spinner label={t.app.loading} />}
      {data && !data.profile.ok ? <ErrorState error={data.profile.error} onRetry={retry} /> : null}
      {data?.profile.ok ? <ProfileForm profile={data.profile.value} /> : null}
      {data ? (
        <ServicesEditor services={data.services} profile={data.profile.ok ? data.profile.value : undefined} />
      ) : null}
    </section>
  )
}

/**
 * Hours in the form, minutes in the API; the typed text becomes the JSON number the API takes, or
 * is refused as typed ("1.5" or "-2" is not trimmed to 15 or 2).
 */
const hours = z
  .number({ error: MESSAGES.noticeRange })
  .int({ error: MESSAGES.noticeRange })
  .min(0, { error: MESSAGES.noticeRange })
  .max(168, { error: MESSAGES.noticeRange })
const hoursAsMinutes = numberFromText(hours).transform((h) => h * 60)
const profileForm = trainerProfileBody.extend({
  experienceYears: numberFromText(trainerProfileBody.shape.experienceYears),
  minNoticeMinutes: hoursAsMinutes,
  freeCancelMinutes: hoursAsMinutes,
})

function ProfileForm({ profile }: { profile: OwnTrainerProfile }) {
  const t = useT()
  const form = useForm(
    profileForm,
    {
      bioEn: profile.bioEn,
      bioRu: profile.bioRu,
      specializations: profile.specializations,
      experienceYears: profile.experienceYears,
      city: profile.city,
      formats: profile.formats,
      gymAddress: profile.gymAddress,
      manualApproval: profile.manualApproval,
      minNoticeMinutes: Math.round(profile.minNoticeMinutes / 60),
      freeCancelMinutes: Math.round(profile.freeCancelMinutes / 60),
      lateCancelReturnsSession: profile.lateCancelReturnsSession,
      legalStatus: profile.legalStatus,
      taxId: profile.taxId,
      legalName: profile.legalName,
    },
    async (body) => {
      await saveOwnTrainerProfile(body)
      showToast(t.trainerArea.profileSaved, 'success')
    },
  )
  const v = form.values
  return (
    <Card>
      <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.formError} />
        <CheckboxGroup<Specialization>
          legend={t.catalogue.specialization}
          options={SPECIALIZATIONS.map((s) => ({ value: s, label: t.catalogue.specializations[s] }))}
          value={(v.specializations ?? []) as Specialization[]}
          onChange={(next) => form.set('specializations', next)}
          error={form.errors.specializations}
        />
        <CheckboxGroup<TrainerFormat>
          legend={t.catalogue.format}
          options={TRAINER_FORMATS.map((f) => ({ value: f, label: t.catalogue.formats[f] }))}
          value={(v.formats ?? []) as TrainerFormat[]}
          onChange={(next) => form.set('formats', next)}
          error={form.errors.formats}
        />
        <CityField
          label={t.catalogue.city}
          value={String(v.city ?? '')}
          onChange={(e) => form.set('city', e.target.value)}
          error={form.errors.city}
        />
        <TextField
          label={t.trainerArea.gymAddress}
          value={String(v.gymAddress ?? '')}
          onChange={(e) => form.set('gymAddress', e.target.value)}
          error={form.errors.gymAddress}
        />
        <TextField
          label={t.trainerArea.experienceYears}
          inputMode="numeric"
          value={String(v.experienceYears ?? '')}
          onChange={(e) => form.set('experienceYears', e.target.value as unknown as number)}
          error={form.errors.experienceYears}
        />
        <BioField
          id="bio-en"
          label={t.trainerArea.bioEn}
          value={String(v.bioEn ?? '')}
          onChange={(text) => form.set('bioEn', text)}
          error={form.errors.bioEn}
        />
        <BioField
          id="bio-ru"
          label={t.trainerArea.bioRu}
          value={String(v.bioRu ?? '')}
          onChange={(text) => form.set('bioRu', text)}
          error={form.errors.bioRu}
        />
        <Checkbox
          label={t.trainerArea.manualApproval}
          checked={Boolean(v.manualApproval)}
          onChange={(checked) => form.set('manualApproval', checked)}
        />
        <TextField
          label={t.trainerArea.minNoticeHours}
          inputMode="numeric"
          value={String(v.minNoticeMinutes ?? '')}
          onChange={(e) => form.set('minNoticeMinutes', e.target.value as unknown as number)}
          error={form.errors.minNoticeMinutes}
        />
        <TextField
          label={t.trainerArea.freeCancelHours}
          inputMode="numeric"
          value={String(v.freeCancelMinutes ?? '')}
          onChange={(e) => form.set('freeCancelMinutes', e.target.value as unknown as number)}
          error={form.errors.freeCancelMinutes}
        />
        <Checkbox
          label={t.trainerArea.lateCancelReturnsSession}
          checked={Boolean(v.lateCancelReturnsSession)}
          onChange={(checked) => form.set('lateCancelReturnsSession', checked)}
        />
        <p className="muted">{t.trainerArea.lateCancelReturnsSessionHint}</p>
        <fieldset className="fieldset stack">
          <legend className="field__label">{t.trainerArea.requisites}</legend>
          <p className="muted">{t.trainerArea.requisitesHint}</p>
          <SelectField
            label={t.trainerArea.legalStatus}
            value={v.legalStatus ?? ''}
            onChange={(e) => form.set('legalStatus', (e.target.value || null) as LegalStatus | null)}
            options={[
              { value: '', label: t.trainerArea.legalStatusNone },
              ...LEGAL_STATUSES.map((s) => ({ value: s, label: t.money.legal[s] })),
            ]}
          />
          <TextField
            label={t.trainerArea.taxId}
            inputMode="numeric"
            value={v.taxId ?? ''}
            onChange={(e) => form.set('taxId', e.target.value)}
            error={form.errors.taxId}
          />
          <TextField
            label={t.trainerArea.legalName}
            value={v.legalName ?? ''}
            onChange={(e) => form.set('legalName', e.target.value)}
            error={form.errors.legalName}
          />
        </fieldset>
        {/* One style for the page's two forms, each saying what it saves. Telegram's one MainButton
            is the page's own (the personal profile's "Save"): with it here, the MainButton saved
            this part only, and what was typed above it was lost. */}
        <Button type="submit" block disabled={form.submitting}>
          {form.submitting ? t.common.saving : t.trainerArea.saveTrainerProfile}
        </Button>
      </form>
    </Card>
  )
}

function BioField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string
  label: string
  value: string
  onChange: (v: string) => void
  error?: string | undefined
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={4}
        maxLength={3000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? <span className="field__error">{error}</span> : null}
    </div>
  )
}

/**
 * Major units in the form ("1500.50"), minor units in the API; the typed text is checked, never
 * trimmed to digits: "45.5" minutes or "-3" people are refused, not turned into 455 and 3.
 */
const serviceForm = serviceBody.extend({
  durationMin: numberFromText(serviceBody.shape.durationMin),
  capacity: numberFromText(serviceBody.shape.capacity),
  price: z.string().transform(toMinorUnits).pipe(serviceBody.shape.price),
})

function ServicesEditor({
  services,
  profile,
}: {
  services: Settled<readonly TrainerService[]>
  /** The trainer's profile, when loaded: a new service starts in its first specialization and format. */
  profile: OwnTrainerProfile | undefined
}) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const reload = () => void router.invalidate()
  const [editing, setEditing] = useState<TrainerService | 'new' | null>(null)
  const items = services.ok ? services.value : []
  const remove = async (service: TrainerService) => {
    try {
      await deleteService(service.id)
      showToast(t.trainerArea.serviceRemoved, 'success')
      reload()
    } catch (error) {
      showToast(describeError(t, error), 'error')
    }
  }
  return (
    <Card>
      <h2>{t.trainerArea.servicesTitle}</h2>
      {services.ok ? null : <ErrorState error={services.error} onRetry={reload} />}
      <ul className="list service-list">
        {items.map((s) => (
          <li key={s.id} className="service-row">
            <div>
              <strong>{s.title}</strong>
              <p className="muted">
                {t.catalogue.specializations[s.specialization]} ·{' '}
                {t.trainerProfile.minutes({ count: s.durationMin })} ·{' '}
                {formatMoney(s.price, s.currency, locale)}
                {s.active ? '' : ` · ${t.trainerArea.hidden}`}
              </p>
            </div>
            <div className="button-row">
              <Button variant="secondary" onClick={() => setEditing(s)}>
                {t.common.edit}
              </Button>
              <Button variant="danger" onClick={() => void remove(s)}>
                {t.trainerArea.remove}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <ServiceForm
          key={editing === 'new' ? 'new' : editing.id}
          service={editing === 'new' ? undefined : editing}
          profile={profile}
          onDone={() => {
            setEditing(null)
            reload()
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t.trainerArea.addService}
        </Button>
      )}
    </Card>
  )
}

function ServiceForm({
  service,
  profile,
  onDone,
  onCancel,
}: {
  service: TrainerService | undefined
  profile: OwnTrainerProfile | undefined
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const form = useForm(
    serviceForm,
    {
      title: service?.title ?? '',
      specialization: service?.specialization ?? profile?.specializations[0] ?? 'strength',
      format: service?.format ?? profile?.formats[0] ?? 'gym',
      durationMin: service?.durationMin ?? 60,
      capacity: service?.capacity ?? 1,
      price: service ? toMajorUnits(service.price, locale) : '2000',
      currency: service?.currency ?? 'RUB',
      active: service?.active ?? true,
    },
    async (body) => {
      if (service) await updateService(service.id, body)
      else await createService(body)
      showToast(t.trainerArea.serviceSaved, 'success')
      onDone()
    },
  )
  const v = form.values
  // Numbers in the API, the typed text in the form: numberFromText reads it when it is sent.
  const typed = (value: string) => value as unknown as number
  return (
    <form onSubmit={form.handleSubmit} noValidate className="card">
      <FormError message={form.formError} />
      <TextField
        label={t.trainerArea.title}
        value={String(v.title ?? '')}
        onChange={(e) => form.set('title', e.target.value)}
        error={form.errors.title}
      />
      <SelectField
        label={t.catalogue.specialization}
        value={String(v.specialization)}
        onChange={(e) => form.set('specialization', e.target.value as Specialization)}
        options={SPECIALIZATIONS.map((s) => ({ value: s, label: t.catalogue.specializations[s] }))}
      />
      <SelectField
        label={t.catalogue.format}
        value={String(v.format)}
        onChange={(e) => form.set('format', e.target.value as TrainerFormat)}
        options={TRAINER_FORMATS.map((f) => ({ value: f, label: t.catalogue.formats[f] }))}
      />
      <TextField
        label={t.trainerArea.duration}
        inputMode="numeric"
        value={String(v.durationMin ?? '')}
        onChange={(e) => form.set('durationMin', typed(e.target.value))}
        error={form.errors.durationMin}
      />
      <TextField
        label={t.trainerArea.capacity}
        inputMode="numeric"
        value={String(v.capacity ?? '')}
        onChange={(e) => form.set('capacity', typed(e.target.value))}
        error={form.errors.capacity}
      />
      <TextField
        label={t.trainerArea.price}
        inputMode="decimal"
        value={v.price ?? ''}
        onChange={(e) => form.set('price', e.target.value)}
        error={form.errors.price}
      />
      <Checkbox
        label={t.trainerArea.active}
        checked={Boolean(v.active)}
        onChange={(checked) => form.set('active', checked)}
      />
      <div className="button-row">
        <MainActionButton busy={form.submitting}>{t.trainerArea.save}</MainActionButton>
        <Button variant="plain" onClick={onCancel}>
          {t.common.cancel}
        </Button>
      </div>
    </form>
  )
}
