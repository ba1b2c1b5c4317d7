import { Link, useNavigate } from '@tanstack/react-router'
import { safeRedirectPath } from '#client/session/access-checks.ts'
import { applyAuthResponse } from '#client/session/session-controller.ts'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useForm } from '#client/ui/use-form.ts'
import { loginBody } from '#shared/api/auth.ts'
import { login } from '../api/auth-api.ts'

/** `search.redirect`: where to go after logging in (checked before use). */
export function LoginPage({ search }: { search: { redirect?: string | undefined } }) {
  const t = useT()
  const navigate = useNavigate()
  const form = useForm(loginBody, { email: '', password: '' }, async (body) => {
    applyAuthResponse(await login(body))
    await navigate({ href: safeRedirectPath(search.redirect) ?? '/', replace: true })
  })
  return (
    <Page heading={t.screens.login.heading}>
      <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.formError} />
        <TextField
          label={t.auth.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={form.values.email}
          onChange={(e) => form.set('email', e.target.value)}
          error={form.errors.email}
        />
        <TextField
          label={t.auth.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(e) => form.set('password', e.target.value)}
          error={form.errors.password}
        />
        <MainActionButton block busy={form.submitting} busyLabel={t.auth.loggingIn}>
          {t.auth.login}
        </MainActionButton>
      </form>
      <div className="form-links">
        <Link to="/reset-password">{t.auth.forgotPassword}</Link>
        <Link to="/register" search={search.redirect ? { redirect: search.redirect } : {}}>
          {t.auth.noAccount}
        </Link>
      </div>
      <p className="muted">{t.auth.loginTelegram}</p>
    </Page>
  )
}
