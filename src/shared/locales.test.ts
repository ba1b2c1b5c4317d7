import { describe, expect, it } from 'vitest'
import { localeFromAcceptLanguage } from './locales.ts'

describe("a browser's Accept-Language", () => {
  it('gives the first language we speak, in the order of preference', () => {
    expect(localeFromAcceptLanguage('ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ru')
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9')).toBe('en')
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,ru;q=0.8,en;q=0.7')).toBe('ru')
    // Weights, not the written order, decide; a refused language (q=0) is never picked.
    expect(localeFromAcceptLanguage('en;q=0.5, ru')).toBe('ru')
    expect(localeFromAcceptLanguage('ru;q=0, en;q=0.1')).toBe('en')
  })

  it('falls back to the default language', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en')
    expect(localeFromAcceptLanguage('')).toBe('en')
    expect(localeFromAcceptLanguage('*')).toBe('en')
    expect(localeFromAcceptLanguage('de, fr;q=0.8')).toBe('en')
    expect(localeFromAcceptLanguage('ru;q=0')).toBe('en')
  })
})
