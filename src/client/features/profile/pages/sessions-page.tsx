import { useRouter } from '@tanstack/react-router'
import { useMyTimeZone } from '#client/session/my-time-zone.ts'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { formatDateTimeIn } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { SessionInfo } from '#shared/api/auth.ts'
import { endOtherSessions, endSession } from '../api/profile-api.ts'

/** `sessions`: the route loader's; after ending one, the route loads them again. */
export function SessionsPage({ sessions }: { sessions: readonly SessionInfo[] }) {
  const t = useT()
  const locale = useLocale()
  const zone = useMyTimeZone()
  const router = useRouter()
  const { busy, run } = useAction(() => void router.invalidate(), 'toast')
  const format = (iso: string) => formatDateTimeIn(iso, locale, zone)

  const others = sessions.filter((s) => !s.current)
  return (
    <Page heading={t.screens.settingsSessions.heading}>
      {
        <div className="stack">
          <ul className="list">
            {[...sessions]
              .sort((a, b) => Number(b.current) - Number(a.current))
              .map((s: SessionInfo) => (
                <li key={s.id}>
                  <Card>
                    <h2 className="session-title">
                      {t.sessions.device(s.deviceLabel)}{' '}
                      {s.current ? <span className="muted">· {t.sessions.current}</span> : null}
                    </h2>
                    <p className="muted">
                      {t.sessions.lastUsed({ time: format(s.lastUsedAt) })}
                      {s.ip ? ` · ${s.ip}` : ''}
                    </p>
                    <p className="muted">{t.sessions.started({ time: format(s.createdAt) })}</p>
                    {s.current ? null : (
                      <Button
                        variant="danger"
                        disabled={busy}
                        onClick={() => void run(() => endSession(s.id), t.sessions.ended)}
                      >
                        {t.sessions.end}
                      </Button>
                    )}
                  </Card>
                </li>
              ))}
          </ul>
          {others.length > 0 ? (
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => void run(endOtherSessions, (ended) => t.sessions.othersEnded({ count: ended }))}
            >
              {t.sessions.endOthers}
            </Button>
          ) : (
            <p className="muted">{t.screens.settingsSessions.emptyTitle}</p>
          )}
        </div>
      }
    </Page>
  )
}
