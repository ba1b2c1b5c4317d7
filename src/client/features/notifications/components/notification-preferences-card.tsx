import { useState } from 'react'
import { fetchProfile, updateProfile } from '#client/session/profile-api.ts'
import { Card } from '#client/ui/components/card.tsx'
import { ErrorState } from '#client/ui/components/error-state.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { Spinner } from '#client/ui/components/spinner.tsx'
import { useT } from '#client/ui/i18n/index.ts'
import { showToast } from '#client/ui/toast.ts'
import { describeError } from '#client/ui/use-form.ts'
import { useResource } from '#client/ui/use-resource.ts'
import type { NotificationChannel } from '#shared/api/notifications.ts'

/** /settings: the channels besides the app, each a switch saved at once. */
export function NotificationPreferencesCard() {
  const t = useT()
  const profile = useResource(fetchProfile)
  const [saving, setSaving] = useState<NotificationChannel>()
  const [error, setError] = useState<string>()
  const data = profile.data

  const toggle = async (channel: NotificationChannel, on: boolean) => {
    if (!data) return
    setSaving(channel)
    setError(undefined)
    profile.set({ ...data, notifications: { ...data.notifications, [channel]: on } })
    try {
      profile.set(await updateProfile({ notifications: { [channel]: on } }))
      showToast(t.notifications.preferencesSaved, 'success')
    } catch (err) {
      profile.set(data)
      setError(describeError(t, err))
    } finally {
      setSaving(undefined)
    }
  }

  const s = t.notifications
  const channels = data
    ? ([
        {
          channel: 'telegram',
          label: s.telegram,
          available: data.telegramLinked,
          hint: s.telegramNotLinked,
        },
        { channel: 'email', label: s.email, available: data.email !== '', hint: s.emailMissing },
      ] as const)
    : []
  return (
    <Card aria-labelledby="notification-preferences-title">
      <h2 id="notification-preferences-title">{s.settingsTitle}</h2>
      {profile.loading && !data ? <Spinner label={t.app.loading} /> : null}
      {profile.error && !data ? <ErrorState error={profile.error} onRetry={profile.reload} /> : null}
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
                  disabled={!available || saving !== undefined}
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
