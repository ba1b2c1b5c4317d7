import { useState } from 'react'
import { leaveDeletedAccount } from '#client/session/session-controller.ts'
import { Button } from '#client/ui/components/button.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { Settled } from '#client/ui/settle.ts'
import { showToast } from '#client/ui/toast.ts'
import { useForm } from '#client/ui/use-form.ts'
import { deleteAccountBody, type UserProfile } from '#shared/api/user.ts'
import { deleteAccount } from '../api/profile-api.ts'

/**
 * /settings → Delete account (decision 0035): what is removed and what is kept, then a second,
 * deliberate step. An account with a password confirms with it; the button is a plain one, never
 * Telegram's MainButton, so that a destructive action is not one thumb away.
 */
export function DeleteAccountCard({ profile }: { profile: Settled<UserProfile> }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const hasPassword = profile.ok ? profile.value.hasPassword : true
  const form = useForm(deleteAccountBody, { password: '' }, async (body) => {
    await deleteAccount(hasPassword ? body : {})
    showToast(t.messages.accountDeleted, 'success')
    leaveDeletedAccount()
  })
  return (
    <section className="card" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t.settingsPage.deleteTitle}</h2>
      <p>{t.settingsPage.deleteIntro}</p>
      <p className="muted">{t.settingsPage.deleteRemoved}</p>
      <p className="muted">{t.settingsPage.deleteKept}</p>
      <p className="muted">{t.settingsPage.deleteMoney}</p>
      {open ? (
        <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting} className="stack">
          <FormError message={form.formError} />
          {hasPassword ? (
            <TextField
              label={t.settingsPage.deletePassword}
              type="password"
              autoComplete="current-password"
              autoFocus
              value={form.values.password ?? ''}
              onChange={(e) => form.set('password', e.target.value)}
              error={form.errors.password}
            />
          ) : null}
          <div className="button-row">
            <Button type="submit" variant="danger" disabled={form.submitting}>
              {form.submitting ? t.settingsPage.deleting : t.settingsPage.deleteConfirm}
            </Button>
            <Button variant="secondary" disabled={form.submitting} onClick={() => setOpen(false)}>
              {t.settingsPage.deleteCancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="button-row">
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t.settingsPage.deleteStart}
          </Button>
        </div>
      )}
    </section>
  )
}
