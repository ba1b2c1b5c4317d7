import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { isInsideTelegram } from '#client/platform/telegram/launch.ts'
import { updateProfile } from '#client/session/profile-api.ts'
import { signOut } from '#client/session/sign-out.ts'
import { Button, buttonClass } from '#client/ui/components/button.tsx'
import { Card } from '#client/ui/components/card.tsx'
import { FormError } from '#client/ui/components/form-error.tsx'
import { MainActionButton } from '#client/ui/components/main-action-button.tsx'
import { Page } from '#client/ui/components/page.tsx'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { TextField } from '#client/ui/components/text-field.tsx'
import { setLanguage, useLocale, useT } from '#client/ui/i18n/index.ts'
import type { Settled } from '#client/ui/settle.ts'
import { applyTheme, storedTheme } from '#client/ui/theme.ts'
import { showToast } from '#client/ui/toast.ts'
import { useForm } from '#client/ui/use-form.ts'
import { changePasswordBody, THEMES, type Theme, type UserProfile } from '#shared/api/user.ts'
import { LOCALES, type Locale } from '#shared/locales.ts'
import { changePassword } from '../api/profile-api.ts'
import { CalendarFeedCard } from '../components/calendar-feed-card.tsx'
import { DataExportCard } from '../components/data-export-card.tsx'
import { DeleteAccountCard } from '../components/delete-account-card.tsx'
import { EmailCard } from '../components/email-card.tsx'
import { TelegramLinkCard } from '../components/telegram-link-card.tsx'

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский' }

/** What the settings route loads for the cards; each card shows its own failure. */
export interface SettingsData {
  profile: Settled<UserProfile>
  /** The calendar feed URL; `null`: none yet. */
  calendarFeed: Settled<string | null>
}

/**
 * `data`: the route loader's. `notificationPreferences`: the notifications feature's card, placed
 * by the route (with the profile it loaded).
 */
export function SettingsPage({
  data,
  notificationPreferences,
}: {
  data: SettingsData
  notificationPreferences: ReactNode
}) {
  const t = useT()
  const locale = useLocale()
  const [theme, setTheme] = useState<Theme>(storedTheme)

  const chooseLanguage = async (next: Locale) => {
    await setLanguage(next)
    // The account remembers it too, for mails and other devices; offline the local choice stands.
    updateProfile({ language: next }).catch((error) => console.warn('could not save the language', error))
  }
  const chooseTheme = (next: Theme) => {
    setTheme(next)
    applyTheme(next)
    updateProfile({ theme: next }).catch((error) => console.warn('could not save the theme', error))
  }

  return (
    <Page heading={t.screens.settings.heading}>
      <div className="stack">
        <Card>
          <SelectField
            label={t.settingsPage.language}
            value={locale}
            onChange={(e) => void chooseLanguage(e.target.value as Locale)}
            options={LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          />
          <SelectField
            label={t.settingsPage.theme}
            value={theme}
            onChange={(e) => chooseTheme(e.target.value as Theme)}
            options={THEMES.map((value) => ({ value, label: t.settingsPage.themes[value] }))}
          />
        </Card>
        <EmailCard profile={data.profile} />
        {/* No password to change (a Telegram account): no card, so Telegram's MainButton is not
            "Change password" for someone who has none (docs/decisions/0034). */}
        {data.profile.ok && !data.profile.value.hasPassword ? null : <PasswordCard />}
        {/* A server without Telegram cannot link one: the card shows only to unlink an old link. */}
        {data.profile.ok &&
        data.profile.value.telegramAvailable === false &&
        !data.profile.value.telegramLinked ? null : (
          <TelegramLinkCard profile={data.profile} />
        )}
        {notificationPreferences}
        <CalendarFeedCard feed={data.calendarFeed} />
        <Card>
          <h2>{t.settingsPage.sessions}</h2>
          <p className="muted">{t.settingsPage.sessionsText}</p>
          <Link to="/settings/sessions" className={buttonClass('secondary')}>
            {t.settingsPage.openSessions}
          </Link>
        </Card>
        {/* Inside Telegram the Mini App signs in from Telegram itself: a log-out would last until
            the next opening, so it is not offered there (docs/decisions/0034). */}
        {isInsideTelegram() ? null : (
          <Button variant="secondary" onClick={() => void signOut()}>
            {t.common.logout}
          </Button>
        )}
        {isInsideTelegram() ? null : <DataExportCard />}
        <DeleteAccountCard profile={data.profile} />
      </div>
    </Page>
  )
}

function PasswordCard() {
  const t = useT()
  const form = useForm(changePasswordBody, { currentPassword: '', newPassword: '' }, async (body) => {
    await changePassword(body)
    showToast(t.settingsPage.passwordChanged, 'success')
    form.reset({ currentPassword: '', newPassword: '' })
  })
  return (
    <Card>
      <h2>{t.settingsPage.security}</h2>
      <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.formError} />
        <TextField
          label={t.auth.currentPassword}
          type="password"
          autoComplete="current-password"
          value={form.values.currentPassword ?? ''}
          onChange={(e) => form.set('currentPassword', e.target.value)}
          error={form.errors.currentPassword}
        />
        <TextField
          label={t.auth.newPassword}
          type="password"
          autoComplete="new-password"
          value={form.values.newPassword}
          onChange={(e) => form.set('newPassword', e.target.value)}
          error={form.errors.newPassword}
          hint={t.auth.passwordHint}
        />
        <MainActionButton busy={form.submitting} busyLabel={t.common.saving}>
          {t.settingsPage.changePassword}
        </MainActionButton>
      </form>
    </Card>
  )
}
