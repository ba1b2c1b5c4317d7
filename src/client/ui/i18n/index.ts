import { useSnapshot } from 'valtio'
import { proxy, ref } from 'valtio/vanilla'
import { DEFAULT_LOCALE, isLocale, type Locale, localeFromTag } from '#shared/locales.ts'
import type { Dictionary } from './en.ts'

export type { Dictionary }

const loaders: Record<Locale, () => Promise<Dictionary>> = {
  en: () => import('./en.ts').then((m) => m.en),
  ru: () => import('./ru.ts').then((m) => m.ru),
}

/** Key of the user's own choice in local storage. */
export const LANGUAGE_STORAGE_KEY = 'language'

interface LocaleState {
  locale: Locale
  dict: Dictionary | null
}

export const localeState = proxy<LocaleState>({ locale: DEFAULT_LOCALE, dict: null })

export function storedLanguage(): Locale | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLocale(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** Setting → Telegram → browser → default (PRODUCT.md §5). */
export function resolveLocale(sources: {
  setting?: string | null | undefined
  telegram?: string | null | undefined
  browser?: readonly string[]
}): Locale {
  if (isLocale(sources.setting)) return sources.setting
  const fromTelegram = localeFromTag(sources.telegram)
  if (fromTelegram) return fromTelegram
  for (const tag of sources.browser ?? []) {
    const fromBrowser = localeFromTag(tag)
    if (fromBrowser) return fromBrowser
  }
  return DEFAULT_LOCALE
}

export async function applyLocale(locale: Locale) {
  const dict = await loaders[locale]()
  localeState.dict = ref(dict)
  localeState.locale = locale
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/** Switches the language and remembers the choice. */
export async function setLanguage(locale: Locale) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  await applyLocale(locale)
}

export function useLocale(): Locale {
  return useSnapshot(localeState).locale
}

export function useT(): Dictionary {
  const { dict } = useSnapshot(localeState)
  if (!dict) throw new Error('The dictionary is used before the locale was applied')
  return dict as Dictionary
}

/** The dictionary outside React (route guards, toasts). */
export function currentDictionary(): Dictionary {
  if (!localeState.dict) throw new Error('The dictionary is used before the locale was applied')
  return localeState.dict
}
