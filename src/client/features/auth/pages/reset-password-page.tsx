import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useForm } from '#client/ui/use-form.ts'
import { passwordResetBody } from '#shared/api/auth.ts'
import { requestPasswordReset } from '../api/auth-api.ts'

export function ResetPasswordPage() {
  const t = useT()
  const [sent, setSent] = useState(false)
  const form = useForm(passwordResetBody, { email: '' }, async ({ email }) => {
    await requestPasswordReset(email)
    setSent(true)
  })
  return (
    <Page heading={t.screens.resetPassword.heading}>
      {sent ? (
        <p className="form-success" role="status">
          {t.auth.resetSent}
        </p>
      ) : (
        <p className="muted">{t.auth.resetIntro}</p>
      )}
      <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.formError} />
        <TextField
          label={t.auth.email}
          type="email"
          name="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(e) => {
            form.set('email', e.target.value)
            setSent(false)
          }}
          error={form.errors.email}
        />
        <MainActionButton block busy={form.submitting} busyLabel={t.auth.sending}>
          {t.auth.sendResetLink}
        </MainActionButton>
      </form>
      <div className="form-links">
        <Link to="/login">{t.auth.backToLogin}</Link>
      </div>
    </Page>
  )
}
