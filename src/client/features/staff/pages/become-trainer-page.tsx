import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { z } from 'zod'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { session } from '#client/session/session.ts'
import { loadRoles, switchRole } from '#client/session/session-controller.ts'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { CheckboxGroup } from '#client/ui/components/checkbox-group.tsx'
import { CityField } from '#client/ui/components/city-field.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { formatDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { describeError, useForm } from '#client/ui/use-form.ts'
import { numberFromText } from '#shared/api/common.ts'
import { applicationBody, CERTIFICATE_PHOTO_MAX_BYTES, type TrainerApplication } from '#shared/api/staff.ts'
import {
  SPECIALIZATIONS,
  type Specialization,
  TRAINER_FORMATS,
  type TrainerFormat,
} from '#shared/catalogue.ts'
import { canActAsTrainer } from '#shared/roles.ts'
import { submitApplication, uploadCertificatePhoto } from '../api/staff-api.ts'
import { StatusChip } from '../components/status-chip.tsx'
import { TextArea } from '../components/text-area.tsx'

/** `/become-trainer`: the application form, or where the last application stands. */
export function BecomeTrainerPage({ applications }: { applications: readonly TrainerApplication[] }) {
  const t = useT()
  const [list, setList] = useState(applications)
  const [reapplying, setReapplying] = useState(false)
  const { userRoles, isTrainerBlocked } = useSnapshot(session)
  const latest = list[0]
  // An approval may have come while the app was open: the roles are read again.
  useEffect(() => {
    if (latest?.status === 'approved') void loadRoles({ force: true })
  }, [latest?.status])
  const isTrainer = userRoles.includes('trainer')
  const sent = (created: TrainerApplication) => {
    setList((prev) => [created, ...prev])
    setReapplying(false)
  }
  let body: ReactNode
  if (isTrainer && latest?.status !== 'approved') {
    body = <p>{t.staff.apply.alreadyTrainer}</p>
  } else if (latest?.status === 'approved') {
    body = (
      <Approved application={latest} canTrain={canActAsTrainer({ roles: userRoles, isTrainerBlocked })} />
    )
  } else if (latest?.status === 'pending') {
    body = <Pending application={latest} />
  } else if (latest?.status === 'rejected' && !reapplying) {
    body = <Rejected application={latest} onApplyAgain={() => setReapplying(true)} />
  } else {
    body = (
      <>
        {latest ? <p className="muted">{t.staff.apply.applyAgainHint}</p> : <p>{t.staff.apply.intro}</p>}
        <ApplicationForm last={latest} onSent={sent} />
      </>
    )
  }
  return (
    <Page heading={t.pages.becomeTrainer}>
      {body}
      <History applications={list.slice(1)} />
    </Page>
  )
}

function Pending({ application }: { application: TrainerApplication }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  return (
    <Card className="stack" aria-label={t.staff.apply.statusTitle}>
      <h2 className="section-title">
        {t.staff.apply.statusTitle} <StatusChip status="pending" />
      </h2>
      <p>{t.staff.apply.pendingText}</p>
      <p className="muted">
        {t.staff.apply.sentAt({ date: formatDateTimeIn(application.createdAt, locale, zone) })}
      </p>
    </Card>
  )
}

function Approved({ application, canTrain }: { application: TrainerApplication; canTrain: boolean }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const navigate = useNavigate()
  return (
    <Card className="stack" aria-label={t.staff.apply.statusTitle}>
      <h2 className="section-title">
        {t.staff.apply.statusTitle} <StatusChip status="approved" />
      </h2>
      <p>{t.staff.apply.approvedText}</p>
      {application.decidedAt ? (
        <p className="muted">
          {t.staff.apply.decidedAt({ date: formatDateTimeIn(application.decidedAt, locale, zone) })}
        </p>
      ) : null}
      {canTrain ? (
        <div className="button-row">
          <Button
            onClick={async () => {
              if (await switchRole('trainer')) await navigate({ to: '/schedule' })
              else showToast(t.choose.switchFailed, 'error')
            }}
          >
            {t.staff.apply.openTrainer}
          </Button>
        </div>
      ) : null}
    </Card>
  )
}

function Rejected({
  application,
  onApplyAgain,
}: {
  application: TrainerApplication
  onApplyAgain: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  return (
    <Card className="stack" aria-label={t.staff.apply.rejectedTitle}>
      <h2 className="section-title">
        {t.staff.apply.rejectedTitle} <StatusChip status="rejected" />
      </h2>
      <p className="prewrap">{t.staff.apply.rejectReason({ reason: application.rejectReason ?? '' })}</p>
      {application.decidedAt ? (
        <p className="muted">
          {t.staff.apply.decidedAt({ date: formatDateTimeIn(application.decidedAt, locale, zone) })}
        </p>
      ) : null}
      <div className="button-row">
        <Button onClick={onApplyAgain}>{t.staff.apply.applyAgain}</Button>
      </div>
    </Card>
  )
}

function History({ applications }: { applications: readonly TrainerApplication[] }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  if (applications.length === 0) return null
  return (
    <section className="stack" aria-labelledby="application-history">
      <h2 id="application-history" className="section-title">
        {t.staff.apply.history}
      </h2>
      <ul className="list">
        {applications.map((a) => (
          <li key={a.id} className="card stack">
            <span>
              <StatusChip status={a.status} />{' '}
              {t.staff.apply.sentAt({ date: formatDateTimeIn(a.createdAt, locale, zone) })}
            </span>
            {a.rejectReason ? (
              <span className="muted prewrap">{t.staff.apply.rejectReason({ reason: a.rejectReason })}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Digits typed become the JSON number the API takes; links are one per line. */
const applicationForm = applicationBody.extend({
  experienceYears: numberFromText(applicationBody.shape.experienceYears),
  certificateLinks: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
        : value,
    applicationBody.shape.certificateLinks,
  ),
})

/** A server field error such as `certificateLinks.0` shows on its field. */
function fieldError(errors: Record<string, string>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1]
}

function ApplicationForm({
  last,
  onSent,
}: {
  last: TrainerApplication | undefined
  onSent: (created: TrainerApplication) => void
}) {
  const t = useT()
  const form = useForm(
    applicationForm,
    {
      specializations: last?.specializations ?? [],
      formats: last?.formats ?? [],
      experienceYears: (last ? String(last.experienceYears) : '') as unknown as number,
      city: last?.city ?? '',
      bio: last?.bio ?? '',
      certificateLinks: (last?.certificateLinks.join('\n') ?? '') as unknown as string[],
      certificatePhoto: last?.certificatePhoto ?? null,
    },
    async (body) => {
      const created = await submitApplication(body)
      showToast(t.staff.apply.sent, 'success')
      onSent(created)
    },
  )
  const v = form.values
  const [uploading, setUploading] = useState(false)
  const upload = async (file: File | undefined) => {
    if (!file) return
    if (file.size > CERTIFICATE_PHOTO_MAX_BYTES) {
      form.setErrors({ ...form.errors, certificatePhoto: t.staffMessages.certificatePhotoTooLarge })
      return
    }
    setUploading(true)
    try {
      form.set('certificatePhoto', await uploadCertificatePhoto(file, file.name))
    } catch (error) {
      form.setErrors({ ...form.errors, certificatePhoto: describeError(t, error) })
    } finally {
      setUploading(false)
    }
  }
  return (
    <Card>
      <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.formError} />
        <CheckboxGroup<Specialization>
          legend={t.staff.apply.specializations}
          options={SPECIALIZATIONS.map((s) => ({ value: s, label: t.catalogue.specializations[s] }))}
          value={(v.specializations ?? []) as Specialization[]}
          onChange={(next) => form.set('specializations', next)}
          error={fieldError(form.errors, 'specializations')}
        />
        <CheckboxGroup<TrainerFormat>
          legend={t.staff.apply.formats}
          options={TRAINER_FORMATS.map((f) => ({ value: f, label: t.catalogue.formats[f] }))}
          value={(v.formats ?? []) as TrainerFormat[]}
          onChange={(next) => form.set('formats', next)}
          error={fieldError(form.errors, 'formats')}
        />
        <TextField
          label={t.staff.apply.experienceYears}
          inputMode="numeric"
          value={String(v.experienceYears ?? '')}
          onChange={(e) => form.set('experienceYears', e.target.value as unknown as number)}
          error={form.errors.experienceYears}
        />
        <CityField
          label={t.staff.apply.city}
          value={String(v.city ?? '')}
          maxLength={80}
          onChange={(e) => form.set('city', e.target.value)}
          error={form.errors.city}
        />
        <TextArea
          id="application-bio"
          label={t.staff.apply.bio}
          hint={t.staff.apply.bioHint}
          value={String(v.bio ?? '')}
          maxLength={3000}
          onChange={(text) => form.set('bio', text)}
          error={form.errors.bio}
        />
        <TextArea
          id="application-links"
          label={t.staff.apply.certificateLinks}
          hint={t.staff.apply.certificateLinksHint}
          value={String(v.certificateLinks ?? '')}
          maxLength={2600}
          onChange={(text) => form.set('certificateLinks', text as unknown as string[])}
          error={fieldError(form.errors, 'certificateLinks')}
        />
        <div className="field">
          <label className="field__label" htmlFor="certificate-photo">
            {t.staff.apply.certificatePhoto}
          </label>
          {v.certificatePhoto ? (
            <div className="button-row">
              <span>{t.staff.apply.photoAttached}</span>
              <Button variant="plain" onClick={() => form.set('certificatePhoto', null)}>
                {t.staff.apply.removePhoto}
              </Button>
            </div>
          ) : (
            <input
              id="certificate-photo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={uploading}
              aria-invalid={form.errors.certificatePhoto ? true : undefined}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          )}
          {uploading ? <span className="muted">{t.staff.apply.photoUploading}</span> : null}
          {form.errors.certificatePhoto ? (
            <span className="field__error" role="alert">
              {form.errors.certificatePhoto}
            </span>
          ) : null}
        </div>
        <MainActionButton busy={form.submitting} busyLabel={t.staff.apply.submitting} disabled={uploading}>
          {t.staff.apply.submit}
        </MainActionButton>
      </form>
    </Card>
  )
}
