import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '#client/session/session.ts'
import { Card } from '#client/ui/components/card.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { useForm } from '#client/ui/use-form.ts'
import { createTrainerRequestBody } from '#shared/api/catalogue.ts'
import { askToTrain } from '../api/catalogue-api.ts'

/** A student's request to train with the trainer (sign-in first for guests). */
export function AskToTrain({ trainerId, onSent }: { trainerId: string; onSent: () => void }) {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  const { isAuthenticated } = useSnapshot(session)
  const form = useForm(createTrainerRequestBody, { message: '', preferredTimes: '' }, async (body) => {
    await askToTrain(trainerId, body)
    showToast(t.trainerProfile.requestSent, 'success')
    onSent()
  })
  useEffect(() => {
    if (!isAuthenticated) void navigate({ to: '/login', search: { redirect: location.href } })
  }, [isAuthenticated, navigate, location.href])
  return (
    <Card>
      <h2>{t.trainerProfile.askTitle}</h2>
      <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.formError} />
        <div className="field">
          <label className="field__label" htmlFor="ask-message">
            {t.trainerProfile.message}
          </label>
          <textarea
            id="ask-message"
            maxLength={1000}
            className="field__input"
            rows={4}
            value={form.values.message ?? ''}
            onChange={(e) => form.set('message', e.target.value)}
            aria-describedby="ask-message-hint"
          />
          <span id="ask-message-hint" className="field__hint">
            {t.trainerProfile.messageHint}
          </span>
          {form.errors.message ? <span className="field__error">{form.errors.message}</span> : null}
        </div>
        <TextField
          label={t.trainerProfile.preferredTimes}
          hint={t.trainerProfile.preferredTimesHint}
          value={form.values.preferredTimes ?? ''}
          onChange={(e) => form.set('preferredTimes', e.target.value)}
          error={form.errors.preferredTimes}
        />
        <MainActionButton busy={form.submitting}>{t.trainerProfile.send}</MainActionButton>
      </form>
    </Card>
  )
}
