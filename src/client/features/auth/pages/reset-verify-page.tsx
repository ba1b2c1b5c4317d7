import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { z } from 'zod'
import { ApiRequestError } from '#client/platform/http/errors.ts'
import { applyAuthResponse } from '#client/session/session-controller.ts'
import { buttonClass } from '#client/ui/components/button.tsx'
import { EmptyState } from '#client/ui/components/empty-state.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { useForm } from '#client/ui/use-form.ts'
import { passwordSchema } from '#shared/api/auth.ts'
import { resetPassword } from '../api/auth-api.ts'

const newPasswordForm = z.object({ password: passwordSchema })

export function ResetVerifyPage({ token }: { token: string | undefined }) {
  const t = useT()
  const navigate = useNavigate()
  const [linkDead, setLinkDead] = useState(false)
  const form = useForm(newPasswordForm, { password: '' }, async ({ password }) => {
    try {
      applyAuthResponse(await resetPassword(token ?? '', password))
    } catch (error) {
      if (error instanceof ApiRequestError && error.code.startsWith('reset_token_')) {
        setLinkDead(true)
        return
      }
      throw error
    }
    showToast(t.auth.passwordSet, 'success')
    await navigate({ to: '/', replace: true })
  })
  if (!token || linkDead) {
    return (
      <Page heading={t.screens.resetPasswordVerify.heading}>
        <EmptyState
          title={t.screens.resetPasswordVerify.emptyTitle}
          text={t.screens.resetPasswordVerify.emptyText}
          action={
            <Link to="/reset-password" className={buttonClass('primary')}>
              {t.auth.sendResetLink}
            </Link>
          }
        />
      </Page>
    )
  }
  return (
    <Page heading={t.screens.resetPasswordVerify.heading}>
      <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        {form.formError ? (
          <p className="form-error" role="alert">
            {form.formError} <Link to="/reset-password">{t.auth.sendResetLink}</Link>
          </p>
        ) : null}
        <TextField
          label={t.auth.newPassword}
          type="password"
          name="password"
          autoComplete="new-password"
          value={form.values.password}
          onChange={(e) => form.set('password', e.target.value)}
          error={form.errors.password ?? form.errors.token}
          hint={t.auth.passwordHint}
        />
        <MainActionButton block busy={form.submitting}>
          {t.auth.setPassword}
        </MainActionButton>
      </form>
    </Page>
  )
}
