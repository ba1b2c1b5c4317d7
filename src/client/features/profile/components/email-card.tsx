import { Link, useRouter } from '@tanstack/react-router'
import { buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { Settled } from '#client/ui/settle.ts'
import type { UserProfile } from '#shared/api/user.ts'
import { EmailStatus } from './email-status.tsx'

/**
 * /settings: the email in force, whether it is confirmed, a pending new one, and where to change
 * it. `profile`: the settings route loader's.
 */
export function EmailCard({ profile }: { profile: Settled<UserProfile> }) {
  const t = useT()
  const router = useRouter()
  return (
    <Card aria-labelledby="email-card-title">
      <h2 id="email-card-title">{t.profile.emailTitle}</h2>
      {profile.ok ? (
        <div className="stack">
          <p>{profile.value.email || t.common.notSet}</p>
          <EmailStatus profile={profile.value} />
          <div className="button-row">
            <Link to="/profile-edit" className={buttonClass('secondary')}>
              {profile.value.email ? t.profile.changeEmail : t.profile.addEmail}
            </Link>
          </div>
        </div>
      ) : (
        <ErrorState error={profile.error} onRetry={() => void router.invalidate()} />
      )}
    </Card>
  )
}
