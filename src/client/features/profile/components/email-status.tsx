import { useState } from 'react'
import { Button } from '#client/ui/components/button.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { UserProfile } from '#shared/api/user.ts'
import { resendEmailVerification } from '../api/profile-api.ts'

type EmailState = Pick<UserProfile, 'email' | 'emailVerified' | 'pendingEmail'>

/**
 * Whether the email counts yet (decision 0022): "Email not verified · Send again", a new address
 * waiting for its link, or "Confirmed". The link goes again to the pending address if there is
 * one, else to the unconfirmed one; the server limits how often.
 */
export function EmailStatus({ profile }: { profile: EmailState }) {
  const t = useT()
  const { busy, error, run } = useAction()
  const [sentTo, setSentTo] = useState<string>()
  const unconfirmed = profile.email !== '' && !profile.emailVerified
  if (!unconfirmed && profile.pendingEmail === '') {
    return profile.email ? <p className="muted">✓ {t.profile.emailConfirmed}</p> : null
  }
  const sendAgain = () => run(async () => setSentTo(await resendEmailVerification()))
  const button = (
    <Button variant="plain" disabled={busy} onClick={() => void sendAgain()}>
      {busy ? t.profile.sending : t.profile.sendAgain}
    </Button>
  )
  return (
    <div className="stack" data-testid="email-status">
      {unconfirmed ? (
        <p>
          <strong>{t.profile.emailNotVerified}</strong>
          {profile.pendingEmail === '' ? <> · {button}</> : null}
        </p>
      ) : null}
      {profile.pendingEmail ? (
        <p>
          {t.profile.pendingEmail({ email: profile.pendingEmail })} · {button}
        </p>
      ) : null}
      {sentTo ? (
        <p className="muted" role="status">
          {t.profile.linkSentTo({ email: sentTo })}
        </p>
      ) : null}
      <FormError message={error} />
    </div>
  )
}
