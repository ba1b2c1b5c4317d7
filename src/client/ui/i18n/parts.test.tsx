import { Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { en } from './en.ts'
import { enFirst } from './en-first.ts'
import { enRest } from './en-rest.ts'
import { applyLocale, currentDictionary, loadWholeDictionary, useT } from './index.ts'
import { REST_NAMESPACES } from './namespaces.ts'
import { ru } from './ru.ts'
import { ruFirst } from './ru-first.ts'
import { ruRest } from './ru-rest.ts'

// Decision 0044: each language's dictionary loads in two parts, the first with the language and
// the rest with a signed-in user.

describe('the dictionary’s two parts', () => {
  it('split every namespace once, the same way in both languages', () => {
    expect(Object.keys(enRest).sort()).toEqual([...REST_NAMESPACES].sort())
    expect(
      Object.keys(enFirst).filter((key) => (REST_NAMESPACES as readonly string[]).includes(key)),
    ).toEqual([])
    expect(Object.keys(ruRest).sort()).toEqual(Object.keys(enRest).sort())
    expect(Object.keys(ruFirst).sort()).toEqual(Object.keys(enFirst).sort())
    expect(Object.keys(en).sort()).toEqual([...Object.keys(enFirst), ...Object.keys(enRest)].sort())
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort())
  })
})

/** Whether the dictionary shown holds the rest itself (not a wait for it). */
const holdsRest = () => Object.getOwnPropertyDescriptor(currentDictionary(), 'money')?.get === undefined

function Money() {
  const t = useT()
  return (
    <p>
      {t.nav.home} · {t.money.title}
    </p>
  )
}

describe('a guest’s dictionary', () => {
  it('holds the first part, waits for the rest where a screen reads it, then holds the whole', async () => {
    await applyLocale('ru', { whole: false })
    expect(currentDictionary().nav.home).toBe(ruFirst.nav.home)
    expect(holdsRest()).toBe(false)

    // A root of its own, outside act(): the wait ends when the chunk comes, as in the app.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT')
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
    const container = document.createElement('div')
    const root = createRoot(container)
    try {
      root.render(
        <Suspense fallback={<p>waiting</p>}>
          <Money />
        </Suspense>,
      )
      // The screen waits, and its read asked for the rest: nothing else loads it here.
      await vi.waitFor(() =>
        expect(container.textContent).toBe(`${ruFirst.nav.home} · ${ruRest.money.title}`),
      )
    } finally {
      root.unmount()
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment)
    }
    expect(currentDictionary().money.title).toBe(ruRest.money.title)
  })

  it('stays whole once a user signed in, through a switch of the language', async () => {
    await applyLocale('en', { whole: false })
    const whole = await loadWholeDictionary()
    expect(whole.money.title).toBe(enRest.money.title)
    await applyLocale('ru')
    expect(currentDictionary().staff).toBe(ruRest.staff)
  })
})
