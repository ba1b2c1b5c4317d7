import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { updateProfile } from '#client/session/profile-api.ts'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import type { Settled } from '#client/ui/settle.ts'
import { useAction } from '#client/ui/use-action.ts'
import type { NotificationChannel } from '#shared/api/notifications.ts'
import type { UserProfile } from '#shared/api/user.ts'

/**
 * /settings: the channels besides the app, each a switch saved at once. `profile`: the settings
 * route loader's; a switch shows its new state at once and goes back if the save fails.
 */
export function NotificationPreferencesCard({ profile }: { profile: Settled<UserProfile> }) {
  const t = useT()
  const router = useRouter()
  const [data, setData] = useState(profile.ok ? profile.value : undefined)
  useEffect(() => {
    if (profile.ok) setData(profile.value)
  }, [profile])
  const { busy, error, run } = useAction()

  const toggle = async (channel: NotificationChannel, on: boolean) => {
    if (!data) return
    setData({ ...data, notifications: { ...data.notifications, [channel]: on } })
    const saved = await run(
      async () => setData(await updateProfile({ notifications: { [channel]: on } })),
      t.notifications.preferencesSaved,
    )
    if (!saved) setData(data)
  }

  const s = t.notifications
  // A server without Telegram has no card to link it above (settings-page.tsx): its switch, which
  // could never be turned on, is not shown, nor a hint that points at nothing.
  const telegramOffered = data ? data.telegramLinked || data.telegramAvailable !== false : false
  const channels = data
    ? ([
        ...(telegramOffered
          ? [
              {
                channel: 'telegram',
                label: s.telegram,
                available: data.telegramLinked,
                hint: s.telegramNotLinked,
              } as const,
            ]
          : []),
        { channel: 'email', label: s.email, available: data.email !== '', hint: s.emailMissing } as const,
      ] as const)
    : []
  return (
    <Card aria-labelledby="notification-preferences-title">
      <h2 id="notification-preferences-title">{s.settingsTitle}</h2>
      {profile.ok ? null : <ErrorState error={profile.error} onRetry={() => void router.invalidate()} />}
      {data ? (
        <>
          <p className="muted">{s.settingsText}</p>
          <FormError message={error} />
          {channels.map(({ channel, label, available, hint }) => (
            <div key={channel} className="field">
              <label className="checkbox">
                <input
                  type="checkbox"
                  role="switch"
                  checked={available && data.notifications[channel]}
                  aria-checked={available && data.notifications[channel]}
                  disabled={!available || busy}
                  aria-describedby={available ? undefined : `notification-${channel}-hint`}
                  onChange={(e) => void toggle(channel, e.target.checked)}
                />
                <span>{label}</span>
              </label>
              {available ? null : (
                <span id={`notification-${channel}-hint`} className="field__hint">
                  {hint}
                </span>
              )}
            </div>
          ))}
        </>
      ) : null}
    </Card>
  )
}
