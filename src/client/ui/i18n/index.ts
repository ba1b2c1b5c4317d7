import { use, useSyncExternalStore } from 'react'
import { proxy, ref, subscribe } from 'valtio/vanilla'
import { DEFAULT_LOCALE, isLocale, type Locale, localeFromTag } from '#shared/locales.ts'
import type { Dictionary } from './en.ts'
import { REST_NAMESPACES, type RestNamespace } from './namespaces.ts'

export type { Dictionary }

type FirstPart = Omit<Dictionary, RestNamespace>
type RestPart = Pick<Dictionary, RestNamespace>

// Each language's dictionary loads in two parts (decision 0044): the first with the language, the
// rest when a signed-in user's screens need it.
const firstParts: Record<Locale, () => Promise<FirstPart>> = {
  en: () => import('./en-first.ts').then((m) => m.enFirst),
  ru: () => import('./ru-first.ts').then((m) => m.ruFirst),
}
const restParts: Record<Locale, () => Promise<RestPart>> = {
  en: () => import('./en-rest.ts').then((m) => m.enRest),
  ru: () => import('./ru-rest.ts').then((m) => m.ruRest),
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

const loaded: { [L in Locale]?: { first?: FirstPart; rest?: RestPart } } = {}
const restLoads: { [L in Locale]?: Promise<void> } = {}
/**
 * Whether the whole dictionary loads with the language. The app starts it off for a guest
 * (`applyLocale(locale, { whole: false })`); a sign-in turns it on (`loadWholeDictionary`).
 */
let wholeWanted = true

function show(locale: Locale) {
  const parts = loaded[locale]
  if (!parts?.first) return
  localeState.dict = ref(parts.rest ? { ...parts.first, ...parts.rest } : awaitingRest(parts.first, locale))
  localeState.locale = locale
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/** Loads the rest of a language's dictionary once; the dictionary shown gains it when it comes. */
function loadRest(locale: Locale): Promise<void> {
  const pending = restLoads[locale]
  if (pending) return pending
  const load = restParts[locale]().then(
    (rest) => {
      loaded[locale] = { ...loaded[locale], rest }
      if (localeState.locale === locale) show(locale)
    },
    (error: unknown) => {
      // Tried again by the next reader (the error page's retry), not kept as failed.
      delete restLoads[locale]
      throw error
    },
  )
  restLoads[locale] = load
  return load
}

/**
 * The first part, with the rest's namespaces read as a wait: a screen that reads one before the
 * rest is here suspends (React shows the route's pending state) and draws again when it comes.
 * Outside a render (a handler, a toast) such a read throws: those use `loadWholeDictionary`.
 * Only a guest who opens a signed-in screen, or the moment right after a sign-in, sees this.
 */
function awaitingRest(first: FirstPart, locale: Locale): Dictionary {
  const dict = { ...first } as Dictionary
  for (const namespace of REST_NAMESPACES) {
    Object.defineProperty(dict, namespace, {
      enumerable: true,
      get() {
        // Once the rest is here, read it as it is: an object kept from before (a closure, a
        // memo) must not wait again. Before, React's `use` waits for it, during a render only,
        // where a failed load goes to the error page.
        const rest = loaded[locale]?.rest
        if (rest) return rest[namespace]
        use(loadRest(locale))
        return (loaded[locale]?.rest ?? currentDictionary())[namespace]
      },
    })
  }
  return dict
}

/**
 * Shows the language's dictionary: the first part, and the rest too when the whole is wanted
 * (`whole`, kept for later switches of the language; by default as before).
 */
export async function applyLocale(locale: Locale, options: { whole?: boolean } = {}) {
  if (options.whole !== undefined) wholeWanted = options.whole
  // Both parts side by side when the whole is wanted.
  const [first] = await Promise.all([
    loaded[locale]?.first ?? firstParts[locale](),
    wholeWanted ? loadRest(locale) : undefined,
  ])
  loaded[locale] = { ...loaded[locale], first }
  show(locale)
}

/**
 * The whole dictionary of the language shown, loading its rest if needed; from now on a language
 * switch loads it whole. Called when a user signs in, and outside React where a rest namespace is
 * read (a toast, a confirmation), where a screen could not wait for it.
 */
export async function loadWholeDictionary(): Promise<Dictionary> {
  wholeWanted = true
  const locale = localeState.locale
  await loadRest(locale)
  return currentDictionary()
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

// Read by nearly every component: a plain subscription, not valtio's tracked snapshot (a proxy
// made per component per render, ~6 ms of the offline schedule's first render at 4× CPU,
// decision 0055). The dictionary is replaced whole on every change (a `ref`), and the locale is a
// string, so their identity says when they changed.
const subscribeLocale = (onChange: () => void) => subscribe(localeState, onChange)

export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, () => localeState.locale)
}

export function useT(): Dictionary {
  const dict = useSyncExternalStore(subscribeLocale, () => localeState.dict)
  if (!dict) throw new Error('The dictionary is used before the locale was applied')
  return dict
}

/** The dictionary outside React (route guards, toasts). */
export function currentDictionary(): Dictionary {
  if (!localeState.dict) throw new Error('The dictionary is used before the locale was applied')
  return localeState.dict
}
