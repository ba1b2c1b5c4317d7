import { Link } from '@tanstack/react-router'
import { fetchProfile } from '#client/session/profile-api.ts'
import { buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { useResource } from '#client/ui/use-resource.ts'
import { EmailStatus } from './email-status.tsx'

/** /settings: the email in force, whether it is confirmed, a pending new one, and where to change it. */
export function EmailCard() {
  const t = useT()
  const profile = useResource(fetchProfile)
  return (
    <Card aria-labelledby="email-card-title">
      <h2 id="email-card-title">{t.profile.emailTitle}</h2>
      {profile.loading && !profile.data ? <Spinner label={t.app.loading} /> : null}
      {profile.error && !profile.data ? <ErrorState error={profile.error} onRetry={profile.reload} /> : null}
      {profile.data ? (
        <div className="stack">
          <p>{profile.data.email || t.common.notSet}</p>
          <EmailStatus profile={profile.data} />
          <div className="button-row">
            <Link to="/profile-edit" className={buttonClass('secondary')}>
              {profile.data.email ? t.profile.changeEmail : t.profile.addEmail}
            </Link>
          </div>
        </div>
      ) : null}
    </Card>
  )
}
