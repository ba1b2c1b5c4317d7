import { SelectField } from '#client/ui/components/select-field.tsx'
import { setLanguage, useLocale, useT } from '#client/ui/i18n/index.ts'
import { LOCALES, type Locale } from '#shared/locales.ts'

const NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский' }
const SHORT: Record<Locale, string> = { en: 'EN', ru: 'RU' }

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
      onChange={(e) => void setLanguage(e.target.value as Locale)}
      options={LOCALES.map((l) => ({ value: l, label: compact ? SHORT[l] : NAMES[l] }))}
    />
  )
}
