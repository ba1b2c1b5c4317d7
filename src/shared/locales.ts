export const LOCALES = ['en', 'ru'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Picks a supported locale from a language tag such as `ru-RU` or `en`. */
export function localeFromTag(tag: string | null | undefined): Locale | undefined {
  const base = tag?.toLowerCase().split(/[-_]/)[0]
  return isLocale(base) ? base : undefined
}

/**
 * The locale a browser's Accept-Language asks for, as the client picks one from
 * `navigator.languages` (the same list, most wanted first): the first tag we speak, else the default.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const tags = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((t) => t.tag !== '' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of tags) {
    const locale = localeFromTag(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}
