import { Link } from '@tanstack/react-router'
import { isInsideTelegram } from '#client/platform/telegram/launch.ts'
import { signOut } from '#client/session/sign-out.ts'
import { Avatar } from '#client/ui/components/avatar.tsx'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { zoneName } from '#client/ui/zone-name.ts'
import type { UserProfile } from '#shared/api/user.ts'
import { displayName } from '#shared/people.ts'
import { EmailStatus } from '../components/email-status.tsx'

/** `profile`: the route loader's. */
export function ProfilePage({ profile: p }: { profile: UserProfile }) {
  const t = useT()
  return (
    <Page
      heading={t.screens.profile.heading}
      actions={
        <Link to="/profile-edit" className={buttonClass('secondary')}>
          {t.common.edit}
        </Link>
      }
    >
      {p ? (
        <div className="stack">
          <Card className="profile-head">
            <Avatar url={p.avatar} name={displayName(p.firstName, p.lastName)} />
            <div>
              <h2>{displayName(p.firstName, p.lastName)}</h2>
              <p className="muted">
                {p.isTrainer ? `${t.profile.roleStudent} · ${t.profile.roleTrainer}` : t.profile.roleStudent}
              </p>
            </div>
          </Card>
          <Card>
            <h2>{t.profile.contacts}</h2>
            <dl className="definition">
              <dt>{t.auth.email}</dt>
              <dd>
                <span>{p.email || t.common.notSet}</span>
                <EmailStatus profile={p} />
              </dd>
              <dt>{t.auth.phone}</dt>
              <dd>{p.phone || t.common.notSet}</dd>
              <dt>{t.profile.username}</dt>
              <dd>{p.username ? `@${p.username}` : t.common.notSet}</dd>
              <dt>{t.profile.vkLink}</dt>
              <dd>
                {p.vkLink ? (
                  <a href={p.vkLink} rel="noreferrer noopener" target="_blank">
                    {p.vkLink}
                  </a>
                ) : (
                  t.common.notSet
                )}
              </dd>
              <dt>{t.profile.timeZone}</dt>
              <dd>{zoneName(p.timeZone)}</dd>
            </dl>
          </Card>
          <div className="button-row">
            <Link to="/settings" className={buttonClass('secondary')}>
              {t.nav.settings}
            </Link>
            {isInsideTelegram() ? null : (
              <Button variant="danger" onClick={() => void signOut()}>
                {t.common.logout}
              </Button>
            )}
          </div>
        </div>
      ) : null}
    </Page>
  )
}
