import { Link, useNavigate } from '@tanstack/react-router'
import { useLiveValidation } from '#client/platform/realtime/live-validation.ts'
import { safeRedirectPath } from '#client/session/access-checks.ts'
import { applyAuthResponse } from '#client/session/session-controller.ts'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { translateMessage, useForm } from '#client/ui/use-form.ts'
import { registerBody } from '#shared/api/auth.ts'
import { register } from '../api/auth-api.ts'

/** `search.redirect`: where to go after signing up (checked before use). */
export function RegisterPage({ search }: { search: { redirect?: string | undefined } }) {
  const t = useT()
  const locale = useLocale()
  const navigate = useNavigate()
  const form = useForm(
    registerBody,
    { email: '', password: '', firstName: '', lastName: '', phone: '', language: locale },
    async (body) => {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
      applyAuthResponse(await register({ ...body, ...(timeZone ? { timeZone } : {}) }))
      await navigate({ href: safeRedirectPath(search.redirect) ?? '/', replace: true })
    },
  )
  const email = useLiveValidation('email', form.values.email)
  const phone = useLiveValidation('phone', form.values.phone ?? '')
  const live = (check: typeof email) =>
    check.result && !check.result.available && check.result.message
      ? translateMessage(t, check.result.message)
      : undefined

  return (
    <Page heading={t.screens.register.heading}>
      <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.formError} />
        <TextField
          label={t.auth.firstName}
          name="firstName"
          autoComplete="given-name"
          value={form.values.firstName}
          onChange={(e) => form.set('firstName', e.target.value)}
          error={form.errors.firstName}
        />
        <TextField
          label={t.auth.lastName}
          name="lastName"
          autoComplete="family-name"
          value={form.values.lastName ?? ''}
          onChange={(e) => form.set('lastName', e.target.value)}
          error={form.errors.lastName}
        />
        <TextField
          label={t.auth.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={form.values.email}
          onChange={(e) => form.set('email', e.target.value)}
          error={form.errors.email ?? live(email)}
          hint={
            email.checking
              ? t.auth.emailChecking
              : email.result?.available
                ? t.auth.emailFree
                : email.result?.code === 'unchecked'
                  ? t.auth.emailUnchecked
                  : undefined
          }
        />
        <TextField
          label={t.auth.phone}
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          value={form.values.phone ?? ''}
          onChange={(e) => form.set('phone', e.target.value)}
          error={form.errors.phone ?? live(phone)}
          hint={t.auth.phoneHint}
        />
        <TextField
          label={t.auth.password}
          type="password"
          name="password"
          autoComplete="new-password"
          value={form.values.password}
          onChange={(e) => form.set('password', e.target.value)}
          error={form.errors.password}
          hint={t.auth.passwordHint}
        />
        <MainActionButton block busy={form.submitting} busyLabel={t.auth.registering}>
          {t.auth.register}
        </MainActionButton>
      </form>
      <div className="form-links">
        <Link to="/login" search={search.redirect ? { redirect: search.redirect } : {}}>
          {t.auth.haveAccount}
        </Link>
      </div>
    </Page>
  )
}
