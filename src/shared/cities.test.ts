import { describe, expect, it } from 'vitest'
import { CITIES, cityKey, cityLabel, citySearchTerms, findCity } from './cities.ts'

describe('cities as data', () => {
  it('shows a listed city in the reader’s language and unlisted text as written', () => {
    expect(cityLabel('Moscow', 'ru')).toBe('Москва')
    expect(cityLabel('москва', 'en')).toBe('Moscow')
    expect(cityLabel('St. Petersburg', 'ru')).toBe('Санкт-Петербург')
    expect(cityLabel('Zelenogradsk', 'ru')).toBe('Zelenogradsk')
  })

  it('ignores case, ё and punctuation when it compares names', () => {
    expect(cityKey('Санкт–Петербург')).toBe(cityKey('санкт петербург'))
    expect(findCity('ЕКАТЕРИНБУРГ')?.en).toBe('Yekaterinburg')
    expect(findCity('Ekaterinburg')?.ru).toBe('Екатеринбург')
  })

  it('searches every spelling of the cities a typed beginning names, and the text itself', () => {
    expect(citySearchTerms('моск')).toEqual(expect.arrayContaining(['моск', 'Moscow', 'Москва']))
    expect(citySearchTerms('Zelenogradsk')).toEqual(['Zelenogradsk'])
    expect(citySearchTerms('   ')).toEqual([])
  })

  it('gives no two cities the same spelling', () => {
    const keys = CITIES.flatMap((c) => [c.en, c.ru, ...(c.aliases ?? [])].map(cityKey))
    expect(new Set(keys).size).toBe(keys.length)
  })
})
