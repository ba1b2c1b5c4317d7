import { describe, expect, it } from 'vitest'
import { libraryRows } from './exercise-library.ts'

describe('the shared exercise library in Russian (decision 0059)', () => {
  const rows = libraryRows()

  it('names every exercise in Russian, in Cyrillic but for the bars named by letters', () => {
    const unnamed = rows.filter((r) => !r.nameRu?.trim()).map((r) => r.slug)
    expect(unnamed).toEqual([])
    // "EZ" and "V" are what Russian gyms call those bars; any other Latin word is an untranslated name.
    const latin = rows.filter((r) => /[A-Za-z]/.test(r.nameRu!.replace(/\b(EZ|V)\b/g, ''))).map((r) => r.slug)
    expect(latin).toEqual([])
  })

  it('gives two exercises two names, so a trainer picking one from the list knows which', () => {
    const byName = new Map<string, string[]>()
    for (const r of rows) {
      const key = r.nameRu!.toLocaleLowerCase('ru')
      byName.set(key, [...(byName.get(key) ?? []), r.slug])
    }
    expect([...byName.values()].filter((slugs) => slugs.length > 1)).toEqual([])
  })
})
