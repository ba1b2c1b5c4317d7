import { updateProfile } from '#client/session/profile-api.ts'
import { session } from '#client/session/session.ts'
import { SelectField } from '#client/ui/components/select-field.tsx'
import { setLanguage, useLocale, useT } from '#client/ui/i18n/index.ts'
import { LOCALES, type Locale } from '#shared/locales.ts'

const NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский' }
const SHORT: Record<Locale, string> = { en: 'EN', ru: 'RU' }

/** One language setting: the choice is the device's and, when logged in, the account's too. */
async function chooseLanguage(locale: Locale) {
  await setLanguage(locale)
  if (session.isAuthenticated) {
    updateProfile({ language: locale }).catch((error) => console.warn('could not save the language', error))
  }
}

/** The header's language picker; `compact` shows EN / RU to fit a phone's header. */
export function LanguageSwitch({ className, compact = true }: { className?: string; compact?: boolean }) {
  const t = useT()
  const locale = useLocale()
  return (
    <SelectField
      className={`language-switch ${className ?? ''}`.trim()}
      label={t.nav.language}
      hideLabel
      value={locale}
      onChange={(e) => void chooseLanguage(e.target.value as Locale)}
      options={LOCALES.map((l) => ({ value: l, label: compact ? SHORT[l] : NAMES[l] }))}
    />
  )
}
