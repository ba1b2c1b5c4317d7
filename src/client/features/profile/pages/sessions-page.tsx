import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { formatDateTime } from '#client/ui/format.ts'
import { useLocale, useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { describeError } from '#client/ui/use-form.ts'
import type { SessionInfo } from '#shared/api/auth.ts'
import { endOtherSessions, endSession } from '../api/profile-api.ts'

/** `sessions`: the route loader's; after ending one, the route loads them again. */
export function SessionsPage({ sessions }: { sessions: readonly SessionInfo[] }) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const [busy, setBusy] = useState<string>()
  const format = (iso: string) => formatDateTime(iso, locale)

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key)
    try {
      await action()
      void router.invalidate()
    } catch (error) {
      showToast(describeError(t, error), 'error')
    } finally {
      setBusy(undefined)
    }
  }
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
                        disabled={busy !== undefined}
                        onClick={() =>
                          void run(s.id, async () => {
                            await endSession(s.id)
                            showToast(t.sessions.ended, 'success')
                          })
                        }
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
              disabled={busy !== undefined}
              onClick={() =>
                void run('all', async () => {
                  const ended = await endOtherSessions()
                  showToast(t.sessions.othersEnded({ count: ended }), 'success')
                })
              }
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
